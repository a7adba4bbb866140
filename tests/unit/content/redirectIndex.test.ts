import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { collectHrefs, linkedItemSlugs } from '../../../src/content/itemPages.ts';
import {
  KEYS_PER_SHARD,
  MAX_SHARDS,
  redirectIndex,
  redirectKey,
  redirectShards,
  shardCount,
  shardOf,
} from '../../../src/content/redirectIndex.ts';
import { siteTables } from './fixtures.ts';

const model = buildSiteModel(siteTables());

describe('a ContentPage only for items a link targets', () => {
  it('counts card, button, menu and footer links in either locale', () => {
    // Container items and the document through the data grid; the events through blog cards
    // whose titles match no page (so they keep their item link). News cards link to /NewsHome.
    expect([...linkedItemSlugs(model)].sort()).toEqual(
      ['annual-report', 'change', 'sharepoint', 'strategy', 'summit', 'workshop'].sort(),
    );
    expect(model.en.items.map((i) => i.slug)).toContain('old-news');
  });

  it('finds every href, however deep, once per object', () => {
    const shared = { href: '/ContentPage/a' };
    expect(
      collectHrefs([{ x: [shared, shared], y: { z: { href: '/b' } } }, { href: 3 }, null]).sort(),
    ).toEqual(['/ContentPage/a', '/b']);
  });
});

describe('the not-found redirect index in shards', () => {
  const index = redirectIndex(model);

  it('maps title URLs to canonical paths; an unlinked item leads to its news page', () => {
    expect(index.get(redirectKey(['ContentPage', 'SharePoint'])!)).toBe('/ContentPage/sharepoint');
    expect(index.get(redirectKey(['de', 'ContentPage', 'Summit'])!)).toBe('/de/ContentPage/summit');
    expect(index.get(redirectKey(['ContentPage', 'Old News'])!)).toBe('/NewsHome/old-news');
    expect(index.get(redirectKey(['de', 'ContentPage', 'old-news'])!)).toBe(
      '/neuigkeiten/old-news',
    );
    expect(index.get(redirectKey(['NewsHome', 'Fresh News'])!)).toBe('/NewsHome/fresh-news');
    expect(index.get(redirectKey(['de', 'Über uns'])!)).toBe('/de/about-us');
    // /SmartPage/ is redirected to /ContentPage/ by the host before the fallback runs.
    expect([...index.keys()].filter((k) => k.includes('smartpage'))).toEqual([]);
  });

  it('splits the index into shards that together are the index, each key where shardOf puts it', () => {
    const shards = redirectShards(index);
    expect(shards).toHaveLength(shardCount(index.size));
    expect(Object.assign({}, ...shards)).toEqual(Object.fromEntries(index));
    shards.forEach((shard, n) => {
      for (const key of Object.keys(shard)) expect(shardOf(key, shards.length)).toBe(n);
    });
  });

  it('sizes shards by key count, in powers of two, at most MAX_SHARDS', () => {
    expect(shardCount(0)).toBe(1);
    expect(shardCount(KEYS_PER_SHARD)).toBe(1);
    expect(shardCount(KEYS_PER_SHARD + 1)).toBe(2);
    expect(shardCount(80_000)).toBe(256);
    expect(shardCount(10 ** 9)).toBe(MAX_SHARDS);
  });

  it('hashes with 32-bit FNV-1a, so the page script and the build agree on any engine', () => {
    expect(shardOf('', 2 ** 32)).toBe(0x811c9dc5);
    expect(shardOf('a', 2 ** 32)).toBe(0xe40c292c);
    expect(shardOf('newshome/freshnews', 1)).toBe(0);
  });
});
