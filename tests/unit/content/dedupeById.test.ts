import { describe, expect, it } from 'vitest';
import { dedupeById } from '../../../src/content/dedupeById.ts';
import { dropEmptyTitles } from '../../../src/content/dropEmptyTitles.ts';
import { parentIdOf, rowId } from '../../../src/content/rowId.ts';

describe('duplicates by id are removed', () => {
  it('keeps the first occurrence; ids compare as strings (3 = "3"); Id and id both count', () => {
    const rows = [
      { id: 3, n: 1 },
      { Id: '3', n: 2 },
      { id: 4, n: 3 },
      { id: ' 4 ', n: 4 },
      { n: 5 },
      { n: 6 },
    ];
    const { items, duplicates } = dedupeById(rows);
    expect(items.map((r) => r.n)).toEqual([1, 3, 5, 6]);
    expect(duplicates).toEqual(['3', '4']);
  });
});

describe('ids: rows have id or Id, compared as strings', () => {
  it('rowId', () => {
    expect(rowId({ id: 3 })).toBe('3');
    expect(rowId({ Id: '7' })).toBe('7');
    expect(rowId({ id: '' })).toBeNull();
    expect(rowId({})).toBeNull();
  });

  it('parentIdOf: null, blank and 0 mean top level', () => {
    for (const v of [null, undefined, '', ' ', 0, '0', 'null'])
      expect(parentIdOf({ ParentId: v })).toBeNull();
    expect(parentIdOf({ ParentId: 5 })).toBe('5');
  });
});

describe('team members with an empty Title are not shown', () => {
  it('drops blank titles with an empty-title warning each', () => {
    const rows = [
      { id: 1, Title: 'Ada' },
      { id: 2, Title: '  ' },
      { id: 3 },
      { id: 4, Title: '<p> </p>' },
    ];
    const { rows: kept, warnings } = dropEmptyTitles(rows, 'TeamDetails');
    expect(kept.map((r) => r.id)).toEqual([1]);
    expect(warnings.map((w) => [w.code, w.table, w.rowId, w.column])).toEqual([
      ['empty-title', 'TeamDetails', '2', 'Title'],
      ['empty-title', 'TeamDetails', '3', 'Title'],
      ['empty-title', 'TeamDetails', '4', 'Title'],
    ]);
  });
});
