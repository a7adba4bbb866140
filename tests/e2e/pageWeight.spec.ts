/**
 * JavaScript shipped per page (issue 4 closing note; DESIGN: the old site shipped ~370 KB gzip of
 * JavaScript before any content). Every script the page loads from the site, gzip-compressed as
 * a server would send it, summed and printed; budgets keep islands where they are needed.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

/** Gzip bytes of all same-origin JavaScript the page loads (with its islands hydrated). */
async function javascriptBytes(page: Page, path: string): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.origin === new URL(page.url() || response.url()).origin &&
      /\.m?js$/.test(url.pathname)
    ) {
      bodies.push(response.body());
    }
  });
  await page.goto(path);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
}

/**
 * Budgets in gzip bytes (issue 9, DESIGN budgets): any page a returning visitor opens stays within
 * 110 KB, React's runtime included (the home page's Slider-3 and the news list hydrate islands).
 */
const BUDGETS = {
  home: 110_000,
  'content page without islands': 12_000,
  'news list': 110_000,
  contact: 12_000,
} as const;

test('page weight: JavaScript per page stays within budget (gzip bytes)', async ({
  page,
  request,
  browser,
}) => {
  const plain = await findPage(
    request,
    (html) =>
      !/data-carousel|astro-island|data-dated-list|data-detail-panel/.test(html) &&
      /<main/.test(html),
  );
  const pages: Record<keyof typeof BUDGETS, string> = {
    home: '/',
    'content page without islands': plain ?? '/privacy-policy',
    'news list': '/NewsHome',
    contact: '/contact',
  };
  const report: Record<string, number> = {};
  // A first visit also loads the consent dialog (issue 5); returning visitors do not.
  const firstVisit: Record<string, number> = {};
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  for (const [name, path] of Object.entries(pages) as [keyof typeof BUDGETS, string][]) {
    report[`${name} (${path})`] = await javascriptBytes(page, path);
    firstVisit[`${name} (${path})`] = await javascriptBytes(freshPage, path);
  }
  await fresh.close();
  console.log('JavaScript per page, gzip bytes (consent choice stored):', report);
  console.log('JavaScript per page, gzip bytes (first visit, consent dialog shown):', firstVisit);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: JSON.stringify(report) });
  for (const [name, path] of Object.entries(pages) as [keyof typeof BUDGETS, string][]) {
    expect(report[`${name} (${path})`], name).toBeLessThanOrEqual(BUDGETS[name]);
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
