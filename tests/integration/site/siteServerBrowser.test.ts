/**
 * Old pages keep their assets, in Chromium: a visitor has the home page of release A, the live
 * release switches to release B, built from changed code (two islands edited, so their `/_astro/`
 * files have other names), and only then do the page's scripts arrive and its islands get used —
 * the carousel's arrow, a Slider-3 card opening the slide-over. Every request is answered (no 404)
 * and nothing logs an error, because the site server takes the hashed files B lacks from A, kept
 * beside it. Both releases are real builds of the site (`scripts/build.ts`), B from a copy of the
 * project with the edit.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tools/lib/findChromium.ts';
import { startSiteWithApi, type SiteWithApi } from '../../../demo/siteWithApi.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';
import { runCommand } from '../../support/runCommand.ts';

const REPO = resolve(import.meta.dirname, '../../..');
/** Release ids as the rebuild service names them (RELEASE_ID_PATTERN): A older than B. */
const A = '20260101-120000-aaaa';
const B = '20260101-130000-bbbb';
/** The island edited for B: a top-level statement, so the bundler keeps it and renames the file. */
const EDITED = 'src/features/carousels/Carousel.tsx';
const EDIT = `\n// Release B of the kept-assets test: changed code, so this island's file gets another name.\n(globalThis as { keptAssetsRelease?: string }).keptAssetsRelease = 'B';\n`;

let workDir: string;
let releases: string;
let browser: Browser;
let site: SiteWithApi;
let backend: RunningBackend;

/** Builds the project in `root` into `releases/<id>`, as `npm run build` does. */
async function buildRelease(root: string, id: string): Promise<void> {
  const result = await runCommand(
    'scripts/build.ts',
    {
      BACKEND_URL: backend.url,
      SITE_URL: 'http://127.0.0.1',
      ASTRO_OUT_DIR: join(releases, id),
      SNAPSHOT_OUT: join(workDir, `${id}.json`),
      NODE_ENV: 'production',
    },
    600_000,
    [],
    root,
  );
  if (result.code !== 0)
    throw new Error(`build of ${id} failed\n${result.stdout}\n${result.stderr}`);
}

/** Points `current` at a release as the rebuild service does: a link renamed over the old one. */
function switchTo(id: string): void {
  const temp = join(releases, `.current-${id}.tmp`);
  rmSync(temp, { force: true });
  symlinkSync(id, temp);
  renameSync(temp, join(releases, 'current'));
}

const assets = (id: string) => new Set(readdirSync(join(releases, id, '_astro')));

beforeAll(async () => {
  // Inside the repository, so the copy of the project resolves the site's packages.
  const cache = join(REPO, '.cache');
  mkdirSync(cache, { recursive: true });
  workDir = mkdtempSync(join(cache, 'kept-assets-'));
  releases = join(workDir, 'releases');
  mkdirSync(releases);
  const copy = join(workDir, 'project');
  for (const entry of [
    'astro.config.mjs',
    'package.json',
    'tsconfig.json',
    'src',
    'public',
    'scripts',
    'demo',
  ]) {
    cpSync(join(REPO, entry), join(copy, entry), { recursive: true });
  }
  writeFileSync(join(copy, EDITED), readFileSync(join(copy, EDITED), 'utf8') + EDIT);
  // Both from the same content: only the code differs.
  backend = await startBackend({ port: 0, dbPath: ':memory:' });
  await buildRelease(REPO, A);
  await buildRelease(copy, B);
  await backend.close();
  rmSync(copy, { recursive: true, force: true });
  switchTo(A);
  site = await startSiteWithApi({
    port: 0,
    distDir: join(releases, 'current'),
    dbPath: ':memory:',
    siteUrl: 'http://127.0.0.1',
    development: false,
  });
  browser = await chromium.launch(chromiumLaunchOptions());
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a page of the previous release after a switch to changed code', () => {
  it('gets every asset it names and its islands work: no 404, no error', async () => {
    const onlyInA = [...assets(A)].filter((name) => !assets(B).has(name));
    // The edit changed the code: B lacks some of A's files (else this test would prove nothing).
    expect(onlyInA.some((name) => name.startsWith('Carousel.'))).toBe(true);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const failed: string[] = [];
      const errors: string[] = [];
      const requested: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== site.url) return;
        requested.push(url.pathname);
        // A cover image the content names may be missing (the page replaces it); nothing else.
        if (response.status() >= 400 && !/\.(png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname)) {
          failed.push(`${response.status()} ${url.pathname}`);
        }
      });
      page.on('console', (message) => {
        const source = message.location().url;
        if (message.type() === 'error' && !/\.(png|jpe?g|gif|webp|avif|svg)$/i.test(source)) {
          errors.push(`${message.text()} @ ${source}`);
        }
      });
      page.on('pageerror', (error) => errors.push(String(error)));

      // The page's scripts are held until the switch: the visitor has A's page, and every script
      // it names is asked for once B is live, as on a slow connection or for an island that
      // hydrates later. (Its stylesheet is not held: the page must render for client:visible.)
      let open = false;
      const held: Route[] = [];
      await page.route('**/_astro/**/*.js', (route) => {
        if (open) void route.continue();
        else held.push(route);
      });
      await page.goto(`${site.url}/`, { waitUntil: 'commit' });
      const heldCarousel = () =>
        held.map((r) => new URL(r.request().url()).pathname).find((p) => p.includes('/Carousel.'));
      // The hero carousel at the top asks for its island when the visitor reaches for it
      // (client:interaction: a pointer over it).
      await page.locator('[data-carousel="hero"]').first().hover();
      await expect.poll(heldCarousel, { timeout: 30_000 }).toBeDefined();
      const carouselUrl = heldCarousel() ?? '';
      expect(onlyInA).toContain(carouselUrl.slice('/_astro/'.length));

      switchTo(B);
      // B is live: a new visitor gets B's page, which names B's files.
      expect(await (await fetch(`${site.url}/`)).text()).not.toContain(carouselUrl);
      open = true;
      for (const route of held.splice(0)) await route.continue();

      // The islands of A's page hydrate and work: the arrow of a carousel with more than three
      // slides moves it, and a Slider-3 card opens the slide-over.
      await expect.poll(() => page.locator('astro-island[client="load"][ssr]').count()).toBe(0);
      const slider = page.locator('[data-carousel="slider-3"]').first();
      await slider.scrollIntoViewIfNeeded();
      await slider.hover();
      await expect.poll(() => slider.locator('.swiper.swiper-initialized').count()).toBe(1);
      const card = slider.locator('a[data-open-item]').first();
      const title = (await card.textContent())?.trim() ?? '';
      await card.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
      const next = slider.getByRole('button', { name: 'Next slide' });
      const prev = slider.getByRole('button', { name: 'Previous slide' });
      await expect.poll(() => prev.isDisabled()).toBe(true);
      await next.click();
      await expect.poll(() => prev.isEnabled()).toBe(true);

      expect(requested).toContain(carouselUrl);
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
