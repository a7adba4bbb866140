/**
 * The soft hyphen German display text carries (hyphenateGerman.ts), and its removal for text meant
 * for machines. Kept apart from the hyphenation patterns so that islands and light modules can
 * strip soft hyphens without bundling the patterns.
 */

/** U+00AD SOFT HYPHEN: invisible unless the line breaks there, then shown as a hyphen. */
export const SOFT_HYPHEN = '\u00AD';

/**
 * Text without soft hyphens: for search and its indexes, feeds, JSON-LD, meta tags, the document
 * title and attribute values, where a soft hyphen would split a search term or show up as a
 * character of its own.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replace(/\u00AD/g, '');
}
