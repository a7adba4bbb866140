/** What the news and events lists show; items with an invalid date have no year (All only). */
import { withoutSoftHyphens } from '../../content/softHyphen.ts';

export type ListView = 'flat' | 'tab';

export interface ListState {
  readonly view: ListView;
  /** '' is All; ignored in flat view. */
  readonly year: string;
  readonly query: string;
}

export interface Searchable {
  readonly year: string;
  /** foldForSearch(title): search matches titles. */
  readonly haystack: string;
}

export const INITIAL_LIST_STATE: ListState = { view: 'flat', year: '', query: '' };

/**
 * Text as search compares it: case-insensitive, accents ignored ('Übersicht' is found by
 * 'ubersicht' and 'über'), whitespace collapsed, soft hyphens dropped (German cards carry them in
 * long words, and 'Veränderungsmanagement' must still be found).
 */
export function foldForSearch(text: string): string {
  return withoutSoftHyphens(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** No search, no year: the list as the server rendered it. */
export function isUnfiltered(state: ListState): boolean {
  return foldForSearch(state.query) === '' && (state.view === 'flat' || state.year === '');
}

/** The entries the state shows: the year scope first, then the search within it. */
export function filterEntries<T extends Searchable>(entries: readonly T[], state: ListState): T[] {
  const query = foldForSearch(state.query);
  const year = state.view === 'tab' ? state.year : '';
  return entries.filter(
    (entry) =>
      (year === '' || entry.year === year) && (query === '' || entry.haystack.includes(query)),
  );
}

/** The year tabs after All: each year once, in list order. */
export function listYears(entries: readonly { readonly year: string }[]): string[] {
  return [...new Set(entries.map((entry) => entry.year).filter((year) => year !== ''))];
}
