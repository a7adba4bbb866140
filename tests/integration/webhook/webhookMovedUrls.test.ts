/**
 * URLs survive title edits, as an editor publishes: a news item's title is edited on the back end
 * and the rebuild service called; the live release, served by `npm run serve`, answers the item's
 * old address in each language with a permanent redirect to the new one, still does after a later
 * publish of another change, and after a second title edit leads both old addresses to the newest
 * in one step.
 */
import { mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend } from '../../support/contentBackend.ts';
import {
  publish,
  startServe,
  startWebhook,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-moved-'));
const releasesDir = join(dir, 'releases');
let backend: Awaited<ReturnType<typeof startContentBackend>>;
let service: RunningProcess;
let site: RunningProcess;

/** The seed's news item 601, "Havelberg intranet goes live". */
const NEWS_ID = 601;
const FIRST = 'havelberg-intranet-goes-live';

/** Publishes with the item titled `title` (and a marker, so every publish changes content). */
async function publishTitled(title: string | null, marker: number): Promise<void> {
  if (title !== null) backend.renameNews(NEWS_ID, title);
  const build = await publish(service.url, backend, marker);
  expect(build.outcome, JSON.stringify(build)).toBe('live');
}

/** Where the live site sends a path: [status, Location]. */
async function answer(path: string): Promise<[number, string | null]> {
  const res = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  await res.body?.cancel();
  return [res.status, res.headers.get('location')];
}

beforeAll(async () => {
  backend = await startContentBackend();
  service = await startWebhook({
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: releasesDir,
    WEBHOOK_STATE_DIR: join(dir, 'state'),
  });
  await publishTitled(null, 0);
  site = await startServe(join(releasesDir, 'current'), join(dir, 'serve.sqlite'));
  expect(await answer(`/NewsHome/${FIRST}`)).toEqual([200, null]);
});

afterAll(async () => {
  await site?.stop();
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a news item whose title is edited', () => {
  it('keeps its old address in both languages: a permanent redirect to the new one', async () => {
    await publishTitled('Havelberg intranet is live', 1);
    expect(await answer(`/NewsHome/${FIRST}`)).toEqual([
      301,
      '/NewsHome/havelberg-intranet-is-live',
    ]);
    expect(await answer(`/neuigkeiten/${FIRST}`)).toEqual([
      301,
      '/neuigkeiten/havelberg-intranet-is-live',
    ]);
    expect(await answer('/NewsHome/havelberg-intranet-is-live')).toEqual([200, null]);
    // The visitor's query goes along.
    expect(await answer(`/NewsHome/${FIRST}?from=newsletter`)).toEqual([
      301,
      '/NewsHome/havelberg-intranet-is-live?from=newsletter',
    ]);
  });

  it('still redirects after a later publish of another change', async () => {
    await publishTitled(null, 2);
    expect(await answer(`/NewsHome/${FIRST}`)).toEqual([
      301,
      '/NewsHome/havelberg-intranet-is-live',
    ]);
  });

  it('after a second edit, both old addresses lead to the newest in one step', async () => {
    await publishTitled('Havelberg intranet: one year on', 3);
    const newest = '/NewsHome/havelberg-intranet-one-year-on';
    expect(await answer(newest)).toEqual([200, null]);
    expect(await answer(`/NewsHome/${FIRST}`)).toEqual([301, newest]);
    expect(await answer('/NewsHome/havelberg-intranet-is-live')).toEqual([301, newest]);
    expect(await answer(`/neuigkeiten/${FIRST}`)).toEqual([
      301,
      '/neuigkeiten/havelberg-intranet-one-year-on',
    ]);
  });

  it('does not serve the release’s records of paths and keys', async () => {
    expect((await answer('/_paths.json'))[0]).toBe(404);
    expect((await answer('/_keys.json'))[0]).toBe(404);
  });

  it('a title edit alone renders what shows the item and carries the rest', async () => {
    const before = (await answer('/about-us'))[0];
    expect(before).toBe(200);
    const previous = realpathSync(join(releasesDir, 'current'));
    // The same marker as the last publish: only the title changes.
    backend.renameNews(NEWS_ID, 'Havelberg intranet: the second year');
    const build = await publish(service.url, backend, 3);
    expect(build.outcome, JSON.stringify(build)).toBe('live');
    expect(build.carried).toBeGreaterThan(build.rendered ?? Infinity);
    expect(build.rendered).toBeGreaterThan(0);
    expect(await answer('/NewsHome/havelberg-intranet-the-second-year')).toEqual([200, null]);
    // A carried page is the live release's file itself (a hard link), not a copy.
    const page = (release: string) => statSync(join(release, 'about-us', 'index.html'));
    expect(page(join(releasesDir, String(build.release))).ino).toBe(page(previous).ino);
  });
});
