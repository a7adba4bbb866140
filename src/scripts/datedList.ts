/**
 * The news and events list island (SPEC §2 "News list and events list", §4 "Lists"), a plain
 * module over the server-rendered list (DatedListView): search with a clear X, the counter
 * "Showing N of M …", the Flat View / Tab View switch (tooltips "Switch to Tab-View" /
 * "Switch to Flat-View"), year tabs (All plus each year, starting on All), Clear All (resets the
 * search) and "Show more".
 *
 * Scale (issue 4): when the page holds the whole list, the rendered cards are filtered directly;
 * otherwise the list's compact JSON index is fetched once, on the first search or year choice,
 * and results are rendered LIST_PAGE_SIZE at a time from the page's own card template. Without a
 * search or a year, the page stays exactly as the server rendered it (with its page links).
 */
import { EXPAND_THRESHOLD } from '../content/constants.ts';
import {
  INITIAL_LIST_STATE,
  filterEntries,
  foldForSearch,
  isUnfiltered,
  type ListState,
} from '../features/lists/filterEntries.ts';
import type { IndexEntry, ListIndex } from '../features/lists/listIndex.ts';
import { loadDetailBody } from './detailBody.ts';

interface Entry {
  readonly id: string;
  readonly year: string;
  readonly haystack: string;
  /** The card: the server's, or built from the index when first shown. */
  node: HTMLElement | null;
  readonly source: IndexEntry | null;
}

function initList(root: HTMLElement): void {
  const find = <T extends Element>(selector: string): T | null => root.querySelector<T>(selector);
  const items = find<HTMLElement>('[data-items]');
  const toolbar = find<HTMLElement>('[data-toolbar]');
  const search = find<HTMLInputElement>('[data-search]');
  const clearSearch = find<HTMLButtonElement>('[data-clear-search]');
  const toggle = find<HTMLButtonElement>('[data-view-toggle]');
  const clearAll = find<HTMLButtonElement>('[data-clear-all]');
  const tabList = find<HTMLElement>('[data-year-tabs]');
  const counter = find<HTMLElement>('[data-counter]');
  const empty = find<HTMLElement>('[data-empty]');
  const more = find<HTMLButtonElement>('[data-show-more]');
  const pagination = find<HTMLElement>('[data-pagination]');
  const cardTemplate = find<HTMLTemplateElement>('template[data-card-template]');
  if (!items || !toolbar || !search || !toggle || !tabList || !counter) return;

  const tabs = [...tabList.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const total = Number(root.dataset['total'] ?? '0');
  const pageSize = Number(root.dataset['pageSize'] ?? '50');
  const base = root.dataset['base'] ?? '';
  const serverCards = [...items.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement,
  );
  const serverById = new Map(serverCards.map((card) => [card.dataset['itemId'] ?? '', card]));
  const serverCounter = counter.textContent;

  let state: ListState = INITIAL_LIST_STATE;
  let limit = pageSize;
  let entries: Entry[] | null =
    serverCards.length >= total ? serverCards.map((card) => entryFromCard(card)) : null;
  let loading: Promise<void> | null = null;

  /** The whole list, once: from the page when it holds everything, else from the JSON index. */
  function loadEntries(): Promise<void> {
    loading ??= fetch(root.dataset['indexUrl'] ?? '', { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const index = (await response.json()) as ListIndex;
        entries = index.items.map((source) => ({
          id: source.i,
          year: source.y,
          haystack: foldForSearch(`${source.t} ${source.x}`),
          node: serverById.get(source.i) ?? null,
          source,
        }));
      })
      .catch((error: unknown) => {
        // Still useful: search and tabs over the items this page holds.
        console.error('Could not load the list index:', error);
        entries = serverCards.map((card) => entryFromCard(card));
      })
      .finally(() => {
        root.removeAttribute('aria-busy');
        render();
      });
    return loading;
  }

  function entryFromCard(card: HTMLElement): Entry {
    const title = card.querySelector('[data-open-item]')?.textContent ?? '';
    const text = card.querySelector('.rich-text')?.textContent ?? '';
    return {
      id: card.dataset['itemId'] ?? '',
      year: card.dataset['year'] ?? '',
      haystack: foldForSearch(`${title} ${text}`),
      node: card,
      source: null,
    };
  }

  /** A card for an item beyond this page, from the page's own card template. */
  function buildCard(source: IndexEntry): HTMLElement | null {
    const card = cardTemplate?.content.firstElementChild?.cloneNode(true);
    if (!(card instanceof HTMLElement)) return null;
    card.dataset['itemId'] = source.i;
    card.dataset['year'] = source.y;
    const image = card.querySelector<HTMLImageElement>('img');
    if (image) image.src = source.m ?? image.dataset['fallback'] ?? '';
    const time = card.querySelector('time');
    if (time) {
      if (source.o) {
        time.dateTime = source.o;
        time.textContent = source.d;
      } else {
        // No valid date: plain text ('Invalid Date'), as on the server.
        const span = document.createElement('span');
        span.textContent = source.d;
        time.replaceWith(span);
      }
    }
    const link = card.querySelector<HTMLAnchorElement>('a[data-open-item]');
    if (link) {
      link.href = `${base}/${encodeURIComponent(source.s)}`;
      link.textContent = source.t;
      Object.assign(link.dataset, {
        openItem: source.i,
        slug: source.s,
        date: source.d,
        iso: source.o ?? '',
        image: source.m ?? '',
      });
    }
    const expandable = card.querySelector<HTMLElement>('.expandable');
    const content = card.querySelector<HTMLElement>('.expandable__content');
    if (expandable && content) {
      const paragraph = document.createElement('p');
      paragraph.textContent = source.x;
      content.replaceChildren(paragraph);
      if (source.n > EXPAND_THRESHOLD && link) {
        // Long description (SPEC §5): the expand checkbox loads the full HTML when first ticked.
        const checkbox = expandable.querySelector<HTMLInputElement>('input');
        const label = expandable.querySelector<HTMLLabelElement>('label');
        const id = `expand-${root.dataset['datedList'] ?? ''}-${source.i}-i`;
        if (checkbox && label) {
          checkbox.id = id;
          label.htmlFor = id;
          const path = link.pathname;
          checkbox.addEventListener(
            'change',
            () =>
              void loadDetailBody(path).then((fragment) => {
                if (fragment) content.replaceChildren(fragment);
              }),
            { once: true },
          );
        }
      } else {
        content.classList.remove('expandable__content');
        expandable.replaceWith(content);
      }
    }
    return card;
  }

  function nodeFor(entry: Entry): HTMLElement | null {
    if (!entry.node && entry.source) entry.node = buildCard(entry.source);
    return entry.node;
  }

  function setCounter(shown: number): void {
    if (!counter) return;
    counter.textContent = (root.dataset['counterFormat'] ?? '')
      .replace('{shown}', String(shown))
      .replace('{total}', String(total));
  }

  function render(): void {
    const tabView = state.view === 'tab';
    toggle?.setAttribute('aria-checked', String(tabView));
    if (toggle) {
      toggle.title = (tabView ? toggle.dataset['titleTab'] : toggle.dataset['titleFlat']) ?? '';
    }
    if (tabList) tabList.hidden = !tabView;
    for (const tab of tabs) {
      const selected = (tab.dataset['year'] ?? '') === state.year;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    if (clearSearch) clearSearch.hidden = state.query === '';
    // In tab view the items are the panel of the selected year tab.
    if (items) {
      if (tabView) {
        items.setAttribute('role', 'tabpanel');
        const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
        if (selected) items.setAttribute('aria-labelledby', selected.id);
      } else {
        items.removeAttribute('role');
        items.removeAttribute('aria-labelledby');
      }
    }

    if (isUnfiltered(state)) {
      // Exactly the server's page (and its page links), whatever happened before.
      if (items && !sameChildren(items, serverCards)) items.replaceChildren(...serverCards);
      if (counter) counter.textContent = serverCounter;
      if (pagination) pagination.hidden = false;
      if (more) more.hidden = true;
      if (empty) empty.hidden = true;
      return;
    }
    if (!entries) {
      root.setAttribute('aria-busy', 'true');
      void loadEntries();
      return;
    }
    const matches = filterEntries(entries, state);
    const nodes = matches
      .slice(0, limit)
      .map(nodeFor)
      .filter((node): node is HTMLElement => node !== null);
    if (items && !sameChildren(items, nodes)) items.replaceChildren(...nodes);
    setCounter(matches.length);
    if (pagination) pagination.hidden = true;
    if (more) more.hidden = matches.length <= limit;
    if (empty) empty.hidden = matches.length > 0;
  }

  function update(next: Partial<ListState>): void {
    state = { ...state, ...next };
    limit = pageSize;
    render();
  }

  search.addEventListener('input', () => update({ query: search.value }));
  // The list index is worth fetching as soon as a visitor shows interest in searching.
  search.addEventListener('focus', () => {
    if (!entries) void loadEntries();
  });
  clearSearch?.addEventListener('click', () => {
    search.value = '';
    update({ query: '' });
    search.focus();
  });
  clearAll?.addEventListener('click', () => {
    search.value = '';
    update({ query: '' });
  });
  toggle.addEventListener('click', () => {
    // Tab view starts on the first entry of the year list, All (SPEC §4).
    update({ view: state.view === 'tab' ? 'flat' : 'tab', year: '' });
  });
  for (const tab of tabs) {
    tab.addEventListener('click', () => update({ year: tab.dataset['year'] ?? '' }));
  }
  tabList.addEventListener('keydown', (event) => {
    // Arrow keys move between year tabs and select them (WAI-ARIA tabs, automatic activation).
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    update({ year: tab.dataset['year'] ?? '' });
  });
  more?.addEventListener('click', () => {
    const before = items?.children.length ?? 0;
    limit += pageSize;
    render();
    // The button goes once everything is shown; keep keyboard focus in the list then.
    if (more.hidden) {
      items?.children[before]?.querySelector<HTMLElement>('a[data-open-item]')?.focus();
    }
  });

  // The browser may restore a typed search on back/forward navigation.
  if (search.value) state = { ...state, query: search.value };
  toolbar.hidden = false;
  render();
}

function sameChildren(parent: HTMLElement, nodes: readonly HTMLElement[]): boolean {
  const children = parent.children;
  return children.length === nodes.length && nodes.every((node, i) => children[i] === node);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-dated-list]')) initList(root);
