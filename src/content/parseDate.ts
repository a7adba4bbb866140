/**
 * Dates from the back end (PublishingDate, EventDate), or null (shown as 'Invalid Date'). Accepted:
 * ISO 8601 dates and date-times (`2024-03-05T09:30:00.000+01:00`), the SQL style `2024-03-05
 * 09:30:00`, a Date, a finite number (ms since 1970). Text without a zone is UTC, so every machine
 * builds the same dates. Other text (`05/03/2024`) is rejected rather than guessed (`Date.parse`
 * reads it in the machine's zone, or not at all), and so are impossible dates (`2024-02-30`).
 */
import { memoized } from './memoized.ts';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export function parseDate(value: unknown): Date | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return validOrNull(new Date(value));
  if (typeof value !== 'string') return null;
  // A build reads each item's date several times (sorting, ISO date, label, year, both
  // locales): the text's time is parsed once. A fresh Date each call, as callers may change it.
  const time = timeOfText(value);
  return time === null ? null : new Date(time);
}

/** The time a date text names, or null when it is not a date (parseText), remembered. */
const timeOfText = memoized((value: string) => parseText(value)?.getTime() ?? null);

function parseText(value: string): Date | null {
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const [, ys, mos, ds, hs = '0', mis = '0', ss = '0', frac = '0', zone] = m;
  const y = Number(ys);
  const mo = Number(mos);
  const d = Number(ds);
  const h = Number(hs);
  const mi = Number(mis);
  const s = Number(ss);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59)
    return null;

  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999.
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, Math.floor(Number(`0.${frac}`) * 1000));
  return validOrNull(new Date(date.getTime() - zoneOffsetMinutes(zone) * 60_000));
}

function validOrNull(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
}
