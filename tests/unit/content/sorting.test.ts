import { describe, expect, it } from 'vitest';
import { sortBySortOrder, sortOrderOf } from '../../../src/content/sortBySortOrder.ts';
import { sortNewestFirst } from '../../../src/content/sortNewestFirst.ts';

describe('news newest PublishingDate first, events newest EventDate first', () => {
  it('sorts newest first, invalid and missing dates last, stable', () => {
    const items = [
      { id: 'a', d: '2023-01-10' },
      { id: 'b', d: 'nope' },
      { id: 'c', d: '2024-03-05 09:30:00' },
      { id: 'd', d: null },
      { id: 'e', d: '2023-06-01T12:00:00Z' },
      { id: 'f', d: '2024-03-05T09:30:00Z' },
    ];
    expect(sortNewestFirst(items, (i) => i.d).map((i) => i.id)).toEqual([
      'c',
      'f',
      'e',
      'a',
      'b',
      'd',
    ]);
  });

  it('does not change its input', () => {
    const items = [{ d: '2020-01-01' }, { d: '2021-01-01' }];
    sortNewestFirst(items, (i) => i.d);
    expect(items[0]?.d).toBe('2020-01-01');
  });
});

describe('slider items sorted by SortOrder, a missing value treated as 0', () => {
  it('sortOrderOf: numbers and numeric text count, anything else is 0', () => {
    expect(sortOrderOf(3)).toBe(3);
    expect(sortOrderOf(' 2.5 ')).toBe(2.5);
    expect(sortOrderOf('-1')).toBe(-1);
    for (const v of [null, undefined, '', '  ', 'abc', NaN, Infinity, {}])
      expect(sortOrderOf(v)).toBe(0);
  });

  it('sorts ascending and stably, missing = 0', () => {
    const rows = [
      { id: 'a', SortOrder: 2 },
      { id: 'b' },
      { id: 'c', SortOrder: '1' },
      { id: 'd', SortOrder: null },
      { id: 'e', SortOrder: -1 },
      { id: 'f', SortOrder: 'x' },
    ];
    expect(sortBySortOrder(rows).map((r) => r.id)).toEqual(['e', 'b', 'd', 'f', 'c', 'a']);
  });
});
