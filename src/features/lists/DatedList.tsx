/**
 * The news and events list island: search, counter, Flat View / Tab View switch, Clear All, year
 * tabs, items, "Show more" and static page links. The toolbar needs JavaScript: hidden without it
 * (CSS `scripting: none`), there from the first paint with it, so hydration moves nothing.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { formatLabel } from '../../i18n/ui/labels.ts';
import { Icon } from '../shared/Icon.tsx';
import { tabKeyIndex } from '../shared/tabKeyIndex.ts';
import { DatedCard } from './DatedCard.tsx';
import { ListPagination, type ListPages } from './ListPagination.tsx';
import { LIST_PAGE_SIZE } from './listIndex.ts';
import { useListState, type ListSource } from './useListState.ts';
import type { DatedListLabels } from './datedListLabels.ts';
import './lists.css';
import { DATED_KINDS } from '../../content/datedKinds.ts';
import { REACT_RENDERER, renderWith } from '../shared/islandRenderer.ts';

export interface DatedListProps extends Omit<ListSource, 'offset'> {
  /** The tabs after All, newest first. */
  readonly years: readonly string[];
  /** Null for a list of one page. */
  readonly pages: ListPages | null;
  readonly labels: DatedListLabels;
}

export function DatedList({
  kind,
  items,
  total,
  years,
  listPath,
  indexUrl,
  pages,
  labels,
}: DatedListProps) {
  const offset = pages === null ? 0 : (pages.current - 1) * LIST_PAGE_SIZE;
  const list = useListState({ kind, items, total, indexUrl, listPath, offset });
  const { state } = list;
  const id = `${kind}-list`;
  const tabView = state.view === 'tab';
  const tabs = ['', ...years];
  const searchRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { setQuery, hasMore } = list;

  // The browser may restore a typed search on back/forward navigation, or the visitor may have
  // typed before the island hydrated.
  useEffect(() => {
    const typed = searchRef.current?.value ?? '';
    if (typed !== '') setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // "Show more" goes once everything is shown: keep keyboard focus in the list then.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    if (!hasMore) {
      itemsRef.current?.children[from]?.querySelector<HTMLElement>('a[data-open-item]')?.focus();
    }
  });

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const current = buttons.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const next = tabKeyIndex(event.key, current, buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
    list.selectYear(tabs[next] ?? '');
  };

  const clearSearch = () => {
    if (searchRef.current) searchRef.current.value = '';
    list.clearSearch();
  };

  const tabId = (year: string) => `${id}-tab-${year || 'all'}`;
  const counter = labels[DATED_KINDS[kind].counterKey];

  return (
    <div className="dated-list__island" data-dated-list={kind} aria-busy={list.busy || undefined}>
      <div className="dated-list__toolbar" data-toolbar>
        <div className="search-box">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {labels['list.searchLabel']}
          </label>
          <Icon name="search" size={18} className="search-box__icon" />
          <input
            ref={searchRef}
            className="search-box__input"
            id={`${id}-search`}
            type="search"
            placeholder={labels['list.searchPlaceholder']}
            autoComplete="off"
            aria-controls={`${id}-items`}
            // Uncontrolled: the field keeps what the visitor types whatever React is busy with
            // (at 10,000 items the index arrives while they type); the search follows it.
            defaultValue=""
            onChange={(event) => setQuery(event.currentTarget.value)}
            onFocus={list.prefetch}
          />
          <button
            type="button"
            className="search-box__clear"
            title={labels['list.clearSearch']}
            hidden={state.query === ''}
            onClick={() => {
              clearSearch();
              searchRef.current?.focus();
            }}
            data-clear-search
          >
            <Icon name="close" size={18} label={labels['list.clearSearch']} />
          </button>
        </div>
        <button
          type="button"
          className="view-toggle"
          role="switch"
          // Named by its visible text, "Flat View Tab View" (label in name, WCAG 2.5.3); checked
          // means Tab View.
          aria-checked={tabView}
          title={labels[tabView ? 'list.toFlatView' : 'list.toTabView']}
          onClick={list.toggleView}
          data-view-toggle
        >
          <span className="view-toggle__label view-toggle__label--flat">
            {labels['list.flatView']}
          </span>
          <span className="view-toggle__track" aria-hidden="true">
            <span className="view-toggle__thumb" />
          </span>
          <span className="view-toggle__label view-toggle__label--tab">
            {labels['list.tabView']}
          </span>
        </button>
        <button type="button" className="link-button" onClick={clearSearch} data-clear-all>
          {labels['list.clearAll']}
        </button>
      </div>
      <div
        ref={tabsRef}
        className="dated-list__tabs"
        role="tablist"
        aria-label={labels['list.years']}
        hidden={!tabView}
        onKeyDown={onTabKey}
      >
        {tabs.map((year) => {
          const selected = year === state.year;
          return (
            <button
              key={year || 'all'}
              type="button"
              role="tab"
              className="year-tab"
              id={tabId(year)}
              aria-selected={selected}
              aria-controls={`${id}-items`}
              tabIndex={selected ? 0 : -1}
              onClick={() => list.selectYear(year)}
            >
              {year || labels['list.all']}
            </button>
          );
        })}
      </div>
      <p className="dated-list__counter" aria-live="polite" data-counter>
        {formatLabel(counter, { shown: list.count, total })}
      </p>
      <div
        ref={itemsRef}
        className="dated-list__items"
        id={`${id}-items`}
        // In tab view the items are the panel of the selected year tab.
        role={tabView ? 'tabpanel' : undefined}
        aria-labelledby={tabView ? tabId(state.year) : undefined}
        data-items
      >
        {list.shown.map((item) => (
          <DatedCard key={item.id} item={item} labels={labels} idPrefix="list-" />
        ))}
      </div>
      <p className="dated-list__empty" hidden={!list.filtered || list.count > 0} data-empty>
        {labels['list.empty']}
      </p>
      <button
        type="button"
        className="button dated-list__more"
        hidden={!list.hasMore}
        onClick={() => {
          focusFrom.current = list.shown.length;
          list.showMore();
        }}
        data-show-more
      >
        {labels['list.showMore']}
      </button>
      {pages && <ListPagination pages={pages} labels={labels} hidden={list.filtered} />}
    </div>
  );
}

renderWith(DatedList, REACT_RENDERER);
