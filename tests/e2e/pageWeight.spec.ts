/**
 * JavaScript shipped per page (the old site shipped ~370 KB gzip of JavaScript before any content).
 * Every script the page loads from the site and every inline script in it (Astro's island runtime
 * and client directives live there), each gzip-compressed as a server would send it, summed and
 * printed, for a returning visitor (a consent choice stored) and a first visit (no choice: the
 * consent island hydrates); budgets keep islands, and React, where they are needed.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

interface Weight {
  /** Same-origin script files the page loaded (with its islands hydrated). */
  readonly files: number;
  /** Inline scripts in the page (JSON data blocks and inert templates excluded). */
  readonly inline: number;
  readonly total: number;
}

/** Gzip bytes of the page's JavaScript, with its islands hydrated. */
async function javascriptBytes(page: Page, path: string): Promise<Weight> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
    const url = new URL(response.url());
    if (
      url.origin === new URL(page.url() || response.url()).origin &&
      /\.m?js$/.test(url.pathname)
    ) {
      bodies.push(response.body());
    }
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const inlineScripts = await page.evaluate(() =>
    [...document.scripts]
      .filter((s) => !s.src && (s.type === '' || s.type === 'module'))
      .map((s) => s.textContent ?? ''),
  );
  const gzip = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
  const files = (await Promise.all(bodies)).reduce((sum, body) => sum + gzip(body), 0);
  const inline = inlineScripts.reduce((sum, text) => sum + gzip(text), 0);
  return { files, inline, total: files + inline };
}

/**
 * Budgets in gzip bytes: a page whose only island is the consent island ≤ 5 KB for a returning
 * visitor (it loads no React) and ≤ 90 KB on a first visit (React and the dialog); any page
 * ≤ 110 KB for a returning visitor, which the contact page also keeps on a first visit; the home
 * page ≤ 100 KB for a returning visitor. `first: null`: a first visit is reported, not budgeted.
 */
const BUDGETS: Record<string, { returning: number; first: number | null }> = {
  home: { returning: 100_000, first: null },
  'page without islands but consent': { returning: 5_000, first: 90_000 },
  'news list': { returning: 110_000, first: null },
  contact: { returning: 110_000, first: 110_000 },
};
const ANY_PAGE = 110_000;

test('page weight: JavaScript per page stays within budget (gzip bytes)', async ({
  page,
  request,
  browser,
}) => {
  const plain = await findPage(
    request,
    (html) =>
      !/data-carousel|data-dated-list|data-detail-panel|data-contact-form/.test(html) &&
      // Every page carries the consent island; no other.
      !/<astro-island\b(?![^>]*\bclient="consent")/.test(html) &&
      /<main/.test(html),
  );
  const pages: Record<string, string> = {
    home: '/',
    'page without islands but consent': plain ?? '/privacy-policy',
    'news list': '/NewsHome',
    contact: '/contact',
  };
  const returning: Record<string, Weight> = {};
  const first: Record<string, Weight> = {};
  for (const [name, path] of Object.entries(pages)) {
    returning[`${name} (${path})`] = await javascriptBytes(page, path);
    // A first visit each time: a fresh context has no consent choice and an empty cache.
    const fresh = await browser.newContext();
    try {
      first[`${name} (${path})`] = await javascriptBytes(await fresh.newPage(), path);
    } finally {
      await fresh.close();
    }
  }
  console.log(
    'JavaScript per page, gzip bytes (returning visitor, consent choice stored):',
    returning,
  );
  console.log('JavaScript per page, gzip bytes (first visit, consent dialog shown):', first);
  test
    .info()
    .annotations.push(
      { type: 'js-gzip-bytes-returning', description: JSON.stringify(returning) },
      { type: 'js-gzip-bytes-first-visit', description: JSON.stringify(first) },
    );
  for (const [name, path] of Object.entries(pages)) {
    const key = `${name} (${path})`;
    const budget = BUDGETS[name] ?? { returning: ANY_PAGE, first: null };
    expect(returning[key]?.total, `${name}, returning visitor`).toBeLessThanOrEqual(
      Math.min(budget.returning, ANY_PAGE),
    );
    if (budget.first !== null) {
      expect(first[key]?.total, `${name}, first visit`).toBeLessThanOrEqual(budget.first);
    }
  }
});

test('page weight: React’s runtime is one shared, long-cached chunk for every island', async ({
  request,
}) => {
  const renderers = new Set<string>();
  for (const path of ['/', '/NewsHome', '/veranstaltungen']) {
    const html = await (await request.get(path)).text();
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
    expect(islands.length, `${path} has islands`).toBeGreaterThan(0);
    for (const island of islands) {
      const url = /renderer-url="([^"]+)"/.exec(island)?.[1];
      if (url) renderers.add(url);
    }
  }
  expect([...renderers]).toHaveLength(1);
  const [renderer = ''] = [...renderers];
  // A content-hashed file name: it can be cached for good and is shared by every page.
  expect(renderer).toMatch(/^\/_astro\/[\w-]+\.[\w-]{8}\.js$/);
});

test('page weight: the home page hydrates no island at load; reaching for one hydrates it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Every island of the home page works from its server HTML (carousel slides, title links), so a
  // returning visitor who reads and scrolls hydrates none and loads no React.
  const islands = page.locator('astro-island');
  expect(await islands.count()).toBeGreaterThan(0);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  expect(scripts.filter((path) => /\/react\.[\w-]+\.js$/.test(path))).toEqual([]);
  // A visitor who points at the hero hydrates it (and only it), and its controls become usable.
  const hero = page.locator('[data-carousel="hero"]');
  await hero.scrollIntoViewIfNeeded();
  await hero.hover();
  await expect(hero).toHaveAttribute('data-ready', '');
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
});
