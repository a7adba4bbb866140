import type { Locale } from '../content/types.ts';

/** The status page's language: `de` when German ranks above English (by q, then order). */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const lang = tag.trim().toLowerCase().split('-')[0] ?? '';
      return { lang, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const known = ranked.map((entry) => entry.lang).find((lang) => lang === 'de' || lang === 'en');
  return known ?? 'en';
}
