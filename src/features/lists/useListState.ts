/**
 * The state of a news or events list island (SPEC §4 "Lists"): view, year and search, what they
 * show, and the list's JSON index.
 *
 * Without a search or a year the island shows exactly the page's own items (server-rendered, with
 * its page links). The first search or year choice needs the whole list: the page's items when
 * they are all of it, otherwise the compact index (listIndex.ts), fetched once (issue 4: a page of
 * a 10,000-item list carries LIST_PAGE_SIZE items, not 10,000). Results show LIST_PAGE_SIZE at a
 * time ("Show more").
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { richTextPlain } from '../../content/richText.ts';
import { cardItemFromIndex, type DatedCardItem } from './datedCardItem.ts';
import {
  INITIAL_LIST_STATE,
  filterEntries,
  foldForSearch,
  isUnfiltered,
  type ListState,
  type Searchable,
} from './filterEntries.ts';
import { LIST_PAGE_SIZE, type ListIndex } from './listIndex.ts';

export interface ListSource {
  readonly kind: 'news' | 'event';
  /** The page's own items, in list order. */
  readonly items: readonly DatedCardItem[];
  /** Items in the whole list. */
  readonly total: number;
  /** The list's JSON index. */
  readonly indexUrl: string;
  /** The list's path: detail pages are {listPath}/{slug}. */
  readonly listPath: string;
}

interface ListEntry extends Searchable {
  readonly item: DatedCardItem;
}

export interface ListView {
  readonly state: ListState;
  /** Cards to show. */
  readonly shown: readonly DatedCardItem[];
  /** Items the counter reports as shown (all matches, not only this step of them). */
  readonly count: number;
  /** Whether a search or year narrows the list (the page links give way to results). */
  readonly filtered: boolean;
  /** Whether the index is on its way. */
  readonly busy: boolean;
  readonly hasMore: boolean;
  setQuery(query: string): void;
  toggleView(): void;
  selectYear(year: string): void;
  /** Clear All and the clear X: the search goes, view and year stay (SPEC §4). */
  clearSearch(): void;
  showMore(): void;
  /** Start loading the index (a visitor is about to search). */
  prefetch(): void;
}

function entryFromItem(item: DatedCardItem): ListEntry {
  return {
    item,
    year: item.year,
    haystack: foldForSearch(`${item.title} ${richTextPlain(item.description)}`),
  };
}

async function fetchEntries(source: ListSource): Promise<ListEntry[]> {
  const response = await fetch(source.indexUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const index = (await response.json()) as ListIndex;
  // The page's own items keep their whole description; the others show the index's excerpt.
  const own = new Map(source.items.map((item) => [item.id, item]));
  return index.items.map((entry) => ({
    item: own.get(entry.i) ?? cardItemFromIndex(entry, source.kind, source.listPath),
    year: entry.y,
    haystack: foldForSearch(`${entry.t} ${entry.x}`),
  }));
}

export function useListState(source: ListSource): ListView {
  const [state, setState] = useState<ListState>(INITIAL_LIST_STATE);
  const [limit, setLimit] = useState(LIST_PAGE_SIZE);
  const [entries, setEntries] = useState<readonly ListEntry[] | null>(() =>
    source.items.length >= source.total ? source.items.map(entryFromItem) : null,
  );
  const loading = useRef(false);
  const sourceRef = useRef(source);

  const prefetch = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    const current = sourceRef.current;
    fetchEntries(current)
      .catch((error: unknown) => {
        // Still useful: search and tabs over the items this page holds.
        console.error('Could not load the list index:', error);
        return current.items.map(entryFromItem);
      })
      .then(setEntries, () => undefined);
  }, []);

  const filteredState = !isUnfiltered(state);
  useEffect(() => {
    if (filteredState && entries === null) prefetch();
  }, [filteredState, entries, prefetch]);

  // Typing stays immediate at 10,000 items: results follow the query at React's pace. A year or
  // view choice is one click and applies at once, so a selected tab never shows another scope.
  const deferredQuery = useDeferredValue(state.query);
  const scoped = useMemo(() => ({ ...state, query: deferredQuery }), [state, deferredQuery]);
  const matches = useMemo(
    () => (!isUnfiltered(scoped) && entries ? filterEntries(entries, scoped) : null),
    [scoped, entries],
  );

  const update = useCallback((next: Partial<ListState>) => {
    setState((previous) => ({ ...previous, ...next }));
    setLimit(LIST_PAGE_SIZE);
  }, []);

  return {
    state,
    shown: matches ? matches.slice(0, limit).map((entry) => entry.item) : source.items,
    count: matches ? matches.length : source.items.length,
    filtered: matches !== null,
    busy: filteredState && entries === null,
    hasMore: matches !== null && matches.length > limit,
    setQuery: (query) => update({ query }),
    // Tab view starts on the first entry of the year list, All (SPEC §4).
    toggleView: () => update({ view: state.view === 'tab' ? 'flat' : 'tab', year: '' }),
    selectYear: (year) => update({ year }),
    clearSearch: () => update({ query: '' }),
    showMore: () => setLimit((n) => n + LIST_PAGE_SIZE),
    prefetch: () => {
      if (entries === null) prefetch();
    },
  };
}
