import sanitize from 'sanitize-html';
import type { SafeHtml } from './types.ts';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_IMAGE_SCHEMES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
} from './richText.ts';

// What rich text may hold is defined once, beside the rich-text tree the islands render.
export { ALLOWED_TAGS };

/**
 * Tags whose text is dropped along with the tag: a stray `<style>` must not show its CSS as text,
 * nor an `<svg>` or `<noscript>` its insides.
 */
export const DROPPED_CONTENT_TAGS: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'head',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

/**
 * The one sanitiser configuration (DESIGN.md failure policy: "Every HTML field from the back end
 * goes through one sanitiser configuration"; docs/CONTENT.md Rules).
 *
 * - Only ALLOWED_TAGS; attributes a[href title target rel], img[src alt width height loading],
 *   th/td[colspan rowspan]. No class, style, id or event-handler attribute survives.
 * - Links: http, https, mailto, tel and relative URLs. Images: https or relative only (http would be
 *   mixed content; data: can carry SVG script). Protocol-relative `//host` is refused for both.
 *   sanitize-html checks schemes after decoding entities and dropping the whitespace and control
 *   characters browsers ignore, so `jav&#x09;ascript:` is caught.
 * - An `<img>` left without a src is removed.
 * - `target` is kept only as `_blank`, and then `rel` gains `noopener noreferrer`.
 * - `<h1>` becomes `<h2>`: the page has its own h1.
 */
export const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: [...ALLOWED_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_CONTENT_TAGS],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if ((out['target'] ?? '').trim().toLowerCase() === '_blank') {
        out['target'] = '_blank';
        const rel = new Set(
          (out['rel'] ?? '')
            .toLowerCase()
            .split(/\s+/)
            .filter((t) => t !== ''),
        );
        rel.add('noopener');
        rel.add('noreferrer');
        out['rel'] = [...rel].join(' ');
      } else {
        delete out['target'];
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** Sanitises back-end HTML for the page (see SANITIZE_OPTIONS). Non-string input gives ''. */
export function sanitizeHtml(html: unknown): SafeHtml {
  if (typeof html !== 'string' || html.trim() === '') return '' as SafeHtml;
  // The one place a string becomes SafeHtml: it has just passed the sanitiser.
  return sanitize(html, SANITIZE_OPTIONS).trim() as SafeHtml;
}
