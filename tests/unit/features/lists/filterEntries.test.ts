import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIST_STATE,
  filterEntries,
  foldForSearch,
  isUnfiltered,
  listYears,
} from '../../../../src/features/lists/filterEntries.ts';

const entry = (id: string, year: string, text: string) => ({
  id,
  year,
  haystack: foldForSearch(text),
});
const ENTRIES = [
  entry('a', '2024', 'SharePoint intranet launch'),
  entry('b', '2024', 'Digital strategy day'),
  entry('c', '2023', 'SharePoint migration'),
  entry('d', '', 'Undated SharePoint note'),
  entry('e', '2022', 'Über uns: Änderungsmanagement'),
];
const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

describe('Lists: flat view, tab view by year, search within the scope', () => {
  it('starts in flat view on All with no search', () => {
    expect(INITIAL_LIST_STATE).toEqual({ view: 'flat', year: '', query: '' });
    expect(isUnfiltered(INITIAL_LIST_STATE)).toBe(true);
  });

  it('flat view shows all items, whatever year was picked before', () => {
    expect(ids(filterEntries(ENTRIES, { view: 'flat', year: '2023', query: '' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('tab view filters by year; All shows everything, including invalid dates', () => {
    expect(ids(filterEntries(ENTRIES, { view: 'tab', year: '2024', query: '' }))).toEqual([
      'a',
      'b',
    ]);
    expect(ids(filterEntries(ENTRIES, { view: 'tab', year: '', query: '' }))).toHaveLength(5);
  });

  it('an item with an invalid date appears under All only', () => {
    for (const year of listYears(ENTRIES)) {
      expect(ids(filterEntries(ENTRIES, { view: 'tab', year, query: '' }))).not.toContain('d');
    }
  });

  it('search narrows within the current scope', () => {
    expect(ids(filterEntries(ENTRIES, { view: 'flat', year: '', query: 'sharepoint' }))).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(ids(filterEntries(ENTRIES, { view: 'tab', year: '2024', query: 'SharePoint' }))).toEqual(
      ['a'],
    );
    expect(ids(filterEntries(ENTRIES, { view: 'tab', year: '2022', query: 'sharepoint' }))).toEqual(
      [],
    );
  });

  it('search ignores case, accents and extra spaces', () => {
    expect(ids(filterEntries(ENTRIES, { view: 'flat', year: '', query: '  UBER   uns ' }))).toEqual(
      ['e'],
    );
    expect(ids(filterEntries(ENTRIES, { view: 'flat', year: '', query: 'änderung' }))).toEqual([
      'e',
    ]);
  });

  it('a blank search is no search (Clear All resets to the scope)', () => {
    const state = { view: 'tab', year: '2024', query: '   ' } as const;
    expect(ids(filterEntries(ENTRIES, state))).toEqual(['a', 'b']);
    expect(isUnfiltered(state)).toBe(false);
    expect(isUnfiltered({ view: 'tab', year: '', query: ' ' })).toBe(true);
  });

  it('year tabs: each year once, newest first as listed, none for invalid dates', () => {
    expect(listYears(ENTRIES)).toEqual(['2024', '2023', '2022']);
    expect(listYears([])).toEqual([]);
  });
});
