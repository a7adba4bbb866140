/**
 * One built page read with a real HTML parser (htmlparser2, as a browser tokenises it): its inline
 * code and what Astro declared about it (issue 11 point 2, issue 8 point 7). Text is never taken
 * for markup: an escaped `&lt;img onerror=…&gt;` in a title, or inside a quoted attribute such as
 * `og:title`, is text, not an element or an event handler.
 *
 * Character references are decoded as a browser decodes them, though parsing is a fifth faster
 * without: a policy's `&amp;` would split it at its `;` where the browser does not, and an svg
 * script's text is decoded before the browser hashes it.
 */
import { Parser } from 'htmlparser2';
import { memoized } from '../content/memoized.ts';
import { cspHash } from './astroCsp.ts';

export interface InlineCode {
  /** `sha256-…` of the element's text exactly as written (what the browser hashes). */
  readonly hash: string;
  /** The start of the code, for an error message. */
  readonly preview: string;
}

export interface PageInspection {
  /**
   * Hashes Astro declared in the page's `<meta http-equiv="content-security-policy">` elements in
   * `<head>` (script-src / style-src and their -elem variants).
   */
  readonly declared: {
    readonly scripts: ReadonlySet<string>;
    readonly styles: ReadonlySet<string>;
  };
  /** How many such meta elements the head has (Astro writes one). */
  readonly declarations: number;
  /** Inline `<script>` elements the browser executes (every type but JSON data blocks). */
  readonly scripts: readonly InlineCode[];
  /** Inline `<style>` elements. */
  readonly styles: readonly InlineCode[];
  /** `style="…"` attributes, as `<tag style="…">`. */
  readonly styleAttributes: readonly string[];
  /** Event-handler attributes, as `<tag onclick>`. */
  readonly eventHandlers: readonly string[];
}

/** Script types that are data, never executed (and so outside script-src). */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

/**
 * The hash of an inline script or style, remembered by its whole text: every page of a build
 * carries the same few (Astro's island runtime, the consent script), 7 KB a page hashed again for
 * each. A few hundred distinct texts at most, so a small bound.
 */
const inlineCodeHash = memoized(cspHash, 256);

/** Reads one HTML document. */
export function inspectPage(html: string): PageInspection {
  const declaredScripts = new Set<string>();
  const declaredStyles = new Set<string>();
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
          policy.scripts.forEach((h) => declaredScripts.add(h));
          policy.styles.forEach((h) => declaredStyles.add(h));
        }
        if (name === 'script' && attrs['src'] === undefined) {
          const type = (attrs['type'] ?? '').trim().toLowerCase();
          if (!DATA_BLOCK_TYPES.has(type)) open = { kind: 'script', text: '' };
        }
        if (name === 'style') open = { kind: 'style', text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (open && name === open.kind) {
          const code = {
            hash: inlineCodeHash(open.text),
            preview: open.text.trim().slice(0, 80),
          };
          (open.kind === 'script' ? scripts : styles).push(code);
          open = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return {
    declared: { scripts: declaredScripts, styles: declaredStyles },
    declarations,
    scripts,
    styles,
    styleAttributes,
    eventHandlers,
  };
}

/** The `sha256-…` (and sha384/512) sources of a policy's script and style directives. */
export function parseHashes(policy: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const directive of policy.split(';')) {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    const hashes = sources
      .map((source) => /^'((?:sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2})'$/.exec(source)?.[1])
      .filter((hash): hash is string => hash !== undefined);
    if (name === 'script-src' || name === 'script-src-elem') scripts.push(...hashes);
    if (name === 'style-src' || name === 'style-src-elem') styles.push(...hashes);
  }
  return { scripts, styles };
}
