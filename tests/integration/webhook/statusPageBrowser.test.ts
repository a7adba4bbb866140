/**
 * The status page in Chromium: every state (idle, building, waiting, failed, interrupted, with
 * previews), both languages, a phone (390 px) and a desktop (1440 px). The page is served as the
 * service serves it (its own Content-Security-Policy, so a style the hash does not allow would show
 * unstyled); the statuses are built from the demo content's real warnings. Screenshots go to
 * .cache/status-page/ for a person to look at; the test asserts what holds in every one: the last
 * outcome is the first heading, nothing overflows sideways at 390 px, every technical detail is
 * folded, and no editor-unfriendly word is visible.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tools/lib/findChromium.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import type { Locale } from '../../../src/content/types.ts';
import { seedTables } from '../../../demo/seed/seedTables.ts';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import { buildRecord } from '../../support/buildRecord.ts';
import {
  describeLive,
  describeStatus,
  type ServiceStatus,
} from '../../../src/publish/serviceStatus.ts';
import { renderStatusPage, STATUS_PAGE_CSP } from '../../../src/publish/statusPage.ts';

const SHOTS = resolve(import.meta.dirname, '../../../.cache/status-page');
const NOW = new Date('2026-03-02T13:10:00Z');

const record = ({ id, ...change }: Partial<BuildRecord> & Pick<BuildRecord, 'id'>): BuildRecord =>
  buildRecord(id, {
    trigger: 'signature',
    outcome: 'live',
    step: 'record',
    queuedAt: '2026-03-02T12:59:58.000Z',
    startedAt: '2026-03-02T13:00:00.000Z',
    finishedAt: '2026-03-02T13:00:09.000Z',
    durationMs: 9000,
    contentHash: 'c'.repeat(64),
    pages: 262,
    ...change,
  });
const live = describeLive(
  '20260302-130000-1a2b',
  {
    id: '20260302-130000-1a2b',
    createdAt: '2026-03-02T13:00:09.000Z',
    contentHash: 'c'.repeat(64),
    codeVersion: 'd'.repeat(64),
    pages: { en: 131, de: 131, total: 262 },
    warnings: buildSiteModel(seedTables()).warnings,
  },
  {
    // Long paths too: a link must wrap on a phone, not widen the page.
    changedPages: [
      '/',
      '/NewsHome',
      '/NewsHome/grosses-jubilaeum-zehn-jahre-lindenfeld-mit-einem-sehr-langen-titel-ohne-pause',
      '/de/',
      '/neuigkeiten',
      '/neuigkeiten/grosses-jubilaeum-zehn-jahre-lindenfeld-mit-einem-sehr-langen-titel-ohne-pause',
    ],
    changedPagesTotal: 212,
  },
);

const published = record({
  id: '20260302-130000-1a2b',
  reason: 'Announcements edited',
  release: '20260302-130000-1a2b',
  changedPages: [
    '/NewsHome',
    '/NewsHome/annual-report',
    '/neuigkeiten',
    '/neuigkeiten/annual-report',
  ],
  changedPagesTotal: 4,
});
const refused = record({
  id: '20260302-130200-3c4d',
  outcome: 'failed',
  step: 'pull',
  queuedAt: '2026-03-02T13:02:00.000Z',
  startedAt: '2026-03-02T13:02:00.000Z',
  finishedAt: '2026-03-02T13:02:02.000Z',
  durationMs: 2000,
  cause:
    'Table Events: fetch failed: connect ECONNREFUSED 127.0.0.1:9 after 3 attempts (POST http://127.0.0.1:9/HHHHPUBLICAPI/getDataAll.php)',
  table: 'Events',
  url: 'http://127.0.0.1:9/HHHHPUBLICAPI/getDataAll.php',
  pages: null,
  contentHash: null,
});
const running = (step: BuildRecord['step'], pages: number) =>
  record({
    id: '20260302-130500-5e6f',
    outcome: 'running',
    step,
    queuedAt: '2026-03-02T13:05:00.000Z',
    startedAt: '2026-03-02T13:05:00.000Z',
    finishedAt: null,
    durationMs: null,
    pages,
    calls: 2,
  });
const queued = (id: string) => ({ id, queuedAt: new Date('2026-03-02T13:05:00Z'), calls: [] });

function status(
  builds: BuildRecord[],
  runningId: string | null,
  pendingId: string | null,
  liveRelease = live,
) {
  return describeStatus({
    siteUrl: 'http://localhost:4321',
    running: runningId === null ? null : queued(runningId),
    pending: pendingId === null ? null : queued(pendingId),
    live: liveRelease,
    builds,
    find: (id) => builds.find((b) => b.id === id),
  });
}

const building = running('build', 94);
const interrupted = record({
  id: '20260302-130300-7a8b',
  outcome: 'interrupted',
  step: 'build',
  queuedAt: '2026-03-02T13:03:00.000Z',
  startedAt: '2026-03-02T13:03:00.000Z',
  finishedAt: '2026-03-02T13:03:20.000Z',
  cause: 'the service stopped before this build finished; the live release was kept',
  rebuiltAs: '20260302-130500-5e6f',
});
const rebuild = {
  ...running('pull', 0),
  trigger: 'restart' as const,
  reason: `rebuild of ${interrupted.id}, interrupted by a restart (marker 42)`,
  rebuildOf: interrupted.id,
};

/** Each state, with the headline it must start with in each language. */
const STATES: Record<string, { status: ServiceStatus; headline: Record<Locale, RegExp> }> = {
  idle: {
    status: status([published, refused], null, null),
    headline: { en: /^Published at 14:00: 4 pages changed\.$/, de: /^Veröffentlicht um 14:00/ },
  },
  building: {
    status: status([building, published], building.id, null),
    headline: { en: /^Published at 14:00/, de: /^Veröffentlicht um 14:00/ },
  },
  waiting: {
    status: status([building, refused, published], building.id, 'next'),
    headline: { en: /^Your last publish failed at 14:02/, de: /^Ihre letzte Veröffentlichung/ },
  },
  failed: {
    status: status([refused, published], null, null),
    headline: {
      en: /^Your last publish failed at 14:02: the back end could not be reached \(while reading the table Events\)\. The live site stays as it was\.$/,
      de: /^Ihre letzte Veröffentlichung ist um 14:02 fehlgeschlagen: das Back-End war nicht erreichbar.* Die Live-Website bleibt, wie sie war\.$/,
    },
  },
  firstFailed: {
    status: status([refused], null, null, null),
    headline: {
      en: /^Your last publish failed at 14:02: .* No version of the site is live yet\.$/,
      de: /^Ihre letzte Veröffentlichung ist um 14:02 fehlgeschlagen: .* Noch ist keine Version der Website live\.$/,
    },
  },
  previews: {
    status: {
      ...status([published], null, null),
      previews: [
        {
          id: '20260302-131000-9c0d',
          url: `http://127.0.0.1:8789/?preview=${'f'.repeat(32)}`,
          builtAt: '2026-03-02T13:10:00.000Z',
          changedPages: live?.changedPages ?? [],
          changedPagesTotal: 212,
          promotable: true,
        },
        {
          id: '20260302-125000-1e2f',
          url: `http://127.0.0.1:8789/?preview=${'e'.repeat(32)}`,
          builtAt: '2026-03-02T12:50:00.000Z',
          changedPages: ['/contact', '/de/contact'],
          changedPagesTotal: 2,
          promotable: false,
        },
      ],
    },
    headline: { en: /^Published at 14:00: 4 pages changed\.$/, de: /^Veröffentlicht um 14:00/ },
  },
  interrupted: {
    status: status([rebuild, interrupted, published], rebuild.id, null),
    headline: {
      en: /^Your last publish was interrupted at 14:03: .* It is being built again now\.$/,
      de: /^Ihre letzte Veröffentlichung wurde um 14:03 abgebrochen: .* Sie wird gerade neu erstellt\.$/,
    },
  },
};

let browser: Browser;
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = createServer((req, res) => {
    const [, state = '', locale = ''] = (req.url ?? '').split('/');
    const entry = STATES[state];
    if (entry === undefined || (locale !== 'en' && locale !== 'de')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': STATUS_PAGE_CSP,
    });
    // The refresh would reload the page under the test; the service sends it, the test does not.
    // The administrator's view, the fullest page: its raw causes too must stay folded away.
    res.end(
      renderStatusPage(entry.status, locale, 'Europe/Berlin', NOW, 'full').replace(
        /<meta http-equiv="refresh"[^>]*>/,
        '',
      ),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

const EDITOR_UNFRIENDLY = /token|webhook|content hash|IMAGE_ORIGINS|JSON|Unexpected|https?:|ECONN/i;

describe('the status page in a browser', () => {
  for (const state of Object.keys(STATES)) {
    for (const locale of ['en', 'de'] as const) {
      it(`${state}, ${locale}: the last outcome first, folded details, fits a phone`, async () => {
        const expected = STATES[state]?.headline[locale] ?? /^$/;
        for (const width of [390, 1440]) {
          const context = await browser.newContext({ viewport: { width, height: 844 } });
          try {
            const page = await context.newPage();
            const cspErrors: string[] = [];
            page.on('console', (m) => m.type() === 'error' && cspErrors.push(m.text()));
            await page.goto(`${base}/${state}/${locale}`);
            // The first heading, and the first thing after the page's name, is the outcome.
            const first = page.locator('main > :is(h1, h2, h3, p, section)').nth(1);
            expect(await first.evaluate((el) => el.tagName)).toBe('H1');
            expect((await page.locator('h1').innerText()).trim()).toMatch(expected);
            // Styled: the inline style passed the page's CSP.
            expect(cspErrors).toEqual([]);
            expect(
              await page.locator('h1').evaluate((el) => getComputedStyle(el).borderLeftWidth),
            ).toBe('6px');
            // Technical detail folded; nothing an editor does not use visible.
            const details = page.locator('details');
            expect(await details.count()).toBeGreaterThan(0);
            for (const open of await details.evaluateAll((els) =>
              els.map((el) => (el as HTMLDetailsElement).open),
            )) {
              expect(open).toBe(false);
            }
            const visible = await page.locator('main').innerText();
            expect(visible).not.toMatch(EDITOR_UNFRIENDLY);
            // Nothing wider than the screen.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow).toBe(0);
            await page.screenshot({
              path: join(SHOTS, `${state}-${locale}-${width}.png`),
              fullPage: true,
            });
          } finally {
            await context.close();
          }
        }
      });
    }
  }

  it('opens the folded detail on request: the raw cause is there for whoever fixes it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/failed/en`);
      const todo = page.locator('section.todo');
      expect(await todo.locator('details').isVisible()).toBe(true);
      const raw = todo.locator('details dd').filter({ hasText: 'ECONNREFUSED' });
      expect(await raw.isVisible()).toBe(false);
      await todo.locator('summary').click();
      // Opening is synchronous: the next frame shows it.
      await raw.waitFor({ state: 'visible', timeout: 15_000 });
      await page.screenshot({
        path: join(SHOTS, 'failed-en-390-details-open.png'),
        fullPage: true,
      });
    } finally {
      await context.close();
    }
  });
});
