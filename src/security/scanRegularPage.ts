/**
 * The page inspection (inspectPage.ts) of a page in the regular form our templates write, read
 * without the HTML parser, which costs a large share of a full build. Anything outside the form
 * returns null and goes to the parser, so the form need only be one a browser and htmlparser2 read
 * the same way, unambiguously:
 *
 * - an optional `<!DOCTYPE html>` first; text without `<`; comments of letters, digits, spaces
 *   and `:` only (`<!--astro:end-->`, React's `<!-- -->`);
 * - start tags `<name attr="value" attr>` or `…/>`: ASCII names, HTML whitespace only, every
 *   value in double quotes; end tags `</name>`;
 * - `<script>`, `<style>`, `<title>` and `<textarea>` whose text ends at their end tag, with no
 *   `<!--` in a script (a browser's escaped script states) and neither U+000F nor U+001C (which
 *   htmlparser2 reads as `/` and `<` when it looks for the end tag);
 * - `<svg>` holding only shapes (`g`, `path`, `circle` …);
 * - one `<head>`, opened before any element but `<html>` and closed before `</html>`; no
 *   `<form>` inside a form (a browser drops the inner one, attributes and all); no `<select>`
 *   (where a browser ignores a `<style>` start tag, and reads what follows as markup).
 * Tests hold the scan to the parser's reading on generated pages and every page the site builds.
 */
import {
  inlineCode,
  isDataBlock,
  parseHashes,
  type InlineCode,
  type PageInspection,
} from './pageInspection.ts';

/** A start tag of the regular form: its name, its attributes (or ''), and `/` if self-closing. */
const START_TAG =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:[\t\n\f\r ]+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)*)[\t\n\f\r ]*(\/?)>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)[\t\n\f\r ]*>/y;
const COMMENT = /<!--[a-zA-Z0-9: ]+-->/y;
const DOCTYPE = /<!doctype html>/iy;
/** One attribute of a start tag's attributes, as START_TAG matched them. */
const ATTRIBUTE = /[\t\n\f\r ]+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/y;
/** Where an attribute named `on…` or `style` may start (or a value merely contains one). */
const MAYBE_CODE_ATTRIBUTE = /[\t\n\f\r ](?:on|style)/i;

/** Elements whose text runs to their end tag (htmlparser2's and a browser's raw text, RCDATA). */
const TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea']);
/**
 * Where each one's text ends: at the first `</name` (ASCII case ignored) followed by HTML
 * whitespace, `/` or `>`, as both htmlparser2 and a browser end it.
 */
const TEXT_ENDS = new Map(
  [...TEXT_ELEMENTS].map((name) => [name, new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi')]),
);
/**
 * Elements this leaves to the parser: raw-text elements it does not read (rare, or read
 * differently by a browser: noscript), MathML, and select.
 */
const UNREAD_ELEMENTS = new Set([
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'xmp',
  'math',
  'select',
]);
/** What htmlparser2 takes for `<` and `/` when it looks for a raw text's end tag. */
const END_TAG_LOOKALIKES = /[\x0f\x1c]/;
/** What an `<svg>` may hold here: shapes, which neither a browser nor the parser read as text. */
const SVG_SHAPES = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
]);
/** The inspection of a page of the regular form, or null when the page is not of it. */
export function scanRegularPage(html: string): PageInspection | null {
  const declared = { scripts: new Set<string>(), styles: new Set<string>() };
  const scripts: InlineCode[] = [];
  const styles: InlineCode[] = [];
  let declarations = 0;
  let inHead = false;
  let seenHead = false;
  // An element other than <html> opened before <head>: closing it would close the head too.
  let openedBeforeHead = false;
  let inForm = false;
  let svgDepth = 0;

  let at = 0;
  DOCTYPE.lastIndex = 0;
  if (DOCTYPE.test(html)) at = DOCTYPE.lastIndex;
  for (;;) {
    const lt = html.indexOf('<', at);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      END_TAG.lastIndex = lt;
      const end = END_TAG.exec(html);
      if (end === null) return null;
      const name = end[1]!.toLowerCase();
      if (svgDepth > 0) {
        if (!SVG_SHAPES.has(name)) return null;
        if (name === 'svg') svgDepth -= 1;
      } else if (name === 'svg') {
        return null;
      }
      // Without its <html> start tag, htmlparser2 keeps the head open after </html>.
      if (name === 'html' && inHead) return null;
      if (name === 'head') inHead = false;
      if (name === 'form') inForm = false;
      at = END_TAG.lastIndex;
      continue;
    }
    if (next === 0x21 /* ! */) {
      COMMENT.lastIndex = lt;
      if (svgDepth > 0 || !COMMENT.test(html)) return null;
      at = COMMENT.lastIndex;
      continue;
    }
    START_TAG.lastIndex = lt;
    const tag = START_TAG.exec(html);
    if (tag === null) return null;
    at = START_TAG.lastIndex;
    const name = tag[1]!.toLowerCase();
    const attributes = tag[2]!;
    const selfClosing = tag[3] === '/';
    if (attributes !== '' && MAYBE_CODE_ATTRIBUTE.test(attributes)) {
      // An event handler or style attribute is a fault: the parser reads the page and words it.
      for (const [attribute] of attributeList(attributes)) {
        if (attribute.startsWith('on') || attribute === 'style') return null;
      }
    }
    if (svgDepth > 0) {
      if (!SVG_SHAPES.has(name)) return null;
      if (name === 'svg' && !selfClosing) svgDepth += 1;
      continue;
    }
    if (UNREAD_ELEMENTS.has(name)) return null;
    if (name !== 'html' && name !== 'head' && !seenHead) openedBeforeHead = true;
    switch (name) {
      case 'svg':
        if (!selfClosing) svgDepth += 1;
        continue;
      case 'head':
        if (seenHead || openedBeforeHead) return null;
        seenHead = true;
        inHead = true;
        continue;
      case 'body':
        inHead = false;
        continue;
      case 'form':
        if (inForm) return null;
        inForm = true;
        continue;
      case 'meta': {
        if (!inHead) continue;
        const [httpEquiv = '', content = ''] = attributeValues(attributes, 'http-equiv', 'content');
        // The parser decodes character references; these values are read only without any.
        if (httpEquiv.includes('&')) return null;
        if (httpEquiv.toLowerCase() !== 'content-security-policy') continue;
        if (content.includes('&')) return null;
        declarations += 1;
        const policy = parseHashes(content);
        policy.scripts.forEach((hash) => declared.scripts.add(hash));
        policy.styles.forEach((hash) => declared.styles.add(hash));
        continue;
      }
    }
    if (!TEXT_ELEMENTS.has(name)) continue;
    // A self-closing raw-text element: left to the parser.
    if (selfClosing) return null;
    const textEnd = TEXT_ENDS.get(name)!;
    textEnd.lastIndex = at;
    const close = textEnd.exec(html)?.index;
    if (close === undefined) return null;
    const text = html.slice(at, close);
    if (END_TAG_LOOKALIKES.test(text)) return null;
    END_TAG.lastIndex = close;
    if (END_TAG.exec(html) === null) return null;
    at = END_TAG.lastIndex;
    if (name === 'script') {
      if (text.includes('<!--')) return null;
      const [src, type = ''] = attributeValues(attributes, 'src', 'type');
      if (src !== undefined) continue;
      if (type.includes('&')) return null;
      if (isDataBlock(type)) continue;
      scripts.push(inlineCode(text));
    } else if (name === 'style') {
      styles.push(inlineCode(text));
    }
  }
  if (svgDepth > 0) return null;
  return { declared, declarations, scripts, styles, styleAttributes: [], eventHandlers: [] };
}

/**
 * A start tag's attributes: each name lower-cased (as the parser and a browser name them) and its
 * value as written ('' for one without a value).
 */
function* attributeList(attributes: string): Generator<[string, string]> {
  ATTRIBUTE.lastIndex = 0;
  let attribute: RegExpExecArray | null;
  while ((attribute = ATTRIBUTE.exec(attributes)) !== null)
    yield [attribute[1]!.toLowerCase(), attribute[2] ?? ''];
}

/** The values of two attributes (the first of each name, as the parser keeps it; else undefined). */
function attributeValues(
  attributes: string,
  first: string,
  second: string,
): [string | undefined, string | undefined] {
  const values: [string | undefined, string | undefined] = [undefined, undefined];
  for (const [name, value] of attributeList(attributes)) {
    const index = name === first ? 0 : name === second ? 1 : -1;
    if (index !== -1) values[index] ??= value;
  }
  return values;
}
