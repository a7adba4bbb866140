/**
 * The rebuild service's releases, as real processes over HTTP on 127.0.0.1: the service, the demo
 * back end whose content the test changes, and `npm run serve -- <releases>/current` serving the
 * live release while a reader fetches pages in a loop. A burst of 20 calls makes at most 2 builds
 * and the last content goes live; a back end answering 500 mid-pull, a build process that crashes,
 * and a service killed mid-build all leave the live release as it was; the killed service,
 * restarted, rebuilds the interrupted build from the content as it is then; rollback makes the
 * previous release live.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceStatus } from '../../../src/publish/serviceStatus.ts';
import { startContentBackend } from '../../support/contentBackend.ts';
import { actionBody } from '../../support/signWebhook.ts';
import {
  bearer,
  call,
  isAlive,
  publish as publishMarker,
  releaseFolders,
  signedHeaders,
  startReader,
  startServe,
  startWebhook,
  status,
  waitForBuild,
  waitForStatus,
  waitForWorker,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-releases-'));
const releasesDir = join(dir, 'releases');
const deployLog = join(dir, 'deployed.txt');
const refuseFlag = join(dir, 'refuse-deploy');
let backend: Awaited<ReturnType<typeof startContentBackend>>;
let service: RunningProcess;
let site: RunningProcess;
let reader: ReturnType<typeof startReader>;
let env: Record<string, string>;

async function markerServed(): Promise<number> {
  const html = await (await fetch(`${site.url}/about-us`)).text();
  return Number(/Release marker (\d+)/.exec(html)?.[1] ?? -1);
}

const publish = (marker: number) => publishMarker(service.url, backend, marker);

beforeAll(async () => {
  backend = await startContentBackend();
  env = {
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: releasesDir,
    WEBHOOK_STATE_DIR: join(dir, 'state'),
    // A stand-in CDN upload: records what it was given; refuses while the flag file exists.
    DEPLOY_COMMAND: `if [ -e "${refuseFlag}" ]; then echo "origin refused the upload" >&2; exit 3; fi; test -f "$RELEASE_PATH/index.html" && echo "$RELEASE_ID" >> "${deployLog}"`,
  };
  service = await startWebhook(env);
  const started = performance.now();
  const first = await publish(0);
  console.log(`demo site: call to live in ${Math.round(performance.now() - started)} ms`);
  expect(first.outcome, JSON.stringify(first)).toBe('live');
  site = await startServe(join(releasesDir, 'current'), join(dir, 'serve.sqlite'));
  expect(await markerServed()).toBe(0);
  reader = startReader(site.url, ['/about-us', '/de/about-us', '/', '/NewsHome']);
});

afterAll(async () => {
  await reader?.stop();
  await site?.stop();
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('builds and switches', () => {
  it('a burst of 20 signed calls makes at most 2 builds, and the last call’s content goes live', async () => {
    const before = (await status(service.url)).builds.length;
    const ids = new Set<string>();
    for (let n = 1; n <= 20; n++) {
      backend.setMarker(n);
      const body = JSON.stringify({ reason: `edit ${n}` });
      const answer = await call(service.url, '/rebuild', { headers: signedHeaders(body), body });
      expect(answer.status).toBe(202);
      ids.add(String(answer.body['buildId']));
    }
    expect(ids.size).toBeLessThanOrEqual(2);
    const last = [...ids].at(-1) ?? '';
    const { build, status: after } = await waitForBuild(service.url, last);
    expect(build.outcome, JSON.stringify(build)).toBe('live');
    expect(after.builds.length - before).toBeLessThanOrEqual(2);
    // All 20 calls are answered by these builds.
    const calls = after.builds.filter((b) => ids.has(b.id)).reduce((n, b) => n + b.calls, 0);
    expect(calls).toBe(20);
    expect(after.live?.id).toBe(build.release);
    expect(await markerServed()).toBe(20);
  });

  it('each further change goes live', async () => {
    for (const marker of [21, 22]) {
      const build = await publish(marker);
      expect(build.outcome, JSON.stringify(build)).toBe('live');
      expect(await markerServed()).toBe(marker);
    }
  });

  it('POST /rollback makes the previous release live, at once', async () => {
    const before = await status(service.url);
    const body = actionBody('rollback');
    const answer = await call(service.url, '/rollback', { headers: signedHeaders(body), body });
    expect(answer.status).toBe(200);
    expect(answer.body['previous']).toBe(before.live?.id);
    const after = await status(service.url);
    expect(after.live?.id).toBe(answer.body['live']);
    expect(after.live?.id).not.toBe(before.live?.id);
    expect(await markerServed()).toBe(21);
    expect(after.builds[0]).toMatchObject({ trigger: 'rollback', outcome: 'live' });
  });
});

describe('failures leave the live release as it was', () => {
  it('a back end answering 500 mid-pull: the failure, its table and URL are on the status', async () => {
    const live = (await status(service.url)).live?.id;
    backend.setMarker(40);
    backend.breakTable('Events');
    try {
      const answer = await call(service.url, '/rebuild', { headers: bearer(), body: '' });
      const { build, status: after } = await waitForBuild(
        service.url,
        String(answer.body['buildId']),
      );
      expect(build).toMatchObject({ outcome: 'failed', step: 'pull', table: 'Events' });
      expect(build.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/HHHHPUBLICAPI\/getDataAll\.php$/);
      expect(build.cause).toMatch(/Table Events: HTTP 500/);
      expect(after.live?.id).toBe(live);
      expect(await markerServed()).toBe(21);
      const page = await (await fetch(`${service.url}/`)).text();
      expect(page).toContain('Your last publish failed');
      expect(page).toContain('the table Events could not be read');
      expect(page).toContain('Table Events: HTTP 500');
    } finally {
      backend.breakTable(null);
    }
  });

  it('a build process that crashes: nothing switches, its folder is gone', async () => {
    const live = (await status(service.url)).live?.id;
    backend.setMarker(41);
    const answer = await call(service.url, '/rebuild', { headers: bearer(), body: '' });
    const id = String(answer.body['buildId']);
    await waitForStatus(service.url, (s) => s.building?.step === 'build', 30_000, 20);
    // While it builds, the page says so and refreshes itself.
    const page = await (await fetch(`${service.url}/`)).text();
    expect(page).toContain('http-equiv="refresh"');
    expect(page).toContain('Building pages');
    expect(page).toMatch(/Preparing the pages|\d+ of \d+ pages done/);
    const worker = await waitForWorker(service.child.pid ?? 0);
    process.kill(worker, 'SIGKILL');
    const { build, status: after } = await waitForBuild(service.url, id);
    expect(build).toMatchObject({ outcome: 'failed', step: 'build' });
    expect(build.cause).toMatch(/killed \(SIGKILL\)/);
    expect(after.live?.id).toBe(live);
    expect(after.state).toBe('idle');
    expect(existsSync(join(releasesDir, id))).toBe(false);
    expect(existsSync(join(releasesDir, `${id}.next`))).toBe(false);
    expect(await markerServed()).toBe(21);
  });

  it('the service killed mid-build keeps the live release, and restarted rebuilds the content as it is then, without a new call', async () => {
    const live = (await status(service.url)).live?.id;
    backend.setMarker(42);
    const answer = await call(service.url, '/rebuild', {
      headers: bearer(),
      body: JSON.stringify({ reason: 'marker 42' }),
    });
    const id = String(answer.body['buildId']);
    await waitForStatus(service.url, (s) => s.building?.step === 'build', 30_000, 20);
    const worker = await waitForWorker(service.child.pid ?? 0);
    await service.stop('SIGKILL');
    // While the service is down, the site stays as it was and the editor changes content again.
    expect(await markerServed()).toBe(21);
    backend.setMarker(43);
    service = await startWebhook(env);
    expect(isAlive(worker)).toBe(false);
    expect(releaseFolders(releasesDir)).not.toContain(id);
    expect(releaseFolders(releasesDir)).not.toContain(`${id}.next`);
    const restarted = await status(service.url);
    expect(restarted.live?.id).toBe(live);
    const interrupted = restarted.builds.find((b) => b.id === id);
    expect(interrupted).toMatchObject({ outcome: 'interrupted', step: 'build' });
    const rebuiltAs = interrupted?.rebuiltAs ?? '';
    expect(rebuiltAs).toMatch(/^\d{8}-\d{6}-[0-9a-f]{4}$/);
    // The rebuild pulls the content as it is after the restart, and goes live by itself.
    const { build: rebuild, status: after } = await waitForBuild(service.url, rebuiltAs);
    expect(rebuild, JSON.stringify(rebuild)).toMatchObject({
      trigger: 'restart',
      rebuildOf: id,
      outcome: 'live',
      release: rebuiltAs,
    });
    expect(rebuild.reason).toBe(`rebuild of ${id}, interrupted by a restart (marker 42)`);
    expect(after.live?.id).toBe(rebuiltAs);
    expect(await markerServed()).toBe(43);
    // The new build process rendered every page: the pages changed are counted once it is live.
    const counted = await waitForStatus(
      service.url,
      (s) => typeof s.builds.find((b) => b.id === rebuiltAs)?.changedPagesTotal === 'number',
    );
    // The marker is in the footer, on every page of both languages.
    const changed = counted.builds.find((b) => b.id === rebuiltAs);
    expect(changed?.changedPagesTotal).toBeGreaterThan(100);
    expect(changed?.changedPagesTotal).toBe(after.live?.pages?.total);
    expect(changed?.changedPages).toHaveLength(Math.min(200, changed?.changedPagesTotal ?? 0));
    expect(changed?.changedPages).toEqual(expect.arrayContaining(['/', '/de/', '/404.html']));
  });

  it('after the restart each change goes live as before, its build reporting progress, and the last 5 releases are kept', async () => {
    backend.setMarker(44);
    const answer = await call(service.url, '/rebuild', { headers: bearer(), body: '' });
    const id = String(answer.body['buildId']);
    // Progress comes from the build (paths rendered, of how many), not from walking its folder;
    // the last report stays up while the build finishes its pages after rendering.
    const finished = (s: ServiceStatus) =>
      s.builds.some((b) => b.id === id && b.outcome !== 'pending' && b.outcome !== 'running');
    const rendering = await waitForStatus(
      service.url,
      (s) => (s.building?.pagesTotal ?? 0) > 0 || finished(s),
      90_000,
      20,
    );
    expect(rendering.building, 'the build reported its progress while it ran').toMatchObject({
      id,
      step: 'build',
      pagesTotal: expect.any(Number),
    });
    const pagesDone = rendering.building?.pagesDone ?? -1;
    const pagesTotal = rendering.building?.pagesTotal ?? 0;
    expect(pagesTotal).toBeGreaterThan(100);
    expect(pagesDone).toBeGreaterThanOrEqual(0);
    expect(pagesDone).toBeLessThanOrEqual(pagesTotal);
    const { build: next } = await waitForBuild(service.url, id);
    expect(next.outcome, JSON.stringify(next)).toBe('live');
    expect(await markerServed()).toBe(44);
    // Seven releases went live (0, the two of the burst, 21, 22, 43, 44): the last 5 are kept.
    const folders = releaseFolders(releasesDir);
    expect(folders).toHaveLength(5);
    expect(folders).toContain(next.id);
    expect(folders.every((f) => /^\d{8}-\d{6}-[0-9a-f]{4}$/.test(f))).toBe(true);
  });
});

describe('DEPLOY_COMMAND', () => {
  it('got every release that went live, rollback included, by RELEASE_PATH and RELEASE_ID', async () => {
    const deployed = readFileSync(deployLog, 'utf8').trim().split('\n');
    const live = (await status(service.url)).builds
      .filter((b) => b.outcome === 'live')
      .map((b) => b.release)
      .reverse();
    expect(deployed.slice(-live.length)).toEqual(live);
  });

  it('a failed deploy switches back: the live release stays, the failure names the step', async () => {
    const live = (await status(service.url)).live?.id;
    writeFileSync(refuseFlag, '');
    try {
      const build = await publish(45);
      expect(build).toMatchObject({ outcome: 'failed', step: 'deploy' });
      expect(build.cause).toMatch(
        /DEPLOY_COMMAND failed \(exit code 3\): origin refused the upload/,
      );
      expect((await status(service.url)).live?.id).toBe(live);
      expect(releaseFolders(releasesDir)).not.toContain(build.id);
      expect(await markerServed()).toBe(44);
    } finally {
      rmSync(refuseFlag, { force: true });
    }
  });
});

describe('serving the live release', () => {
  it('a reader fetching pages through 5+ switches saw no error and no partial page', async () => {
    const report = await reader.stop();
    expect(report.errors).toEqual([]);
    // 0 → (first burst build) → 20 → 21 → 22 → rollback 21 → 43 (rebuilt after the restart) →
    // 44 (→ 45 while its deploy ran, then switched back, too briefly to be sure a reader sees it):
    // every lasting switch was seen.
    const lasting = report.markers.filter((m) => m !== 45).filter((m, i, all) => m !== all[i - 1]);
    expect(lasting.slice(-6)).toEqual([20, 21, 22, 21, 43, 44]);
    expect(report.markers.length).toBeGreaterThanOrEqual(7);
    expect(report.requests).toBeGreaterThan(100);
  });
});
