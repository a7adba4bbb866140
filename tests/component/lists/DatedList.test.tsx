import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatedList, type DatedListProps } from '../../../src/features/lists/DatedList.tsx';
import {
  INDEX_CHUNK_SIZE,
  LIST_PAGE_SIZE,
  buildIndexChunks,
} from '../../../src/features/lists/listIndex.ts';
import { LABELS, SMALL, cards, indexOf, longList } from './fixtures.ts';

function renderList(props: Partial<DatedListProps> = {}) {
  const all = props.items ?? cards(SMALL);
  return render(
    <DatedList
      kind="news"
      items={all}
      total={all.length}
      years={['2026', '2025']}
      listPath="/NewsHome"
      indexUrl="/NewsHome/index.json"
      pages={null}
      labels={LABELS}
      {...props}
    />,
  );
}

const counter = () => document.querySelector('[data-counter]')?.textContent;
const titles = () =>
  [...document.querySelectorAll('[data-items] a[data-open-item]')].map((a) => a.textContent);
const tabs = () => screen.queryAllByRole('tab');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DatedList: search, counter, Clear All', () => {
  it('shows the toolbar, the counter and every item of a short list', () => {
    renderList();
    expect(screen.getByRole('searchbox')).toHaveProperty('placeholder', 'Search All...');
    expect(screen.getByRole('switch').getAttribute('title')).toBe('Switch to Tab-View');
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeTruthy();
    expect(counter()).toBe('Showing 4 of 4 News');
    expect(titles()).toHaveLength(4);
    expect(tabs()).toHaveLength(0);
    expect(document.querySelector('[data-counter]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('search narrows items and counter (case and accents ignored); the clear X resets it and keeps focus', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderList();
    const search = screen.getByRole('searchbox');
    const clearX = document.querySelector<HTMLButtonElement>('[data-clear-search]');
    expect(clearX?.hidden).toBe(true);

    await user.type(search, 'SHAREPOINT');
    expect(counter()).toBe('Showing 2 of 4 News');
    expect(titles()).toEqual(['SharePoint intranet goes live', 'Undated note about SharePoint']);
    expect(clearX?.hidden).toBe(false);

    await user.clear(search);
    // Search matches titles, accents ignored on either side.
    await user.type(search, 'MANAGÉMENT');
    expect(titles()).toEqual(['Change management training']);

    await user.clear(search);
    await user.type(search, 'zz-nothing');
    expect(counter()).toBe('Showing 0 of 4 News');
    expect(titles()).toEqual([]);
    expect(screen.getByText('Nothing matches your search.')).toBeTruthy();

    await user.click(clearX as HTMLButtonElement);
    expect(search).toHaveProperty('value', '');
    expect(document.activeElement).toBe(search);
    expect(counter()).toBe('Showing 4 of 4 News');
    expect(clearX?.hidden).toBe(true);
    // The page held the whole list: no index was needed.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tab view starts on All, a year shows its items only, search narrows within it, Clear All keeps the year', async () => {
    const user = userEvent.setup();
    renderList();
    const toggle = screen.getByRole('switch');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('title')).toBe('Switch to Flat-View');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['All', '2026', '2025']);
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(counter()).toBe('Showing 4 of 4 News');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);

    await user.click(screen.getByRole('tab', { name: '2026' }));
    expect(counter()).toBe('Showing 2 of 4 News');
    // The undated item belongs to All only.
    expect(titles()).toEqual(['SharePoint intranet goes live', 'Digital strategy workshop']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: '2026' }).id,
    );

    await user.type(screen.getByRole('searchbox'), 'sharepoint');
    expect(titles()).toEqual(['SharePoint intranet goes live']);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    expect(screen.getByRole('tab', { name: '2026' }).getAttribute('aria-selected')).toBe('true');
    expect(counter()).toBe('Showing 2 of 4 News');

    // Flat view drops the year; tab view starts on All again.
    await user.click(toggle);
    expect(tabs()).toHaveLength(0);
    expect(counter()).toBe('Showing 4 of 4 News');
    await user.click(toggle);
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('year tabs: one tab stop (roving tabindex); arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('switch'));
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs()[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(counter()).toBe('Showing 4 of 4 News');
  });

  it('picks up a search typed before hydration (or restored by the browser)', () => {
    const { container, unmount } = renderList();
    const html = container.innerHTML;
    unmount();
    // Render again over markup whose field already holds text, as after back/forward navigation.
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const field = host.querySelector<HTMLInputElement>('input[type="search"]');
    if (field) field.value = 'workshop';
    render(
      <DatedList
        kind="news"
        items={cards(SMALL)}
        total={4}
        years={['2026', '2025']}
        listPath="/NewsHome"
        indexUrl="/NewsHome/index.json"
        pages={null}
        labels={LABELS}
      />,
      { container: host, hydrate: true },
    );
    expect(titles()).toEqual(['Digital strategy workshop']);
    host.remove();
  });
});

describe('DatedList: long lists (page links, JSON index, Show more)', () => {
  const all = longList(130);
  const pageItems = cards(all.slice(0, LIST_PAGE_SIZE));
  const pages = {
    current: 1,
    links: [
      { n: 1, href: '/NewsHome' },
      { n: 2, href: '/NewsHome/page/2' },
      { n: 3, href: '/NewsHome/page/3' },
    ],
    previous: null,
    next: '/NewsHome/page/2',
  };
  const years = [...new Set(all.map((item) => item.year))];

  /** Serves the index and its card chunks at their addresses; any other address is a 404 (an
   * expect inside the fetch would be swallowed by the list's own error handling, so the tests
   * check the calls). */
  function serveIndex(failingChunk = -1) {
    const chunks = buildIndexChunks(all);
    const fetchSpy = vi.fn((url: string) => {
      const chunk = /^\/NewsHome\/index\.(\d+)\.json$/.exec(url);
      const n = Number(chunk?.[1]);
      return Promise.resolve(
        url === '/NewsHome/index.json'
          ? new Response(JSON.stringify(indexOf(all)), { status: 200 })
          : chunk && n !== failingChunk && chunks[n]
            ? new Response(JSON.stringify(chunks[n]), { status: 200 })
            : new Response('not found', { status: 404 }),
      );
    });
    vi.stubGlobal('fetch', fetchSpy);
    return fetchSpy;
  }
  const calls = (spy: ReturnType<typeof serveIndex>, re: RegExp) =>
    spy.mock.calls.map((c) => c[0]).filter((url) => re.test(url));

  const renderLong = () => renderList({ items: pageItems, total: all.length, years, pages });

  it('shows its page with the page links; nothing is fetched before a search or year choice', () => {
    const fetchSpy = serveIndex();
    renderLong();
    expect(counter()).toBe(`Showing ${LIST_PAGE_SIZE} of 130 News`);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/NewsHome/page/2',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches the index once, on the first search; results come LIST_PAGE_SIZE at a time', async () => {
    const user = userEvent.setup();
    const fetchSpy = serveIndex();
    renderLong();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'intranet' } });
    const expected = all.filter((item) => item.title.includes('intranet')).length;
    await screen.findByText(`Showing ${expected} of 130 News`);
    await waitFor(() => expect(titles()).toHaveLength(LIST_PAGE_SIZE));
    expect(calls(fetchSpy, /index\.json$/)).toHaveLength(1);
    // The page's own items need no chunk; only the chunks of the results shown are fetched.
    const lastShown = all.filter((item) => item.title.includes('intranet'))[LIST_PAGE_SIZE - 1]!;
    const needed = Math.floor((Number(lastShown.id) - 1) / INDEX_CHUNK_SIZE);
    expect(calls(fetchSpy, /index\.\d+\.json$/)).toEqual(
      Array.from(
        { length: needed - LIST_PAGE_SIZE / INDEX_CHUNK_SIZE + 1 },
        (_, i) => `/NewsHome/index.${LIST_PAGE_SIZE / INDEX_CHUNK_SIZE + i}.json`,
      ),
    );
    expect(document.querySelector('[data-dated-list]')?.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toHaveLength(Math.min(expected, 2 * LIST_PAGE_SIZE)));
    // Everything shown: the button goes and focus moves to the first newly shown title.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(document.activeElement?.textContent).toBe(titles()[LIST_PAGE_SIZE]);

    // Cards beyond the page come from the index: the excerpt, and a real link.
    const last = [
      ...document.querySelectorAll<HTMLAnchorElement>('[data-items] a[data-open-item]'),
    ].at(-1);
    expect(last?.getAttribute('href')).toMatch(/^\/NewsHome\/news-\d+$/);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(counter()).toBe(`Showing ${LIST_PAGE_SIZE} of 130 News`);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('tab', { name: '2026' }));
    expect(counter()).toBe(
      `Showing ${all.filter((item) => item.year === '2026').length} of 130 News`,
    );
    expect(calls(fetchSpy, /index\.json$/)).toHaveLength(1);
  });

  it('a chunk that cannot be loaded is logged; its results are left out, the others shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveIndex(LIST_PAGE_SIZE / INDEX_CHUNK_SIZE);
    renderLong();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'archive' } });
    const matches = all.filter((item) => item.title.includes('archive'));
    await screen.findByText(`Showing ${matches.length} of 130 News`);
    const lost = (item: { id: string }) =>
      Math.floor((Number(item.id) - 1) / INDEX_CHUNK_SIZE) === LIST_PAGE_SIZE / INDEX_CHUNK_SIZE;
    await waitFor(() =>
      expect(titles()).toEqual(matches.filter((item) => !lost(item)).map((item) => item.title)),
    );
    expect(error).toHaveBeenCalledWith('Could not load the list index:', expect.any(Error));
  });

  it('starts loading the index when the search box gets focus', async () => {
    const fetchSpy = serveIndex();
    renderLong();
    await act(async () => {
      screen.getByRole('searchbox').focus();
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/NewsHome/index.json');
  });

  it('marks itself busy while the index loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const served = serveIndex();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/index.json')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : served(url),
      ),
    );
    renderLong();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'archive' } });
    const root = document.querySelector('[data-dated-list]');
    expect(root?.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(new Response(JSON.stringify(indexOf(all)))));
    // Then the cards of the results beyond the page's own arrive from their chunks.
    await waitFor(() => expect(root?.hasAttribute('aria-busy')).toBe(false));
    expect(counter()).toBe(
      `Showing ${all.filter((item) => item.title.includes('archive')).length} of 130 News`,
    );
  });

  it('when the index cannot be loaded, logs it and searches the items the page holds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLong();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'archive' } });
    const onPage = all.slice(0, LIST_PAGE_SIZE).filter((item) => item.title.includes('archive'));
    await screen.findByText(`Showing ${onPage.length} of 130 News`);
    expect(error).toHaveBeenCalledWith('Could not load the list index:', expect.any(Error));
  });
});
