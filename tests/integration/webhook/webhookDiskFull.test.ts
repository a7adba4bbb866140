/**
 * A small disk, on a real filesystem of 30 MB: a tmpfs the test mounts, which holds RELEASES_DIR.
 * Mounting needs root; without it the test is skipped and says why (the one skip the suite allows).
 * The disk is not the project's, so each release is also copied across disks from its staging
 * folder. A release of the demo site takes a few MB; a ballast file beside RELEASES_DIR takes the
 * space a test wants gone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolders } from '../../../src/release/buildFolders.ts';
import { diskUsage } from '../../../src/node/diskUsage.ts';
import { freeSpace } from '../../../src/release/releaseStore.ts';
import { startContentBackend } from '../../support/contentBackend.ts';
import {
  publish as publishMarker,
  releaseFolders,
  startWebhook,
  status,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const isRoot = process.getuid?.() === 0;
if (!isRoot) {
  console.log(
    'webhookDiskFull.test.ts skipped: mounting the 30 MB tmpfs it tests on needs root (run the suite as root to include it)',
  );
}

const BUILD_MS = 300_000;

describe.skipIf(!isRoot)('a releases folder on a 30 MB disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-disk-'));
  const disk = join(dir, 'disk');
  const releasesDir = join(disk, 'releases');
  const ballast = join(disk, 'ballast');
  let mounted = false;
  let backend: Awaited<ReturnType<typeof startContentBackend>>;
  let service: RunningProcess;
  /** Disk space of one release, measured on the first. */
  let releaseBytes = 0;
  const live: string[] = [];

  const publish = (marker: number) => publishMarker(service.url, backend, marker);

  /** The About Us page of the live release, as on disk. */
  const livePage = () => readFileSync(join(releasesDir, 'current', 'about-us', 'index.html'));

  /** Fills the disk with a ballast file until `leave` bytes are free. */
  async function fillUntil(leave: number): Promise<void> {
    const free = await freeSpace(disk);
    expect(free).toBeGreaterThan(leave);
    writeFileSync(ballast, Buffer.alloc(free - leave, 1));
  }

  beforeAll(async () => {
    mkdirSync(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=30m', 'tmpfs', disk]);
    mounted = true;
    backend = await startContentBackend();
    service = await startWebhook({
      BACKEND_URL: backend.url,
      SITE_URL: 'https://www.example.org',
      RELEASES_DIR: releasesDir,
      WEBHOOK_STATE_DIR: join(dir, 'state'),
    });
  });

  afterAll(async () => {
    await service?.stop();
    await backend?.close();
    if (mounted) execFileSync('umount', [disk]);
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'the first release goes live on the small disk, copied there from its staging folder',
    async () => {
      const first = await publish(1);
      expect(first.outcome, JSON.stringify(first)).toBe('live');
      live.push(first.id);
      releaseBytes = await diskUsage(join(releasesDir, first.id));
      // The rule's figures below rely on a release taking a fair share of the 30 MB.
      expect(releaseBytes).toBeGreaterThan(3_000_000);
      expect(releaseBytes).toBeLessThan(9_000_000);
      expect(livePage().toString()).toContain('Release marker 1');
    },
    BUILD_MS,
  );

  it(
    'a build that runs out of space fails naming the folder and what to do, and leaves nothing half-written',
    async () => {
      const before = livePage();
      // Half a release free, and nothing to delete: only the live release is there.
      await fillUntil(releaseBytes / 2);
      try {
        const build = await publish(2);
        expect(build, JSON.stringify(build)).toMatchObject({
          outcome: 'failed',
          step: 'build',
          causeCode: 'disk-full',
          folder: releasesDir,
        });
        expect(build.cause).toContain(`no space left on the disk of ${releasesDir}`);
        expect(build.cause).toMatch(/nothing was published and the live site is unchanged/);
        expect(build.cause).toMatch(/Free space on that disk .* then publish again/);
        const after = await status(service.url);
        expect(after.live?.id).toBe(live[0]);
        expect(after.state).toBe('idle');
        // The live release is untouched; the half-copied folder and the staging folder are gone.
        expect(livePage().equals(before)).toBe(true);
        expect(releaseFolders(releasesDir)).toEqual([live[0]]);
        const half = buildFolders(process.cwd(), join(releasesDir, build.id));
        expect(half.staged).toBe(true);
        expect(existsSync(half.astroDir)).toBe(false);
      } finally {
        rmSync(ballast, { force: true });
      }
    },
    BUILD_MS,
  );

  it(
    'once there is room again, publishing works again',
    async () => {
      for (const marker of [3, 4]) {
        const build = await publish(marker);
        expect(build.outcome, JSON.stringify(build)).toBe('live');
        live.push(build.id);
        expect(livePage().toString()).toContain(`Release marker ${marker}`);
      }
      expect(releaseFolders(releasesDir)).toEqual([...live].sort());
    },
    2 * BUILD_MS,
  );

  it(
    'when space is short, the oldest release is deleted before the build, never the live one or its rollback target',
    async () => {
      const [oldest, target, current] = live;
      // Half a release free: without deleting one, the next could not be written.
      await fillUntil(releaseBytes / 2);
      try {
        const build = await publish(5);
        expect(build.outcome, JSON.stringify(build)).toBe('live');
        expect(service.output.text).toContain(`Removed old releases ${oldest} to make room`);
        expect(releaseFolders(releasesDir)).toEqual([target, current, build.id].sort());
        expect((await status(service.url)).live?.id).toBe(build.id);
        expect(livePage().toString()).toContain('Release marker 5');
      } finally {
        rmSync(ballast, { force: true });
      }
    },
    BUILD_MS,
  );
});
