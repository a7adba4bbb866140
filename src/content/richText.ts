/**
 * Rich text as data: sanitised HTML parsed into a small tree that React islands render element by
 * element, so no island needs a raw-HTML sink. The allowlists live here and the sanitiser
 * (sanitizeHtml.ts) uses them too: one definition of what rich text may hold.
 */

/** Tags allowed in rich text from the back end. No script, style, iframe, object, form, svg … */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'hr',
  'code',
  'pre',
  'sup',
  'sub',
];

/** Attributes allowed per tag; every other attribute is dropped. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes allowed in links; images allow https only (http is mixed content, data: can carry SVG script). */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
export const ALLOWED_IMAGE_SCHEMES: readonly string[] = ['https'];

/** One node of rich text: a text, or an element [tag, attributes, ...children]. */
export type RichNode = string | RichElement;
export type RichElement = readonly [
  tag: string,
  attributes: Readonly<Record<string, string>>,
  ...children: RichNode[],
];

/** Elements whose content models refuse text: whitespace between their children is dropped. */
export const TABLE_STRUCTURE_TAGS: ReadonlySet<string> = new Set(['table', 'thead', 'tbody', 'tr']);

/**
 * Whether a URL may stay in `attribute` of `tag`: relative URLs, or an allowed scheme (checked
 * after dropping the whitespace and control characters browsers ignore, so `jav&#9;ascript:`
 * cannot pass). Protocol-relative `//host` is refused, as the sanitiser does.
 */
export function isAllowedUrl(tag: string, url: string): boolean {
  const compact = url.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return (tag === 'img' ? ALLOWED_IMAGE_SCHEMES : ALLOWED_SCHEMES).includes(scheme);
}

/** The plain text of rich text (for search): texts in order, with a space between elements. */
export function richTextPlain(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string' ? node : ` ${richTextPlain(node.slice(2) as RichNode[])} `,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How the rich-text builder reads a parsed HTML tree (parse5's at build time, the DOM in the browser). */
export interface HtmlTreeReader<N> {
  /** The text of a text node, or null for any other node. */
  text(node: N): string | null;
  /** The lower-case tag name of an element, or null for any other node. */
  tag(node: N): string | null;
  attribute(node: N, name: string): string | null;
  children(node: N): Iterable<N>;
}

/**
 * Rich text from a tree parsed by the HTML standard's algorithm (parse5, DOMParser), so hydration
 * finds what React rendered. Dropped: elements outside ALLOWED_TAGS with their content, other
 * attributes and URL schemes, whitespace between table parts (tables refuse text there), and a
 * `pre`'s leading newline (the parser would eat it again after React writes it).
 */
export function buildRichText<N>(nodes: Iterable<N>, read: HtmlTreeReader<N>): RichNode[] {
  return children(nodes, read, '');
}

function children<N>(nodes: Iterable<N>, read: HtmlTreeReader<N>, parent: string): RichNode[] {
  const out: RichNode[] = [];
  for (const node of nodes) {
    let text = read.text(node);
    if (text !== null) {
      if (TABLE_STRUCTURE_TAGS.has(parent) && text.trim() === '') continue;
      if (parent === 'pre' && out.length === 0) text = text.replace(/^\n/, '');
      if (text === '') continue;
      const last = out.at(-1);
      if (typeof last === 'string') out[out.length - 1] = last + text;
      else out.push(text);
      continue;
    }
    const tag = read.tag(node);
    if (tag === null || !ALLOWED_TAGS.includes(tag)) continue;
    const attributes: Record<string, string> = {};
    for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
      const value = read.attribute(node, name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !isAllowedUrl(tag, value)) continue;
      if (name === 'target' && value !== '_blank') continue;
      attributes[name] = value;
    }
    if (tag === 'img' && attributes['src'] === undefined) continue;
    out.push([tag, attributes, ...children(read.children(node), read, tag)]);
  }
  return out;
}
