/**
 * POST /rollback after a restart, as real processes: a switch cut short leaves a temporary
 * `.current-<id>.tmp` link to a kept release; the next start removes the link, not the release's
 * files, and the rollback to that release serves its pages. A kept release that lost a file is
 * refused with a sentence naming it, and the live release stays.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend } from '../../support/contentBackend.ts';
import { actionBody } from '../../support/signWebhook.ts';
import {
  bearer,
  call,
  publish as publishMarker,
  startServe,
  startWebhook,
  status,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-rollback-'));
const releasesDir = join(dir, 'releases');
let backend: Awaited<ReturnType<typeof startContentBackend>>;
let service: RunningProcess;
let site: RunningProcess;
let env: Record<string, string>;
/** The releases published, oldest first. */
const published: string[] = [];

/** The release marker on a page the site serves now (-1 when it shows none). */
async function markerServed(path = '/about-us'): Promise<number> {
  const res = await fetch(`${site.url}${path}`);
  const html = await res.text();
  return res.status === 200 ? Number(/Release marker (\d+)/.exec(html)?.[1] ?? -1) : -1;
}

beforeAll(async () => {
  backend = await startContentBackend();
  env = {
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: releasesDir,
    WEBHOOK_STATE_DIR: join(dir, 'state'),
  };
  service = await startWebhook(env);
  for (const marker of [1, 2, 3]) {
    const build = await publishMarker(service.url, backend, marker);
    expect(build.outcome, JSON.stringify(build)).toBe('live');
    published.push(String(build.release));
  }
  site = await startServe(join(releasesDir, 'current'), join(dir, 'serve.sqlite'));
  expect(await markerServed()).toBe(3);
});

afterAll(async () => {
  await site?.stop();
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('rolling back after a restart', () => {
  it('a stray temporary link to the kept release goes at start, and the rollback serves that release', async () => {
    const [, kept = '', live = ''] = published;
    await service.stop();
    // What a switch to the kept release leaves when the service dies between its two steps.
    const stray = join(releasesDir, `.current-${kept}.tmp`);
    symlinkSync(kept, stray);
    service = await startWebhook(env);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(join(releasesDir, kept, 'index.html'))).toBe(true);

    const answer = await call(service.url, '/rollback', {
      headers: bearer(),
      body: actionBody('rollback'),
    });
    expect(answer, JSON.stringify(answer.body)).toMatchObject({
      status: 200,
      body: { live: kept, previous: live },
    });
    expect((await status(service.url)).live?.id).toBe(kept);
    for (const path of ['/about-us', '/de/about-us', '/']) {
      expect(await markerServed(path), path).toBe(2);
    }
  });

  it('a kept release that lost a file is refused, naming it, and the live release stays', async () => {
    const [oldest = '', live = ''] = published;
    rmSync(join(releasesDir, oldest, 'de', '404.html'));
    const answer = await call(service.url, '/rollback', {
      headers: bearer(),
      body: actionBody('rollback'),
    });
    expect(answer.status).toBe(409);
    expect(answer.body['error']).toBe(
      `Cannot roll back to release ${oldest}: it is incomplete, without de/404.html. ${live} stays live.`,
    );
    const after = await status(service.url);
    expect(after.live?.id).toBe(live);
    expect(after.builds[0]).toMatchObject({ trigger: 'rollback', outcome: 'live', release: live });
    expect(await markerServed()).toBe(2);
  });
});
