/**
 * A list island's state: the page's own items until a search or year needs the whole list (those
 * items when they are all of it, else the search index, fetched once). Results show LIST_PAGE_SIZE
 * at a time; cards beyond the page's come from index chunks fetched as they are about to show.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { cardItemFromIndex, type DatedCardItem } from './datedCardItem.ts';
import {
  INITIAL_LIST_STATE,
  filterEntries,
  foldForSearch,
  isUnfiltered,
  type ListState,
  type Searchable,
} from './filterEntries.ts';
import {
  LIST_PAGE_SIZE,
  expandYears,
  indexChunkUrl,
  type IndexEntry,
  type ListIndex,
} from './listIndex.ts';
import type { DatedKind } from '../../content/datedKinds.ts';
import { fetchJson } from '../shared/fetchJson.ts';

export interface ListSource {
  readonly kind: DatedKind;
  /** The page's own items. */
  readonly items: readonly DatedCardItem[];
  /** Items in the whole list. */
  readonly total: number;
  readonly indexUrl: string;
  /** Detail pages are {listPath}/{slug}. */
  readonly listPath: string;
  /** Position of the page's first item in the whole list (0 on its first page). */
  readonly offset: number;
}

interface ListEntry extends Searchable {
  readonly position: number;
}

interface Entries {
  readonly list: readonly ListEntry[];
  /** Items per card chunk; 0 when every card is on the page. */
  readonly chunk: number;
}

export interface ListView {
  readonly state: ListState;
  readonly shown: readonly DatedCardItem[];
  /** Items the counter reports as shown (all matches, not only this step of them). */
  readonly count: number;
  /** A search or year narrows the list (the page links give way to results). */
  readonly filtered: boolean;
  /** The index or the cards of the results are on their way. */
  readonly busy: boolean;
  readonly hasMore: boolean;
  setQuery(query: string): void;
  toggleView(): void;
  selectYear(year: string): void;
  /** Clear All and the clear X: the search goes, view and year stay. */
  clearSearch(): void;
  showMore(): void;
  /** A visitor is about to search: start loading the index. */
  prefetch(): void;
}

/** Entries over the page's own items only (a list of one page, or when the index failed). */
function ownEntries(source: ListSource): Entries {
  return {
    list: source.items.map((item, i) => ({
      position: source.offset + i,
      year: item.year,
      haystack: foldForSearch(item.title),
    })),
    chunk: 0,
  };
}

async function fetchEntries(source: ListSource): Promise<Entries> {
  const index = await fetchJson<ListIndex>(source.indexUrl);
  const years = expandYears(index.years);
  return {
    list: index.titles.map((title, position) => ({
      position,
      year: years[position] ?? '',
      haystack: foldForSearch(title),
    })),
    chunk: index.chunk,
  };
}

export function useListState(source: ListSource): ListView {
  const [state, setState] = useState<ListState>(INITIAL_LIST_STATE);
  const [limit, setLimit] = useState(LIST_PAGE_SIZE);
  const [entries, setEntries] = useState<Entries | null>(() =>
    source.items.length >= source.total ? ownEntries(source) : null,
  );
  // Cards by position: the page's own and those of fetched chunks.
  const [cards, setCards] = useState<ReadonlyMap<number, DatedCardItem>>(
    () => new Map(source.items.map((item, i) => [source.offset + i, item])),
  );
  // Chunks asked for (pending or loaded) and chunks that failed (their results are left out).
  const asked = useRef(new Set<number>());
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
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
        return ownEntries(current);
      })
      .then(setEntries, () => undefined);
  }, []);

  const filteredState = !isUnfiltered(state);
  useEffect(() => {
    if (filteredState && entries === null) prefetch();
  }, [filteredState, entries, prefetch]);

  // Typing stays immediate at 10,000 items; a year or view choice applies at once, so a selected
  // tab never shows another scope.
  const deferredQuery = useDeferredValue(state.query);
  const scoped = useMemo(() => ({ ...state, query: deferredQuery }), [state, deferredQuery]);
  const matches = useMemo(
    () => (!isUnfiltered(scoped) && entries ? filterEntries(entries.list, scoped) : null),
    [scoped, entries],
  );

  const visible = useMemo(() => (matches ? matches.slice(0, limit) : []), [matches, limit]);
  const chunk = entries?.chunk ?? 0;
  const missing = useMemo(() => {
    if (chunk === 0) return [];
    const chunks = new Set<number>();
    for (const entry of visible) {
      const n = Math.floor(entry.position / chunk);
      if (!cards.has(entry.position) && !failed.has(n)) chunks.add(n);
    }
    return [...chunks];
  }, [visible, cards, failed, chunk]);

  useEffect(() => {
    const current = sourceRef.current;
    for (const n of missing) {
      if (asked.current.has(n)) continue;
      asked.current.add(n);
      fetchJson<IndexEntry[]>(indexChunkUrl(current.indexUrl, n)).then(
        (chunkEntries) =>
          setCards((previous) => {
            const next = new Map(previous);
            chunkEntries.forEach((entry, k) => {
              const position = n * chunk + k;
              if (!next.has(position))
                next.set(position, cardItemFromIndex(entry, current.kind, current.listPath));
            });
            return next;
          }),
        (error: unknown) => {
          console.error('Could not load the list index:', error);
          setFailed((previous) => new Set([...previous, n]));
        },
      );
    }
  }, [missing, chunk]);

  // In list order, up to the first result whose card is still on its way (nothing jumps).
  const shown: DatedCardItem[] = [];
  for (const entry of visible) {
    const card = cards.get(entry.position);
    if (card !== undefined) shown.push(card);
    else if (!failed.has(Math.floor(entry.position / (chunk || 1)))) break;
  }

  const update = useCallback((next: Partial<ListState>) => {
    setState((previous) => ({ ...previous, ...next }));
    setLimit(LIST_PAGE_SIZE);
  }, []);

  return {
    state,
    shown: matches ? shown : source.items,
    count: matches ? matches.length : source.items.length,
    filtered: matches !== null,
    busy: filteredState && (entries === null || missing.length > 0),
    hasMore: matches !== null && matches.length > limit,
    setQuery: (query) => update({ query }),
    // Tab view starts on All.
    toggleView: () => update({ view: state.view === 'tab' ? 'flat' : 'tab', year: '' }),
    selectYear: (year) => update({ year }),
    clearSearch: () => update({ query: '' }),
    showMore: () => setLimit((n) => n + LIST_PAGE_SIZE),
    prefetch: () => {
      if (entries === null) prefetch();
    },
  };
}
