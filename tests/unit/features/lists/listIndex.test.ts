import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../src/content/sanitizeHtml.ts';
import type { DatedItemModel } from '../../../../src/content/types.ts';
import {
  INDEX_CHUNK_SIZE,
  INDEX_EXCERPT_LENGTH,
  LIST_PAGE_SIZE,
  buildIndexChunks,
  buildListIndex,
  expandYears,
  indexChunkUrl,
  listPageCount,
  listPageItems,
  paginationWindow,
} from '../../../../src/features/lists/listIndex.ts';
import { listIndexPath, listPagePath, switchLocalePath } from '../../../../src/i18n/routes.ts';

const item = (n: number, text = `Body ${n}`): DatedItemModel => ({
  id: String(n),
  kind: 'news',
  title: `Title ${n}`,
  slug: `title-${n}`,
  path: `/NewsHome/title-${n}`,
  isoDate: n % 2 ? '2024-03-05' : null,
  dateLabel: n % 2 ? '05 Mar 2024' : 'Invalid Date',
  year: n % 2 ? '2024' : '',
  image: n % 3 ? null : '/images/x.png',
  descriptionHtml: sanitizeHtml(`<p>${text}</p>`),
  descriptionText: text,
});

describe('lists stay light at 10,000 items', () => {
  it('a list page holds LIST_PAGE_SIZE items; the rest are on static pages', () => {
    expect(listPageCount(0)).toBe(1);
    expect(listPageCount(LIST_PAGE_SIZE)).toBe(1);
    expect(listPageCount(LIST_PAGE_SIZE + 1)).toBe(2);
    expect(listPageCount(10_000)).toBe(Math.ceil(10_000 / LIST_PAGE_SIZE));
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(listPageItems(items, 1)).toEqual(items.slice(0, LIST_PAGE_SIZE));
    expect(listPageItems(items, 3)).toEqual(items.slice(2 * LIST_PAGE_SIZE));
  });

  it('page links: first, last, current ±2, gaps as null', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 200)).toEqual([1, 2, 3, null, 200]);
    expect(paginationWindow(100, 200)).toEqual([1, null, 98, 99, 100, 101, 102, null, 200]);
    expect(paginationWindow(200, 200)).toEqual([1, null, 198, 199, 200]);
  });

  it('routes: pages and index live under the list path, German under the alias', () => {
    expect(listPagePath('news', 'en', 1)).toBe('/NewsHome');
    expect(listPagePath('news', 'en', 2)).toBe('/NewsHome/page/2');
    expect(listPagePath('event', 'de', 3)).toBe('/veranstaltungen/page/3');
    expect(switchLocalePath(listPagePath('news', 'en', 2), 'de')).toBe('/neuigkeiten/page/2');
    expect(listIndexPath('news', 'de')).toBe('/neuigkeiten/index.json');
    expect(listIndexPath('event', 'en')).toBe('/EventHome/index.json');
  });

  it('the search index holds every title and the years (run-length) in list order, nothing else', () => {
    const index = buildListIndex('news', [item(1), item(3), item(2), item(5), item(4), item(6)]);
    expect(index).toEqual({
      kind: 'news',
      chunk: INDEX_CHUNK_SIZE,
      titles: ['Title 1', 'Title 3', 'Title 2', 'Title 5', 'Title 4', 'Title 6'],
      years: [
        ['2024', 2],
        ['', 1],
        ['2024', 1],
        ['', 2],
      ],
    });
    expect(expandYears(index.years)).toEqual(['2024', '2024', '', '2024', '', '']);
    expect(buildListIndex('event', [])).toEqual({
      kind: 'event',
      chunk: INDEX_CHUNK_SIZE,
      titles: [],
      years: [],
    });
  });

  it('the card chunks keep list order and only a plain-text excerpt of each description', () => {
    const long = 'word '.repeat(400).trim();
    const items = Array.from({ length: INDEX_CHUNK_SIZE + 2 }, (_, i) =>
      i === 1 ? item(2, long) : item(i + 1),
    );
    const chunks = buildIndexChunks(items);
    expect(chunks.map((c) => c.length)).toEqual([INDEX_CHUNK_SIZE, 2]);
    expect(chunks.flat().map((e) => e.i)).toEqual(items.map((i) => i.id));
    expect(chunks[0]?.[0]).toEqual({
      i: '1',
      t: 'Title 1',
      s: 'title-1',
      d: '05 Mar 2024',
      o: '2024-03-05',
      y: '2024',
      m: null,
      x: 'Body 1',
      n: 6,
    });
    const second = chunks[0]?.[1];
    expect(second?.y).toBe('');
    expect(second?.o).toBeNull();
    expect(second?.n).toBe(long.length);
    expect([...(second?.x ?? '')].length).toBeLessThanOrEqual(INDEX_EXCERPT_LENGTH);
    expect(second?.x.endsWith('…')).toBe(true);
    expect(JSON.stringify(chunks)).not.toContain('<p>');
    expect(buildIndexChunks([])).toEqual([]);
  });

  it('chunk n sits beside the index, at a name no detail page can take', () => {
    expect(indexChunkUrl('/NewsHome/index.json', 3)).toBe('/NewsHome/index.3.json');
    expect(indexChunkUrl(listIndexPath('event', 'de'), 0)).toBe('/veranstaltungen/index.0.json');
  });

  it('10,000 items with long descriptions: the search index holds titles only', () => {
    const items = Array.from({ length: 10_000 }, (_, i) =>
      item(i, 'Lorem ipsum dolor '.repeat(40)),
    );
    const json = JSON.stringify(buildListIndex('news', items));
    expect(json).not.toContain('Lorem');
    // Titles ("Title 1234", quoted) and a year run per item at most.
    expect(json.length).toBeLessThan(10_000 * (13 + 12));
  });
});
