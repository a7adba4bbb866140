import sanitize from 'sanitize-html';
import { refusedImageReason, safeImageUrl } from './safeImageUrl.ts';
import { withoutSoftHyphens } from './softHyphen.ts';
import type { SafeHtml, WarningCode } from './types.ts';
import type { BuildSiteModelOptions } from './model/modelContext.ts';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_IMAGE_SCHEMES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
} from './richText.ts';

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
 * Deepest element nesting kept (deeper elements are dropped, their text kept): thousands of nested
 * tags are a denial-of-service attempt on every parser downstream.
 */
export const NESTING_LIMIT = 64;

/**
 * Where a rich-text image may come from (imageOrigins here includes the site's own https origin)
 * and how its file is checked (a rich-text image without its file is dropped).
 */
type RichTextOptions = Pick<BuildSiteModelOptions, 'imageOrigins' | 'siteFileExists'>;

/** A fault an editor should know of: its content-report code, recorded where it is found. */
export interface SanitizeIssue {
  readonly code: Extract<
    WarningCode,
    'missing-alt' | 'missing-size' | 'unsafe-html' | 'missing-image'
  >;
  readonly message: string;
}

/** The issue for an image whose site-relative file does not exist. */
export function missingImage(address: string, outcome = 'not shown'): SanitizeIssue {
  return {
    code: 'missing-image',
    message: `image file "${address}" is not among the site's files (public/); ${outcome}`,
  };
}

/**
 * Whether `url`, a site-relative image address as safeImageUrl gives it, names no file the site
 * has: its path (without query or fragment, percent-decoded) is looked up with `exists`. Images
 * on another origin cannot be checked at build time (the page styles a placeholder behind them).
 */
export function isMissingSiteFile(url: string, exists: (path: string) => boolean): boolean {
  if (!url.startsWith('/')) return false;
  const path = url.split(/[?#]/u, 1)[0] ?? url;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // An invalid escape cannot name a file either way; look it up as written.
  }
  return !exists(decoded);
}

/** The issue recorded for an image the editor gave no alternative text. */
export const MISSING_ALT: SanitizeIssue = {
  code: 'missing-alt',
  message: 'image without alternative text',
};
/** The issue for a rich-text image the editor gave no size (it would shift the layout). */
export const MISSING_SIZE: SanitizeIssue = {
  code: 'missing-size',
  message: 'image without width and height; shown in a 16:10 box until it loads',
};
/** The box a rich-text image without a size gets (CSS `height: auto` keeps its real proportions). */
export const DEFAULT_IMAGE_SIZE = { width: '640', height: '400' } as const;

/**
 * The one sanitiser configuration every HTML field from the back end goes through, so there is one
 * place to audit what a page can contain (docs/content.md Rules).
 *
 * - Only ALLOWED_TAGS and ALLOWED_ATTRIBUTES: no class, style, id or event handler survives.
 * - Links: http, https, mailto, tel and relative URLs, schemes checked after decoding entities and
 *   dropping what browsers ignore (`jav&#x09;ascript:`); protocol-relative `//host` is refused.
 * - Images (safeImageUrl): site-relative (with an existing file, when `siteFileExists` is given)
 *   or https from an allowed origin, else dropped with an issue. No alt text gives `alt=""`
 *   (decorative) and MISSING_ALT; no whole-number width and height gives DEFAULT_IMAGE_SIZE and
 *   MISSING_SIZE; loading is kept when lazy or eager.
 * - `target` is kept only as `_blank`, and then `rel` gains `noopener noreferrer`.
 * - `<h1>` becomes `<h2>`: the page has its own h1.
 * - Elements nested deeper than NESTING_LIMIT are dropped (text kept); the insides of
 *   DROPPED_CONTENT_TAGS are never published.
 */
function sanitizeOptions(
  { imageOrigins = [], siteFileExists }: RichTextOptions,
  issues: SanitizeIssue[],
): sanitize.IOptions {
  return {
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
    nestingLimit: NESTING_LIMIT,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const out: Record<string, string> = { ...attribs };
        if ((out['target'] ?? '').trim().toLowerCase() === '_blank') {
          out['target'] = '_blank';
          const rel = (out['rel'] ?? '')
            .toLowerCase()
            .split(/\s+/)
            .filter((t) => t !== '');
          out['rel'] = [...new Set([...rel, 'noopener', 'noreferrer'])].join(' ');
        } else {
          delete out['target'];
        }
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = (attribs['src'] ?? '').trim();
        const { url } = safeImageUrl(src, imageOrigins);
        if (url === null) {
          issues.push({
            code: 'unsafe-html',
            message:
              src === ''
                ? 'image without an address removed'
                : refusedImageReason(src.slice(0, 200)),
          });
          // No src: the exclusiveFilter below removes the element.
          return { tagName, attribs: {} };
        }
        if (siteFileExists !== undefined && isMissingSiteFile(url, siteFileExists)) {
          issues.push(missingImage(src.slice(0, 200)));
          return { tagName, attribs: {} };
        }
        const givenAlt = attribs['alt'] ?? '';
        const alt = givenAlt.trim() === '' ? '' : givenAlt;
        if (alt === '') issues.push(MISSING_ALT);
        const size = {
          width: (attribs['width'] ?? '').trim(),
          height: (attribs['height'] ?? '').trim(),
        };
        const sized = /^\d{1,5}$/.test(size.width) && /^\d{1,5}$/.test(size.height);
        // Every image reserves its box before it loads (valid HTML, no layout shift).
        if (!sized) issues.push(MISSING_SIZE);
        const out: Record<string, string> = {
          src: url,
          alt,
          ...(sized ? size : DEFAULT_IMAGE_SIZE),
        };
        const loading = (attribs['loading'] ?? '').trim().toLowerCase();
        if (loading === 'lazy' || loading === 'eager') out['loading'] = loading;
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
  };
}

/** No HTML: what sanitizing blank input gives. */
export const NO_HTML = '' as SafeHtml;

/**
 * Sanitises back-end HTML for the page (see sanitizeOptions) and reports what an editor should
 * fix, one issue per message. Non-string or blank input gives ''.
 */
export function sanitizeRichText(
  html: unknown,
  options: RichTextOptions = {},
): { html: SafeHtml; issues: readonly SanitizeIssue[] } {
  if (typeof html !== 'string' || html.trim() === '') return { html: NO_HTML, issues: [] };
  const issues: SanitizeIssue[] = [];
  const clean = sanitize(html, sanitizeOptions(options, issues)).trim();
  const distinct = [...new Map(issues.map((issue) => [issue.message, issue])).values()];
  // The one place a string becomes SafeHtml: it has just passed the sanitiser.
  return { html: clean as SafeHtml, issues: distinct };
}

/** Sanitises back-end HTML for the page (sanitizeRichText without the issues). */
export function sanitizeHtml(html: unknown, options: RichTextOptions = {}): SafeHtml {
  return sanitizeRichText(html, options).html;
}

/** Elements whose text is code or preformatted: copied exactly, never given soft hyphens. */
const VERBATIM_TAGS: ReadonlySet<string> = new Set(['code', 'pre', 'kbd', 'samp', 'var']);

/**
 * Sanitised HTML with soft hyphens added by `hyphenate` to each text run between tags outside code
 * and pre (the sanitiser escapes `<` and `>` in text and attribute values, so every `<…>` is a
 * tag). What `hyphenate` returns is kept only when it differs by soft hyphens alone, so the result
 * is as safe as the input, whatever the function does.
 */
export function insertSoftHyphens(html: SafeHtml, hyphenate: (text: string) => string): SafeHtml {
  let verbatimDepth = 0;
  const parts = html.split(/(<[^>]*>)/u).map((part, i) => {
    if (i % 2 === 1) {
      const tag = /^<(\/?)([a-z][a-z\d]*)/iu.exec(part);
      const name = tag?.[2]?.toLowerCase();
      if (name !== undefined && VERBATIM_TAGS.has(name) && !part.endsWith('/>')) {
        verbatimDepth = Math.max(0, verbatimDepth + (tag?.[1] === '/' ? -1 : 1));
      }
      return part;
    }
    if (verbatimDepth > 0 || part === '') return part;
    const out = hyphenate(part);
    return withoutSoftHyphens(out) === withoutSoftHyphens(part) ? out : part;
  });
  return parts.join('') as SafeHtml;
}
