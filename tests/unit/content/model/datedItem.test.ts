import { describe, expect, it } from 'vitest';
import type { Locale, Row } from '../../../../src/content/types.ts';
import { DATED_KINDS, type DatedKind } from '../../../../src/content/datedKinds.ts';
import { datedItem, newestFirst } from '../../../../src/content/model/datedItem.ts';
import { contextOf } from './contextOf.ts';

const build = (kind: DatedKind, row: Row, locale: Locale = 'en') => {
  const { ctx, warnings } = contextOf({ [DATED_KINDS[kind].table]: [row] }, locale);
  return { item: datedItem(row, kind, ctx), ctx, warnings };
};

describe('datedItem', () => {
  it('makes a news item with its English and German detail paths and dates', () => {
    const row = {
      id: 7,
      Title: 'Annual Report',
      Title_DE: 'Jahresbericht',
      PublishingDate: '2026-03-04T00:00:00Z',
      Body: '<p>Our <b>year</b></p>',
    };
    const en = build('news', row).item;
    expect(en).toMatchObject({
      id: '7',
      kind: 'news',
      title: 'Annual Report',
      slug: 'annual-report',
      path: '/NewsHome/annual-report',
      isoDate: '2026-03-04',
      year: '2026',
      descriptionText: 'Our year',
    });
    const de = build('news', row, 'de').item;
    expect(de.path).toBe('/neuigkeiten/annual-report');
    // German titles carry soft hyphens in long words.
    expect(de.title.replaceAll('\u00ad', '')).toBe('Jahresbericht');
  });

  it('reads an event from its own table, date column and description columns', () => {
    const row = {
      id: 3,
      Title: 'Summit',
      EventDate: '2026-10-01',
      Description: 'second choice',
      EventDescription: 'first choice',
    };
    const { item, warnings } = build('event', row);
    expect(item.path).toBe('/EventHome/summit');
    expect(item.isoDate).toBe('2026-10-01');
    expect(item.descriptionText).toBe('first choice');
    expect(warnings.filter((w) => w.table === 'Events')).toEqual([]);
  });

  it('shows an invalid date as Invalid Date with a warning on the date column', () => {
    const { item, warnings } = build('event', { id: 4, Title: 'Later', EventDate: 'soon' });
    expect(item.dateLabel).toBe('Invalid Date');
    expect(item.year).toBe('');
    expect(warnings).toContainEqual(
      expect.objectContaining({ code: 'invalid-date', table: 'Events', column: 'EventDate' }),
    );
  });

  it('is made once per row and locale', () => {
    const row = { id: 1, Title: 'Once', PublishingDate: '2026-01-01' };
    const { item, ctx } = build('news', row);
    expect(datedItem(row, 'news', ctx)).toBe(item);
  });
});

describe('newestFirst', () => {
  it('sorts each kind by its own date column', () => {
    const a = { id: 1, PublishingDate: '2024-01-01', EventDate: '2026-01-01' };
    const b = { id: 2, PublishingDate: '2025-01-01', EventDate: '2023-01-01' };
    expect(newestFirst([a, b], 'news')).toEqual([b, a]);
    expect(newestFirst([a, b], 'event')).toEqual([a, b]);
  });
});
