import type { Locale } from './types.ts';
import { memoized } from './memoized.ts';
import { parseDate } from './parseDate.ts';

/** What an invalid or missing date shows, in each language. */
export const INVALID_DATE_LABEL: Readonly<Record<Locale, string>> = {
  en: 'Invalid Date',
  de: 'Ungültiges Datum',
};

/**
 * A date as shown on the site (two-digit day, short month and full year): '05 Mar 2024' in English,
 * '05. März 2024' in German; 'Invalid Date' / 'Ungültiges Datum' when the value is missing or not a
 * date.
 */
export function formatDate(value: unknown, locale: Locale): string {
  const date = parseDate(value);
  if (date === null) return INVALID_DATE_LABEL[locale];
  // Intl formatting is the costly part, and a day is shown by many items: once per time.
  return FORMATTED[locale](date.getTime());
}

const FORMATTED: Readonly<Record<Locale, (time: number) => string>> = {
  en: rememberedFormat('en-GB'),
  de: rememberedFormat('de-DE'),
};

/** Two-digit day, short month and full year in a language, remembered per time. */
function rememberedFormat(language: string): (time: number) => string {
  const format = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    // Fixed, not the build machine's zone: every build of the same content gives the same pages.
    timeZone: 'UTC',
  });
  return memoized((time: number) => format.format(time));
}

/** `yyyy-mm-dd` (for `<time datetime>` and sorting), or null when the value is not a date. */
export function isoDate(value: unknown): string | null {
  const date = parseDate(value);
  if (date === null) return null;
  const y = date.getUTCFullYear();
  const year =
    y < 0
      ? `-${String(-y).padStart(6, '0')}`
      : y > 9999
        ? `+${String(y).padStart(6, '0')}`
        : String(y).padStart(4, '0');
  return `${year}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** The year of a date, for the list's year tabs; '' when the value is not a date. */
export function year(value: unknown): string {
  const date = parseDate(value);
  return date === null ? '' : String(date.getUTCFullYear());
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
