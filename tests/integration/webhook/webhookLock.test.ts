/**
 * One rebuild service per releases folder and per state folder, as real processes: a second
 * `node scripts/webhook.ts` on the folders of a running one refuses to start, naming it, and the
 * first goes on answering; a clean stop gives the folders back; a service killed outright leaves
 * its lock behind, and the next start takes it over.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, parseHolder } from '../../../src/publish/lockFolder.ts';
import { runCommand } from '../../support/runCommand.ts';
import { SECRET, startWebhook, status, type RunningProcess } from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-lock-'));
const releasesDir = join(dir, 'releases');
const stateDir = join(dir, 'state');
// No build runs here: a back end nobody answers on.
const env = {
  WEBHOOK_SECRET: SECRET,
  BACKEND_URL: 'http://127.0.0.1:9',
  SITE_URL: 'https://www.example.org',
  RELEASES_DIR: releasesDir,
  WEBHOOK_STATE_DIR: stateDir,
};
let service: RunningProcess;

beforeAll(async () => {
  service = await startWebhook(env);
});

afterAll(async () => {
  await service?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `node scripts/webhook.ts` with `change` over the folders above, run until it exits. */
const second = (change: Record<string, string> = {}) =>
  runCommand('scripts/webhook.ts', { ...env, WEBHOOK_PORT: '0', ...change }, 60_000);

describe('a second service on the same folders', () => {
  it('refuses to start, naming the running one and the folder, and the first keeps answering', async () => {
    const pid = service.child.pid;
    const startedAt = parseHolder(readFileSync(join(releasesDir, LOCK_FILE), 'utf8'))?.startedAt;
    const result = await second();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Error: Another rebuild service uses ${releasesDir}: pid ${pid} on host ${hostname()}, started ${startedAt} (lock file ${join(releasesDir, LOCK_FILE)}).`,
    );
    expect(result.stdout).not.toMatch(/Rebuild service on/);
    expect((await fetch(`${service.url}/status`)).status).toBe(200);
    expect((await status(service.url)).state).toBe('idle');
    // Its lock is untouched: the refused one took nothing, and gave back nothing of the first's.
    expect(parseHolder(readFileSync(join(releasesDir, LOCK_FILE), 'utf8'))?.pid).toBe(pid);
    expect(parseHolder(readFileSync(join(stateDir, LOCK_FILE), 'utf8'))?.pid).toBe(pid);
  });

  it('refuses the state folder too, with releases of its own', async () => {
    const result = await second({ RELEASES_DIR: join(dir, 'other-releases') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Another rebuild service uses ${stateDir}: pid ${service.child.pid}`,
    );
    // Its own releases folder is not left locked.
    expect(existsSync(join(dir, 'other-releases', LOCK_FILE))).toBe(false);
    expect((await status(service.url)).state).toBe('idle');
  });
});

describe('the lock when a service ends', () => {
  it('is given back by a clean stop', async () => {
    await service.stop();
    expect(service.child.exitCode).toBe(0);
    expect(existsSync(join(releasesDir, LOCK_FILE))).toBe(false);
    expect(existsSync(join(stateDir, LOCK_FILE))).toBe(false);
    service = await startWebhook(env);
  });

  it('left by a killed service (its pid dead), is taken over by the next start, with a log line', async () => {
    const dead = service.child.pid;
    await service.stop('SIGKILL');
    const folders = [releasesDir, stateDir];
    const left = folders.map((folder) =>
      parseHolder(readFileSync(join(folder, LOCK_FILE), 'utf8')),
    );
    expect(left.map((holder) => holder?.pid)).toEqual([dead, dead]);
    service = await startWebhook(env);
    for (const [i, folder] of folders.entries()) {
      expect(service.output.text).toContain(
        `Taking over the lock of ${folder}: it names pid ${dead} on ${hostname()}, started ${left[i]?.startedAt}, which no longer runs`,
      );
      const holder = parseHolder(readFileSync(join(folder, LOCK_FILE), 'utf8'));
      expect(holder?.pid).toBe(service.child.pid);
    }
    expect((await status(service.url)).state).toBe('idle');
  });
});
