/**
 * Characters that slugs and title keys both drop first: control, format (soft hyphen, zero-width
 * space, BOM …), private-use, unassigned and lone-surrogate code points but whitespace, and
 * apostrophes ("What's new" → "whats-new"). The same in both, so a letter and its accent split by
 * one compose alike (`titleKey(slugify(t)) === titleKey(t)`); `encodeURIComponent` throws on lone
 * surrogates.
 */
const INVISIBLE = /(?!\s)[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]|['‘’`´]/gu;

export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
