import { describe, expect, it } from 'vitest';
import { formatDate, isoDate, year } from '../../../src/content/formatDate.ts';
import { parseDate } from '../../../src/content/parseDate.ts';

describe('date format: en-GB two-digit day, short month, full year (German: de-DE)', () => {
  it('formats English and German', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('05 Mar 2024');
    expect(formatDate('2024-03-05', 'de')).toBe('05. März 2024');
    expect(formatDate('2024-12-24T18:00:00Z', 'en')).toBe('24 Dec 2024');
  });

  it('uses one fixed zone (UTC), so a build is the same on every machine', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'en')).toBe('05 Mar 2024');
    expect(formatDate('2024-03-05T23:30:00-02:00', 'en')).toBe('06 Mar 2024');
    expect(formatDate('2024-03-06T00:30:00+01:00', 'en')).toBe('05 Mar 2024');
  });

  it('accepts the SharePoint/SQL form yyyy-mm-dd hh:mm:ss', () => {
    expect(formatDate('2024-03-05 09:30:00', 'en')).toBe('05 Mar 2024');
    expect(isoDate('2024-03-05 23:59:59')).toBe('2024-03-05');
  });
});

describe('an invalid date shows Invalid Date', () => {
  it.each([
    null,
    undefined,
    '',
    'next week',
    '05/03/2024',
    '2024-02-30',
    '2024-13-01',
    '2024-03-05 25:00:00',
    {},
    NaN,
  ])('%j → Invalid Date / Ungültiges Datum', (value) => {
    expect(formatDate(value, 'en')).toBe('Invalid Date');
    expect(formatDate(value, 'de')).toBe('Ungültiges Datum');
    expect(isoDate(value)).toBeNull();
    expect(year(value)).toBe('');
  });
});

describe('parseDate, isoDate, year (the tab view by year)', () => {
  it('parses ISO dates and date-times with zones and fractions', () => {
    expect(parseDate('2024-03-05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseDate('2024-03-05T10:15:30.250+01:00')?.toISOString()).toBe(
      '2024-03-05T09:15:30.250Z',
    );
    expect(parseDate('2024-03-05T10:15')?.toISOString()).toBe('2024-03-05T10:15:00.000Z');
    expect(parseDate('  2024-02-29  ')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(parseDate(new Date('2024-03-05T00:00:00Z'))?.getTime()).toBe(Date.UTC(2024, 2, 5));
    expect(parseDate(Date.UTC(2024, 2, 5))?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseDate(new Date(NaN))).toBeNull();
  });

  it('rejects impossible dates instead of rolling them over', () => {
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-04-31')).toBeNull();
  });

  it('isoDate and year', () => {
    expect(isoDate('2024-03-05T10:00:00Z')).toBe('2024-03-05');
    expect(year('2023-06-01')).toBe('2023');
    expect(isoDate('0099-01-01')).toBe('0099-01-01');
  });
});

describe('a date read many times in one build', () => {
  it('is parsed once, yet each caller gets a Date of its own', () => {
    const first = parseDate('2024-03-05T10:00:00Z')!;
    first.setUTCFullYear(1999);
    expect(parseDate('2024-03-05T10:00:00Z')?.toISOString()).toBe('2024-03-05T10:00:00.000Z');
    expect(parseDate('2024-02-30')).toBeNull();
    expect(parseDate('2024-02-30')).toBeNull();
  });

  it('formats the same day the same way in each language, whichever was asked first', () => {
    expect(formatDate('2025-07-01', 'de')).toBe('01. Juli 2025');
    expect(formatDate('2025-07-01', 'en')).toBe('01 Jul 2025');
    expect(formatDate('2025-07-01T00:00:00Z', 'de')).toBe('01. Juli 2025');
  });
});
