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
 * The key by which a path is matched to a title, so any way a title is written finds it: only
 * lowercase letters and digits are kept, accents stripped, and German umlauts become ae, oe, ue
 * and ss ('About Us', 'about-us' and 'About+Us!' give 'aboutus'; 'Über' gives 'ueber').
 *
 * Order matters: umlauts are mapped on the composed text (NFC) before NFKD strips accents (and
 * folds ligatures, full-width letters), else 'ü' would become 'u'. Case folds upper-then-lower
 * (so 'ı', 'ſ', 'ς' fold like 'i', 's', 'σ'), not per locale. Remembered: many callers ask.
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
