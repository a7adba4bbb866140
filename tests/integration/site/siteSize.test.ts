/**
 * Site-wide files stay small at any size, measured at 10,000 news and 10,000 events of generated
 * content (demo/generateContent.ts) on the very functions whose output the build writes byte for
 * byte (the index.json, card-chunk, not-found-shard and feed routes serialise them as they are):
 * the not-found page's index in shards fetched on demand, a list's search index and the results'
 * card chunks within 300 KB gzip for a visitor's first search, a feed of the latest 50. The
 * not-found page itself carries no index (siteBuild.test.ts checks its size on the built demo
 * site).
 *
 * Generated titles repeat a small vocabulary and compress far better than real ones, so the
 * index is also bounded before compression: it holds the titles and the year runs and nothing
 * else (about 3:1 gzip for real titles: 10,000 titles of 85 characters stay within 300 KB).
 */
import { gzipSync } from 'node:zlib';
import { getRssString } from '@astrojs/rss';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import {
  KEYS_PER_SHARD,
  redirectIndex,
  redirectShards,
} from '../../../src/content/redirectIndex.ts';
import type { SiteModel } from '../../../src/content/types.ts';
import { filterEntries, foldForSearch } from '../../../src/features/lists/filterEntries.ts';
import {
  INDEX_CHUNK_SIZE,
  LIST_PAGE_SIZE,
  buildIndexChunks,
  buildListIndex,
} from '../../../src/features/lists/listIndex.ts';
import { FEED_ITEMS, newsFeedOptions } from '../../../src/seo/newsFeed.ts';
import { generateContent } from '../../../demo/generateContent.ts';

const SIZE = 10_000;
const KB = 1024;
const gzip = (text: string) => gzipSync(text).length;

let model: SiteModel;
beforeAll(() => {
  model = buildSiteModel(generateContent({ news: SIZE, events: SIZE, pages: 0 }), {
    siteOrigins: ['https://www.example.org'],
  });
}, 120_000);

describe(`site-wide files at ${SIZE} news + ${SIZE} events`, () => {
  it('a list search index: titles and year runs only, within 300 KB gzip', () => {
    for (const items of [model.en.news, model.de.news, model.en.events]) {
      expect(items).toHaveLength(SIZE);
      const json = JSON.stringify(buildListIndex(items[0]!.kind, items));
      const titles = items.reduce((sum, item) => sum + JSON.stringify(item.title).length + 1, 0);
      expect(json.length).toBeLessThan(titles + 2_000);
      expect(gzip(json)).toBeLessThan(300 * KB);
    }
  });

  it("a visitor's first search downloads the index and the chunks of its first results: ≤ 300 KB gzip", () => {
    const items = model.en.news;
    const index = buildListIndex('news', items);
    const chunks = buildIndexChunks(items).map((chunk) => gzip(JSON.stringify(chunk)));
    const entries = index.titles.map((title, position) => ({
      position,
      year: items[position]!.year,
      haystack: foldForSearch(title),
    }));
    // The worst case: LIST_PAGE_SIZE results, each in a chunk of its own.
    const worstChunks = [...chunks].sort((a, b) => b - a).slice(0, LIST_PAGE_SIZE);
    const worst = gzip(JSON.stringify(index)) + worstChunks.reduce((a, b) => a + b, 0);
    expect(worst).toBeLessThan(300 * KB);
    expect(Math.max(...chunks)).toBeLessThan(4 * KB);
    // And real queries: a broad one, a rare one, a year.
    for (const state of [
      { view: 'flat', year: '', query: 'strategy' },
      { view: 'flat', year: '', query: `news ${SIZE}` },
      { view: 'tab', year: items[SIZE / 2]!.year, query: '' },
    ] as const) {
      const shown = filterEntries(entries, state).slice(0, LIST_PAGE_SIZE);
      const needed = new Set(shown.map((e) => Math.floor(e.position / INDEX_CHUNK_SIZE)));
      const bytes = gzip(JSON.stringify(index)) + [...needed].reduce((a, n) => a + chunks[n]!, 0);
      expect(bytes, state.query || state.year).toBeLessThan(300 * KB);
    }
  });

  it('the not-found index in shards of a few KB, together every key', () => {
    const index = redirectIndex(model);
    const keys = index.size;
    // Every news and event title and slug in both languages, plus pages.
    expect(keys).toBeGreaterThan(8 * SIZE);
    const shards = redirectShards(index);
    expect(shards.reduce((sum, shard) => sum + Object.keys(shard).length, 0)).toBe(keys);
    const largest = Math.max(...shards.map((shard) => Object.keys(shard).length));
    expect(largest).toBeLessThan(2 * KEYS_PER_SHARD);
    expect(Math.max(...shards.map((shard) => gzip(JSON.stringify(shard))))).toBeLessThan(16 * KB);
  });

  it(`a feed carries the latest ${FEED_ITEMS} news: the same size at any count`, async () => {
    const xml = await getRssString(newsFeedOptions(model.en, new URL('https://www.example.org')));
    expect(xml.match(/<item>/g)).toHaveLength(FEED_ITEMS);
    expect(xml).toContain(`<title>${model.en.news[0]!.title}</title>`);
    expect(gzip(xml)).toBeLessThan(20 * KB);
  });
});
