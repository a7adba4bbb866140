import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchAllParam, pageCatalogue } from '../../../src/catalogue/pageCatalogue.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { linkedItemSlugs } from '../../../src/content/itemPages.ts';
import { redirectIndex, redirectShards } from '../../../src/content/redirectIndex.ts';
import type { Row } from '../../../src/content/types.ts';
import { generateContent } from '../../../demo/generateContent.ts';
import { buildListIndex, LIST_PAGE_SIZE } from '../../../src/features/lists/listIndex.ts';
import { FEED_ITEMS } from '../../../src/seo/newsFeed.ts';
import { siteTables } from '../content/fixtures.ts';

const model = buildSiteModel(siteTables());
const catalogue = pageCatalogue(model);
const byPath = new Map(catalogue.pages.map((entry) => [entry.path, entry]));

describe('the page catalogue', () => {
  it('has every page of the model once, in both languages', () => {
    expect(byPath.size).toBe(catalogue.pages.length);
    const expected = ['/', '/home', '/de/', '/contact', '/de/contact', '/privacy-policy'];
    expected.push('/datenschutz', '/404', '/de/404', '/NewsHome', '/neuigkeiten', '/EventHome');
    expected.push('/veranstaltungen');
    for (const locale of ['en', 'de'] as const) {
      const site = model[locale];
      for (const page of site.pages.filter((p) => p.key !== 'home')) expected.push(page.path);
      for (const item of [...site.news, ...site.events]) expected.push(item.path);
      for (const slug of linkedItemSlugs(model)) {
        expected.push(`${locale === 'de' ? '/de' : ''}/ContentPage/${slug}`);
      }
    }
    expect([...byPath.keys()].sort()).toEqual([...new Set(expected)].sort());
  });

  it('gives each entry the view and data of its page, and its language’s menu and footer', () => {
    const news = model.de.news[0]!;
    expect(byPath.get(news.path)).toMatchObject({ view: 'datedDetail', props: { item: news } });
    expect(byPath.get('/de/')).toMatchObject({ view: 'home', props: { home: model.de.home } });
    expect(byPath.get('/home')?.props).toEqual(byPath.get('/')?.props);
    for (const entry of catalogue.pages) {
      const site = model[entry.props.locale];
      expect(entry.props.frame.nav).toBe(site.nav);
      expect(entry.props.frame.footer).toBe(site.footer);
    }
  });

  it('writes the JSON files the list island and the not-found script fetch', () => {
    const json = new Map(catalogue.json.map((entry) => [entry.path, entry.json()]));
    expect(json.get('/NewsHome/index.json')).toEqual(buildListIndex('news', model.en.news));
    expect(json.get('/veranstaltungen/index.json')).toEqual(
      buildListIndex('event', model.de.events),
    );
    expect(json.has('/NewsHome/index.0.json')).toBe(true);
    const shards = redirectShards(redirectIndex(model));
    expect(shards.map((_, n) => json.get(`/404/${n}.json`))).toEqual(shards);
    expect(byPath.get('/404')?.props).toMatchObject({ shards: shards.length });
  });

  it('names as many not-found shards on both not-found pages as it writes, at any size', () => {
    // The demo content fits one shard; 2,000 + 2,000 items need many, and a page naming fewer
    // than were written sends most titles to the wrong shard.
    const large = buildSiteModel(generateContent({ news: 2_000, events: 2_000, pages: 0 }));
    const big = pageCatalogue(large);
    const written = big.json.filter((entry) => /^\/404\/\d+\.json$/.test(entry.path)).length;
    expect(written).toBe(redirectShards(redirectIndex(large)).length);
    expect(written).toBeGreaterThan(1);
    for (const path of ['/404', '/de/404']) {
      expect(big.pages.find((entry) => entry.path === path)?.props, path).toMatchObject({
        shards: written,
      });
    }
  });

  it('has each language’s news feed with its brand and latest news only', () => {
    expect(catalogue.feeds.map((feed) => feed.path)).toEqual(['/rss.xml', '/de/rss.xml']);
    const [en, de] = catalogue.feeds;
    expect(en?.source).toEqual({
      locale: 'en',
      footer: { brandName: model.en.footer.brandName },
      news: model.en.news.slice(0, FEED_ITEMS),
    });
    expect(de?.source.locale).toBe('de');
    const many = buildSiteModel({
      ...siteTables(),
      Announcements: Array.from({ length: FEED_ITEMS + 5 }, (_, n) => ({
        Id: 900 + n,
        Title: `News ${n}`,
        Body: '<p>x</p>',
        PublishingDate: '2026-01-01',
      })),
    });
    expect(pageCatalogue(many).feeds[0]?.source.news).toHaveLength(FEED_ITEMS);
  });

  it('splits a long list into static pages 2…n, each with its own items and the list’s totals', () => {
    const tables = siteTables();
    const many: Row[] = Array.from({ length: LIST_PAGE_SIZE * 2 + 1 }, (_, i) => ({
      Id: 9000 + i,
      Title: `Bulletin ${i}`,
      Body: '<p>Text</p>',
      PublishingDate: '2024-01-01',
    }));
    const long = pageCatalogue(buildSiteModel({ ...tables, Announcements: many }));
    const lists = long.pages.filter((e) => e.view === 'datedList' && e.props.kind === 'news');
    expect(lists.map((e) => e.path)).toEqual([
      '/NewsHome',
      '/NewsHome/page/2',
      '/NewsHome/page/3',
      '/neuigkeiten',
      '/neuigkeiten/page/2',
      '/neuigkeiten/page/3',
    ]);
    const sizes = lists.map((entry) =>
      entry.view === 'datedList' ? [entry.props.items.length, entry.props.total] : [],
    );
    const full = LIST_PAGE_SIZE;
    expect(sizes).toEqual([full, full, 1, full, full, 1].map((n) => [n, many.length]));
  });
});

describe('catchAllParam', () => {
  it('is undefined for the root and the path without its outer slashes otherwise', () => {
    expect(catchAllParam('/')).toBeUndefined();
    expect(catchAllParam('/de/')).toBe('de');
    expect(catchAllParam('/NewsHome/page/2')).toBe('NewsHome/page/2');
  });

  it('gives back the path: "/" + param names the same page', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`;
        const param = catchAllParam(path);
        expect(`/${param ?? ''}`).toBe(`/${segments.join('/')}`);
      }),
    );
  });
});
