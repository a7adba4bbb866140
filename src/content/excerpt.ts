/** Length of a meta description (search engines show about 155–160 characters). */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * The start of a plain text, at most `max` characters, cut at a word boundary with '…' when cut
 * (used for PageModel.metaDescription). Counts code points, so an emoji is never split.
 */
export function excerpt(text: string, max: number = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  // Code points, but only as many as needed: a long text is never split whole.
  const chars: string[] = [];
  for (const char of clean) if (chars.push(char) > max) break;
  if (chars.length <= max) return clean;
  const head = chars.slice(0, Math.max(0, max - 1)).join('');
  const space = head.lastIndexOf(' ');
  // Cut at the last space unless that would throw away most of the text (one very long word).
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.–-]+$/u, '')}…`;
}
