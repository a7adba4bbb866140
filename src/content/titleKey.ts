import { memoized } from './memoized.ts';
import { removeInvisible } from './removeInvisible.ts';

const GERMAN: Readonly<Record<string, string>> = {
  ä: 'ae',
  Ä: 'ae',
  ö: 'oe',
  Ö: 'oe',
  ü: 'ue',
  Ü: 'ue',
  ß: 'ss',
  ẞ: 'ss',
};

/**
 * The key by which a path is matched to a title, so any way a visitor or editor writes a title
 * finds it: ignoring case, spaces, hyphens, plus signs, accents, punctuation and special
 * characters, with spaces collapsed; German umlauts become ae, oe, ue and ss.
 *
 * 'About Us', 'about-us', 'ABOUT_US' and 'About+Us!' all give 'aboutus'; 'Über' gives 'ueber'.
 * The key keeps only lowercase letters and digits, so spaces (collapsed or not) vanish entirely.
 *
 * Order matters: umlauts are mapped on the composed text (NFC) before accents are stripped (NFKD
 * and dropping marks), otherwise 'ü' would become 'u'. NFKD also folds compatibility forms
 * (ligatures, full-width letters). Case is folded with upper-then-lower (so 'ı', 'ſ', 'ς' fold
 * like 'i', 's', 'σ'); it is not locale-specific. Remembered: the link index, the redirects and
 * the menus ask for the same titles.
 */
export const titleKey = memoized((text: string) =>
  removeInvisible(text.normalize('NFC'))
    .normalize('NFC')
    .replace(/[äÄöÖüÜßẞ]/gu, (ch) => GERMAN[ch] ?? ch)
    .normalize('NFKD')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/ς/gu, 'σ'),
);
