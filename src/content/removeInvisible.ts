/**
 * Characters that slugs and title keys both drop before anything else: control, format
 * (soft hyphen, zero-width space, BOM …), private-use, unassigned and lone-surrogate code points,
 * except whitespace, plus apostrophes ("What's new" → "whats-new").
 *
 * Both rules must drop exactly the same characters first, so that a base letter and its accent
 * separated by such a character compose the same way in both
 * (`titleKey(slugify(t)) === titleKey(t)`). Lone surrogates matter too: `encodeURIComponent` throws
 * on them.
 */
const INVISIBLE = /(?!\s)[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]|['‘’`´]/gu;

export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
