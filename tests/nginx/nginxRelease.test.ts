/**
 * The demo release on real nginx, through the `_nginx.conf` the build put in it, answers as the
 * site server does: one list of checks runs against both (pages in both languages, the English
 * and German not-found pages, a moved news item's old addresses, the SmartPage wildcard, the
 * security headers on 200, 301 and 404, caching, host files never served). Then Chromium uses an
 * island on the nginx-served site with no CSP violation. The release is built twice from the demo
 * back end, the news item retitled in between, as an editor's publish does.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/content/headersFile.ts';
import { createSiteServer, type SiteServer } from '../../src/server/siteServer.ts';
import { chromiumLaunchOptions } from '../../tools/lib/findChromium.ts';
import { startContentBackend } from '../support/contentBackend.ts';
import { startNginx, type RunningNginx } from '../support/nginxServer.ts';
import { buildInto } from '../support/runCommand.ts';
import { tempFolder } from '../support/tempFolder.ts';

const dist = join(tempFolder('nginx-release-'), 'dist');
/** The seed's news item 601, retitled: a non-ASCII old address, so nginx must match it decoded. */
const NEWS_ID = 601;
const OLD = 'havelberg-intranet-für-alle';
const NEW = 'havelberg-intranet-the-second-year';
const PAGE_CACHE = 'public, max-age=0, must-revalidate';

let nginx: RunningNginx;
let site: SiteServer;
let siteUrl = '';
let browser: Browser;
let security: Readonly<Record<string, string>>;
let asset = '';

beforeAll(async () => {
  const backend = await startContentBackend();
  try {
    const env = { BACKEND_URL: backend.url, SITE_URL: 'http://127.0.0.1' };
    backend.renameNews(NEWS_ID, 'Havelberg intranet für alle');
    await buildInto(dist, env);
    backend.renameNews(NEWS_ID, 'Havelberg intranet: the second year');
    await buildInto(dist, env);
  } finally {
    await backend.close();
  }
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  security = rules.find((rule) => rule.pattern === '/*')?.headers ?? {};
  asset = `/_astro/${readdirSync(join(dist, '_astro')).find((name) => name.endsWith('.js'))}`;
  nginx = await startNginx(dist);
  site = createSiteServer({ distDir: dist });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (site) {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

interface Check {
  readonly path: string;
  readonly status: number;
  /** The Location of a redirect, as sent. */
  readonly location?: string;
  /** The page's language: which page answered (the German not-found page says `de`). */
  readonly lang?: 'en' | 'de';
  /** Cache-Control; null: none (a redirect, as the site server sends it). */
  readonly cache: string | null;
}

const enc = encodeURI;
const CHECKS: readonly Check[] = [
  { path: '/', status: 200, lang: 'en', cache: PAGE_CACHE },
  { path: '/de/', status: 200, lang: 'de', cache: PAGE_CACHE },
  { path: '/NewsHome', status: 200, lang: 'en', cache: PAGE_CACHE },
  { path: `/NewsHome/${NEW}`, status: 200, lang: 'en', cache: PAGE_CACHE },
  { path: `/neuigkeiten/${NEW}/`, status: 200, lang: 'de', cache: PAGE_CACHE },
  { path: '/nope', status: 404, lang: 'en', cache: PAGE_CACHE },
  { path: '/de/nope', status: 404, lang: 'de', cache: PAGE_CACHE },
  { path: '/neuigkeiten/nope', status: 404, lang: 'de', cache: PAGE_CACHE },
  { path: '/datenschutz/x/y', status: 404, lang: 'de', cache: PAGE_CACHE },
  {
    path: enc(`/NewsHome/${OLD}?from=mail&x=1`),
    status: 301,
    location: `/NewsHome/${NEW}?from=mail&x=1`,
    cache: null,
  },
  { path: enc(`/neuigkeiten/${OLD}/`), status: 301, location: `/neuigkeiten/${NEW}`, cache: null },
  { path: '/SmartPage/x?y=1', status: 301, location: '/ContentPage/x?y=1', cache: null },
  { path: '/de/SmartPage/x', status: 301, location: '/de/ContentPage/x', cache: null },
  // A hashed asset for a year, but never a 404 in its place (the file may come later).
  { path: '@asset', status: 200, cache: 'public, max-age=31536000, immutable' },
  { path: '/_astro/missing.js', status: 404, lang: 'en', cache: PAGE_CACHE },
  ...['/_redirects', '/_headers', '/_paths.json', '/_keys.json', '/_nginx.conf', '/.hidden'].map(
    (path): Check => ({ path, status: 404, lang: 'en', cache: PAGE_CACHE }),
  ),
];

describe.each([
  ['nginx with the release’s _nginx.conf', () => nginx.url],
  ['the site server', () => siteUrl],
])('%s', (_name, base) => {
  it.each(CHECKS.map((check) => [check.path, check] as const))('%s', async (_path, check) => {
    const path = check.path === '@asset' ? asset : check.path;
    const res = await fetch(`${base()}${path}`, { redirect: 'manual' });
    const body = await res.text();
    expect(res.status, nginx.log()).toBe(check.status);
    expect(res.headers.get('location')).toBe(check.location ?? null);
    expect(res.headers.get('cache-control')).toBe(check.cache);
    // The release's security headers on every answer: 200, 301 and 404 alike.
    expect(Object.keys(security).length).toBeGreaterThan(3);
    for (const [name, value] of Object.entries(security)) {
      expect(res.headers.get(name), name).toBe(value);
    }
    if (check.lang !== undefined)
      expect(body).toMatch(new RegExp(`<html[^>]* lang="${check.lang}"`));
  });
});

describe('Chromium on the nginx-served site', () => {
  it('hydrates the news list, whose search finds the retitled item, with no CSP violation', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    try {
      await page.goto(`${nginx.url}/NewsHome`);
      const counter = page.locator('[data-dated-list] [data-counter]');
      await expect.poll(() => counter.textContent()).toMatch(/^Showing \d+ of \d+ News$/);
      // Typing only filters once the island has hydrated: the static list ignores it.
      await page.getByRole('searchbox').fill('second year');
      await expect.poll(() => counter.textContent()).toMatch(/^Showing 1 of \d+ News$/);
      const titles = page.locator('[data-dated-list] [data-items] a[data-open-item]');
      await expect
        .poll(() => titles.allTextContents())
        .toEqual(['Havelberg intranet: the second year']);
      // The CSP answered with the page allowed every script and style it needed.
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
