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
 * Plain text of back-end HTML, for the 200-character expand rule, search and meta descriptions.
 * Done with sanitize-html so that it parses exactly like the sanitiser: all tags and attributes go,
 * the insides of script/style/… go, entities are decoded (`&amp;` → `&`, `&nbsp;` → space),
 * whitespace collapses. Block-level tags (p, li, br, td …) are first kept bare and then turned into
 * spaces, so `<p>a</p><p>b</p>` reads 'a b', not 'ab'; inline tags join (`<b>Share</b>Point` →
 * 'SharePoint'). Soft hyphens go too (German display HTML carries them): search and meta text must
 * find and show whole words.
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
