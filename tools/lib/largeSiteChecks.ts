/**
 * What must hold of a built site at any size, checked in Chromium against the served site: shard
 * counts, titles as typed reaching their pages through the not-found fallback, list search and
 * year tabs, feeds. Run by the large-site test and by `npm run bench`; each check reports rather
 * than throws, so the bench can print them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { redirectIndex, redirectShards } from '../../src/content/redirectIndex.ts';
import { withoutSoftHyphens } from '../../src/content/softHyphen.ts';
import type { DatedItemModel, SiteModel } from '../../src/content/types.ts';
import { filterEntries, foldForSearch } from '../../src/features/lists/filterEntries.ts';
import { FEED_ITEMS } from '../../src/seo/newsFeed.ts';
import { inLanes } from '../../src/node/inLanes.ts';
import { chromiumLaunchOptions } from './findChromium.ts';

export interface SiteCheck {
  readonly name: string;
  readonly ok: boolean;
  /** What was found (on failure: what differed). */
  readonly detail: string;
}

export interface LargeSiteOptions {
  /** Origin the site is served on. */
  readonly url: string;
  /** The built folder (the shards are counted there). */
  readonly distDir: string;
  /** The model the site was built from (what the checks expect). */
  readonly model: SiteModel;
  /** Seed of the title sample, so a failure can be replayed. */
  readonly seed?: number;
}

/** Runs every check; never throws for a failed check. */
export async function checkLargeSite(options: LargeSiteOptions): Promise<SiteCheck[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return [
      shardCounts(options),
      await titlesThroughNotFound(browser, options),
      await listSearch(browser, options, 'en', 'news'),
      await listSearch(browser, options, 'de', 'events'),
      ...(await feeds(options)),
    ];
  } finally {
    await browser.close();
  }
}

const check = (name: string, ok: boolean, detail: string): SiteCheck => ({ name, ok, detail });

/** The shard count each not-found page names equals the shards in the folder and in the model. */
function shardCounts({ distDir, model }: LargeSiteOptions): SiteCheck {
  const written = readdirSync(join(distDir, '404')).filter((f) => /^\d+\.json$/.test(f)).length;
  const expected = redirectShards(redirectIndex(model)).length;
  const named = ['404.html', join('de', '404.html')].map((file) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    return Number(/data-index-shards="(\d+)"/.exec(html)?.[1] ?? Number.NaN);
  });
  return check(
    'not-found pages name every shard written',
    named.every((n) => n === written) && written === expected,
    `named ${named.join(' and ')}, written ${written}, the index needs ${expected}`,
  );
}

/** A small deterministic generator (mulberry32), so the sample is the same for a seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * 50 dated items with umlauts in their titles, half of each language: each asked for by its title
 * as typed (`/NewsHome/News 12: … in Zürich`, no file) lands on its page showing its title.
 */
async function titlesThroughNotFound(
  browser: Browser,
  { url, model, seed = 1 }: LargeSiteOptions,
): Promise<SiteCheck> {
  const next = random(seed);
  const pick = (items: readonly DatedItemModel[], n: number) => {
    const pool = items.filter((item) => /[äöüÄÖÜß]/.test(item.title));
    return Array.from({ length: Math.min(n, pool.length) }, () => {
      const [item] = pool.splice(Math.floor(next() * pool.length), 1);
      return item!;
    });
  };
  const titles = 50;
  const sample = [
    ...pick([...model.en.news, ...model.en.events], titles / 2),
    ...pick([...model.de.news, ...model.de.events], titles / 2),
  ];
  const missed: string[] = [];
  await inLanes(sample, 4, async (item) => {
    // As a visitor types it: no soft hyphens (the model hyphenates long German words).
    const title = withoutSoftHyphens(item.title);
    const typed = `${item.path.slice(0, item.path.lastIndexOf('/'))}/${title}`;
    const page = await browser.newPage();
    if (!(await landsOn(page, `${url}${encodeURI(typed)}`, item))) missed.push(typed);
    await page.close();
  });
  return check(
    `${sample.length} titles with umlauts (both languages) reach their pages from the not-found page`,
    missed.length === 0 && sample.length === titles,
    missed.length === 0 ? `${sample.length} of ${titles} sampled` : `missed: ${missed.join(' | ')}`,
  );
}

/** Whether `address` ends on `item`'s canonical page with its title as the heading. */
async function landsOn(page: Page, address: string, item: DatedItemModel): Promise<boolean> {
  try {
    await page.goto(address);
    await page.waitForURL((at) => decodeURIComponent(at.pathname) === item.path, {
      timeout: 20_000,
    });
    const heading = await page.locator('h1').first().textContent();
    return withoutSoftHyphens(heading ?? '').trim() === withoutSoftHyphens(item.title);
  } catch {
    return false;
  }
}

/**
 * Searching a list for a place or a word with umlauts counts exactly the items whose titles
 * hold it, and each year tab counts that year's items (the list's own rule, filterEntries).
 */
async function listSearch(
  browser: Browser,
  { url, model }: LargeSiteOptions,
  locale: 'en' | 'de',
  kind: 'news' | 'events',
): Promise<SiteCheck> {
  const items = model[locale][kind];
  const listPath = items[0]?.path.slice(0, items[0].path.lastIndexOf('/')) ?? '/';
  const entries = items.map((item) => ({ year: item.year, haystack: foldForSearch(item.title) }));
  const query = locale === 'en' ? 'Lübeck' : 'Förderung';
  const years = [...new Set(items.map((item) => item.year).filter((y) => y !== ''))];
  const year = years.at(-1) ?? '';
  const expected = {
    search: filterEntries(entries, { view: 'flat', year: '', query }).length,
    year: filterEntries(entries, { view: 'tab', year, query: '' }).length,
  };
  const page = await browser.newPage();
  const name = `${listPath}: search "${query}" and the ${year} tab count what the content holds`;
  try {
    await page.goto(`${url}${listPath}`);
    const list = page.locator('[data-dated-list]');
    // "Showing N of M": N is what the search and the tab leave, M the whole list. Waits until N is
    // `wanted` (at most 30 s), then reads N as it stands.
    const shownCount = async (wanted: number) => {
      const showsWanted = (n: number) => {
        const counter = document.querySelector('[data-dated-list] [data-counter]');
        const m = /(\d+)\D+(\d+)/.exec(counter?.textContent ?? '');
        return m !== null && Number(m[1]) === n;
      };
      await page.waitForFunction(showsWanted, wanted, { timeout: 30_000 }).catch(() => undefined);
      await list.and(page.locator(':not([aria-busy="true"])')).waitFor();
      const text = (await list.locator('[data-counter]').textContent()) ?? '';
      return Number(/(\d+)\D+(\d+)/.exec(text)?.[1] ?? Number.NaN);
    };
    // Hydrated: the search box takes input only once the island is live.
    await page.locator('astro-island:not([ssr]) [data-dated-list]').first().waitFor();
    await page.getByRole('searchbox').fill(query);
    const searched = await shownCount(expected.search);
    await page.getByRole('searchbox').fill('');
    await page.getByRole('switch').click();
    await page.getByRole('tab', { name: year, exact: true }).click();
    const inYear = await shownCount(expected.year);
    const ok = searched === expected.search && inYear === expected.year && expected.search > 0;
    return check(
      name,
      ok,
      `search ${searched} (expected ${expected.search}), ${year} ${inYear} (expected ${expected.year})`,
    );
  } catch (error) {
    return check(name, false, (error as Error).message.split('\n')[0] ?? 'failed');
  } finally {
    await page.close();
  }
}

/** Each language's feed holds the latest FEED_ITEMS news, newest first. */
async function feeds({ url, model }: LargeSiteOptions): Promise<SiteCheck[]> {
  return Promise.all(
    (['en', 'de'] as const).map(async (locale) => {
      const path = locale === 'en' ? '/rss.xml' : '/de/rss.xml';
      const xml = await (await fetch(`${url}${path}`)).text();
      const items = [...xml.matchAll(/<item>[\s\S]*?<title>([\s\S]*?)<\/title>/g)].length;
      const expected = Math.min(FEED_ITEMS, model[locale].news.length);
      return check(
        `${path} holds the latest ${expected} items`,
        items === expected,
        `${items} items`,
      );
    }),
  );
}
