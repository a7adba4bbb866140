import sanitize from 'sanitize-html';
import { DROPPED_CONTENT_TAGS } from './sanitizeHtml.ts';

/** Tags after which text continues on a new line or cell: they become a space, not nothing. */
const BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];

/**
 * Plain text of back-end HTML (the expand rule, search, meta descriptions), parsed by sanitize-html
 * exactly as the sanitiser parses it: tags, attributes and the insides of script/style/… go,
 * entities are decoded, whitespace collapses. Block tags become spaces (`<p>a</p><p>b</p>` reads
 * 'a b'), inline tags join (`<b>Share</b>Point` → 'SharePoint'), and soft hyphens go, so search and
 * meta text find and show whole words.
 */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const bare = sanitize(html, {
    allowedTags: BLOCK_TAGS,
    allowedAttributes: {},
    nonTextTags: [...DROPPED_CONTENT_TAGS],
  });
  // The output's text has < > & escaped, so every remaining '<…>' is one of our bare tags.
  return bare
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00AD/g, '')
    .replace(/\s+/gu, ' ')
    .trim();
}
