/**
 * A large site, built once through the real pipeline (demo back end over HTTP → pull → astro
 * build) from 2,000 news + 2,000 events of generated content, served by the site server and
 * checked in Chromium (tools/lib/largeSiteChecks.ts, the checks `npm run bench` runs at
 * 10,000 + 10,000): the not-found pages name every shard written, 50 titles with umlauts in both
 * languages reach their pages through the not-found fallback, list search and year tabs count
 * what the content holds, each feed holds its latest 50. Demo content fits one shard and one
 * list page, so none of this is seen there.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContent } from '../../demo/generateContent.ts';
import { checkLargeSite, type SiteCheck } from '../../tools/lib/largeSiteChecks.ts';
import { buildSiteModel } from '../../src/content/buildSiteModel.ts';
import { buildFromBackend } from '../support/runCommand.ts';
import { tempFolder } from '../support/tempFolder.ts';
import { startServe, type RunningProcess } from '../support/webhookHarness.ts';

const SIZE = 2_000;
const SEED = Number(process.env['LARGE_SITE_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const dir = tempFolder('large-site-');
const dist = join(dir, 'dist');
let site: RunningProcess | undefined;
let checks: SiteCheck[] = [];

beforeAll(async () => {
  const content = generateContent({ news: SIZE, events: SIZE, pages: 0 });
  await buildFromBackend(dist, { SNAPSHOT_OUT: join(dir, 'content.json') }, content);
  site = await startServe(dist, ':memory:');
  const model = buildSiteModel(content, { siteOrigins: ['https://www.example.org'] });
  expect(model.en.news).toHaveLength(SIZE);
  console.log(`Large site: ${SIZE} news + ${SIZE} events, title sample seed ${SEED}`);
  checks = await checkLargeSite({ url: site.url, distDir: dist, model, seed: SEED });
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
}, 900_000);

afterAll(async () => {
  await site?.stop();
});

/** The check whose name matches, asserted to pass with its detail as the message. */
function expectPassed(name: RegExp): void {
  const found = checks.filter((c) => name.test(c.name));
  expect(
    found.map((c) => c.name),
    `checks named ${String(name)}`,
  ).toHaveLength(1);
  expect(found[0]?.ok, `${found[0]?.name}: ${found[0]?.detail}`).toBe(true);
}

describe(`a site of ${SIZE} news + ${SIZE} events`, () => {
  it('names every not-found shard it wrote, on both not-found pages', () => {
    expectPassed(/^not-found pages name every shard written$/);
  });

  it('takes 50 titles with umlauts, typed as titles in both languages, to their pages', () => {
    expectPassed(/^50 titles with umlauts/);
  });

  it('searches the whole English news list and counts a year tab', () => {
    expectPassed(/^\/NewsHome: search/);
  });

  it('searches the whole German events list and counts a year tab', () => {
    expectPassed(/^\/veranstaltungen: search/);
  });

  it('has feeds of the latest 50 news in both languages', () => {
    expectPassed(/^\/rss\.xml holds the latest 50 items$/);
    expectPassed(/^\/de\/rss\.xml holds the latest 50 items$/);
  });
});
