/**
 * Property test of the one sanitiser configuration: arbitrary HTML built from a grammar of tags,
 * attributes, entities, URL schemes and broken markup never comes out holding a script, an event
 * handler, a javascript:/data:/vbscript: URL, a style attribute or a target=_blank link without
 * rel=noopener. The output is read back with htmlparser2, as a browser would read it.
 */
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from '../../../src/content/richText.ts';
import { sanitizeRichText } from '../../../src/content/sanitizeHtml.ts';

const TAGS = [
  ...['p', 'a', 'img', 'div', 'span', 'table', 'td', 'li', 'h1', 'figure', 'br', 'hr'],
  ...['script', 'SCRIPT', 'ScRiPt', 'style', 'svg', 'math', 'iframe', 'frame', 'noscript'],
  ...['template', 'form', 'input', 'button', 'object', 'embed', 'base', 'link', 'meta'],
  ...['textarea', 'title', 'xmp', 'noembed', 'select', 'option', 'video', 'source', 'details'],
  ...['marquee', 'body', 'html', 'head', 'image', 'use', 'animate', 'set', 'foreignObject'],
];
const ATTRIBUTES = [
  ...['href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'loading', 'class'],
  ...['onerror', 'onclick', 'ONLOAD', 'onmouseover', 'on', 'onfocus', 'style', 'STYLE', 'id'],
  ...['srcset', 'formaction', 'action', 'xlink:href', 'data', 'poster', 'background', 'lowsrc'],
  ...['dynsrc', 'cite', 'colspan', 'attributeName', 'values', 'to', 'from', 'autofocus'],
];
const SCHEMES = [
  ...['javascript:', 'JaVaScRiPt:', ' javascript:', 'java&#x09;script:', 'jav&#x0A;ascript:'],
  ...['&#106;avascript:', '&#x6A;avascript&colon;', 'java\tscript:', '\u0001javascript:'],
  ...['javascript&#58;', 'vbscript:', 'VBScript:', 'data:text/html,', 'data:image/svg+xml,'],
  ...['data:image/png;base64,', 'DATA:', 'd&#97;ta:', 'livescript:', 'https://a.example/'],
  ...['http://a.example/', '//evil.example/', '\\\\evil.example\\', '/', 'x/', 'mailto:'],
  ...['tel:', '#', '?', 'https:', 'https://cdn.example/'],
];
const ENTITIES = [
  ...['&lt;', '&gt;', '&amp;', '&quot;', '&#60;', '&#x3C;', '&#0;', '&nbsp;', '&colon;'],
  ...['&Tab;', '&NewLine;', '&#x6A;', '&lt', '&#', '&#x;', '&apos;', '&#9;', '&#10;'],
];
const RAW = [
  ...['<', '>', '</', '/>', '"', "'", '=', '`', '<!--', '-->', '<![CDATA[', ']]>', '<!', '<?'],
  ...['</script>', '</noscript>', '</style>', '<script>', '<img src=x onerror=alert(1)>'],
  ...['\u0000', '\n', '\t', ' '],
];

const text = fc.string({
  unit: fc.constantFrom(...'abc xyz(1);:/.=&<>"\'`'),
  maxLength: 8,
});
/** A URL-shaped value: optional leading noise, a scheme (often obfuscated), a rest. */
const url = fc
  .tuple(fc.constantFrom('', ' ', '\t', '&#x20;', '\u0000'), fc.constantFrom(...SCHEMES), text)
  .map((parts) => parts.join(''));
const value = fc.oneof(
  { weight: 4, arbitrary: url },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(text, fc.constantFrom(...ENTITIES)), { maxLength: 3 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.constantFrom('_blank', '_BLANK', ' _blank ', '_self', 'x') },
  fc.constantFrom('noopener', 'opener', 'nofollow', 'lazy', '10', '', 'alert(1)', 'color:red'),
);
const attributeName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('href', 'src', 'target', 'rel', 'style', 'onerror') },
  { weight: 2, arbitrary: fc.constantFrom(...ATTRIBUTES) },
);
const attribute = fc
  .tuple(attributeName, value, fc.constantFrom('"', "'", '', 'none'))
  .map(([name, v, quote]) =>
    quote === 'none'
      ? ` ${name}`
      : ` ${name}=${quote}${quote === '' ? v.replace(/[\s"'>]/g, '') : v}${quote}`,
  );
const tagName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('a', 'img', 'p', 'A', 'IMG') },
  { weight: 2, arbitrary: fc.constantFrom(...TAGS) },
);

/** A document: text, entities, raw fragments and elements with attributes and children. */
const { html } = fc.letrec<{ html: string; node: string }>((tie) => ({
  html: fc.array(tie('node'), { maxLength: 6 }).map((nodes) => nodes.join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom(...ENTITIES) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          tagName,
          fc.array(attribute, { maxLength: 4 }),
          tie('html'),
          fc.constantFrom('close', 'open', 'self'),
        )
        .map(([tag, attrs, children, end]) => {
          const open = `<${tag}${attrs.join('')}${end === 'self' ? ' /' : ''}>`;
          return end === 'close' ? `${open}${children}</${tag}>` : `${open}${children}`;
        }),
    },
  ),
}));

const DANGEROUS_URL = /^(javascript|vbscript|data|livescript):/;
/** Attributes a browser reads as a URL (or a list of them). */
const URL_ATTRIBUTES = new Set([
  ...['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background'],
  ...['cite', 'data', 'lowsrc', 'dynsrc', 'longdesc', 'usemap', 'ping', 'manifest'],
]);

/** Everything a browser would find dangerous in `output`, read as HTML. */
function problems(output: string): string[] {
  const found: string[] = [];
  if (/<\s*\/?\s*script/i.test(output)) found.push('script text');
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (!ALLOWED_TAGS.includes(name)) found.push(`<${name}>`);
        for (const [attr, v] of Object.entries(attrs)) {
          if (attr.startsWith('on')) found.push(`event handler ${attr}`);
          if (attr === 'style') found.push('style attribute');
          // Browsers drop ASCII whitespace and control characters when reading a URL scheme.
          const scheme = v.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
          if (URL_ATTRIBUTES.has(attr) && DANGEROUS_URL.test(scheme)) found.push(`${attr}="${v}"`);
        }
        if (name === 'a' && (attrs['target'] ?? '').trim().toLowerCase() === '_blank') {
          const rel = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
          if (!rel.includes('noopener')) found.push('target=_blank without rel=noopener');
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(output);
  parser.end();
  return found;
}

describe('the sanitiser over arbitrary HTML from a grammar', () => {
  it('never publishes a script, event handler, dangerous URL, style attribute or unsafe _blank', () => {
    fc.assert(
      fc.property(html, (input) => {
        const { html: output } = sanitizeRichText(input, {
          imageOrigins: ['https://cdn.example'],
        });
        expect(problems(output), `${input}\n→ ${output}`).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('the checker itself finds each kind of problem', () => {
    expect(problems('<script>x</script>')).toContain('<script>');
    expect(problems('<p onclick="x">')).toEqual(['event handler onclick']);
    expect(problems('<p style="x">')).toEqual(['style attribute']);
    expect(problems('<a href="jav&#x09;ascript:x">')).toEqual(['href="jav\tascript:x"']);
    expect(problems('<a href="/x" target="_blank">')).toEqual([
      'target=_blank without rel=noopener',
    ]);
  });
});
