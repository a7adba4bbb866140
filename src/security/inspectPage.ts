/**
 * One built page read as a browser reads it (escaped `&lt;img onerror=…&gt;` is text): pages of our
 * templates' regular form are scanned (scanRegularPage.ts); any other, including every page with a
 * fault, is read with htmlparser2, which words the faults.
 */
import { Parser } from 'htmlparser2';
import {
  inlineCode,
  isDataBlock,
  parseHashes,
  type InlineCode,
  type PageInspection,
} from './pageInspection.ts';
import { scanRegularPage } from './scanRegularPage.ts';

/** Reads one HTML document. */
export function inspectPage(html: string): PageInspection {
  return scanRegularPage(html) ?? parsePage(html);
}

/**
 * Reads one HTML document with htmlparser2, decoding character references as a browser does
 * (though slower): else a policy's `&amp;` would split at its `;`, and an svg script's text is
 * decoded before the browser hashes it.
 */
export function parsePage(html: string): PageInspection {
  const declared = { scripts: new Set<string>(), styles: new Set<string>() };
  const scripts: InlineCode[] = [];
  const styles: InlineCode[] = [];
  const styleAttributes: string[] = [];
  const eventHandlers: string[] = [];
  let inHead = false;
  let declarations = 0;
  let open: { kind: 'script' | 'style'; text: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'head') inHead = true;
        if (name === 'body') inHead = false;
        // for…in, not Object.entries: no array per element, on some 700 elements a page.
        for (const attr in attrs) {
          if (attr.startsWith('on')) eventHandlers.push(`<${name} ${attr}>`);
          if (attr === 'style') {
            styleAttributes.push(`<${name} style="${(attrs[attr] ?? '').slice(0, 60)}">`);
          }
        }
        if (
          inHead &&
          name === 'meta' &&
          (attrs['http-equiv'] ?? '').toLowerCase() === 'content-security-policy'
        ) {
          declarations += 1;
          const policy = parseHashes(attrs['content'] ?? '');
          policy.scripts.forEach((h) => declared.scripts.add(h));
          policy.styles.forEach((h) => declared.styles.add(h));
        }
        if (name === 'script' && attrs['src'] === undefined && !isDataBlock(attrs['type'] ?? '')) {
          open = { kind: 'script', text: '' };
        }
        if (name === 'style') open = { kind: 'style', text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (open && name === open.kind) {
          (open.kind === 'script' ? scripts : styles).push(inlineCode(open.text));
          open = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { declared, declarations, scripts, styles, styleAttributes, eventHandlers };
}
