import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pullConfigured } from '../../../src/backend/pullConfigured.ts';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import { codeVersion } from '../../../src/release/codeVersion.ts';
import { readWebhookConfig } from '../../../src/publish/webhookConfig.ts';
import { openWebhookService } from '../../../src/publish/webhookService.ts';
import { startContentBackend } from '../../support/contentBackend.ts';
import { buildRecord } from '../../support/buildRecord.ts';

const SECRET = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
const root = mkdtempSync(join(tmpdir(), 'webhook-service-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function record(id: string, change: Partial<BuildRecord>): BuildRecord {
  return buildRecord(id, { trigger: 'signature', ...change });
}

/** The service's configuration on `dir`; by default its back end cannot be reached. */
function configOf(dir: string, env: Record<string, string> = {}) {
  return readWebhookConfig({
    WEBHOOK_SECRET: SECRET,
    RELEASES_DIR: join(dir, 'releases'),
    WEBHOOK_STATE_DIR: join(dir, 'state'),
    BACKEND_URL: 'http://127.0.0.1:9',
    SITE_URL: 'https://www.example.org',
    BACKEND_ATTEMPTS: '1',
    ...env,
  });
}

/** Opens the service on `dir` (by default every build fails at its pull: no back end). */
function open(dir: string, lines: string[], env: Record<string, string> = {}) {
  const config = configOf(dir, env);
  return openWebhookService({
    config,
    projectRoot: process.cwd(),
    workerScript: join(process.cwd(), 'src/build/buildRelease.ts'),
    log: (line) => lines.push(line),
  });
}

describe('the start after a crash (an interrupted build is rebuilt)', () => {
  it('queues one rebuild of the builds left running and waiting, and records who rebuilt whom', async () => {
    const dir = join(root, 'crash');
    mkdirSync(join(dir, 'state'), { recursive: true });
    // Newest first: one waiting (forced), one running, and an older build that went live.
    const left = [
      record('20260101-120100-bbbb', {
        outcome: 'pending',
        step: 'queued',
        startedAt: null,
        force: true,
        reason: 'news edited',
      }),
      record('20260101-120000-aaaa', { reason: 'events edited' }),
      record('20260101-110000-cccc', { outcome: 'live', release: '20260101-110000-cccc' }),
    ];
    writeFileSync(join(dir, 'state', 'history.json'), JSON.stringify(left));
    const lines: string[] = [];
    const service = await open(dir, lines);
    try {
      // The rebuild may already be over when open() returns (its pull fails at once): read it
      // from the record, not from the queue, whose running build is then gone.
      await service.queue.idle();
      const builds = (await service.status()).builds;
      const rebuilds = builds.filter((b) => b.trigger === 'restart');
      expect(rebuilds).toHaveLength(1);
      const id = rebuilds[0]?.id ?? '';
      expect(builds[0]).toMatchObject({
        id,
        trigger: 'restart',
        rebuildOf: '20260101-120100-bbbb',
        force: true,
        calls: 1,
        reason:
          'rebuild of 20260101-120100-bbbb and 20260101-120000-aaaa, interrupted by a restart (news edited; events edited)',
        // The back end is down: the rebuild's own outcome is recorded as any build's.
        outcome: 'failed',
        step: 'pull',
      });
      for (const old of left.slice(0, 2)) {
        expect(builds.find((b) => b.id === old.id)).toMatchObject({
          outcome: 'interrupted',
          rebuiltAs: id,
        });
      }
      expect(builds.find((b) => b.id === left[2]?.id)?.rebuiltAs).toBeUndefined();
      expect(lines).toContain(
        `Rebuilding 20260101-120100-bbbb, 20260101-120000-aaaa (interrupted) as build ${id}`,
      );
    } finally {
      await service.stop();
    }
    // The next start finds nothing interrupted: no rebuild again.
    const again = await open(dir, []);
    try {
      expect(again.queue.running).toBeNull();
      expect((await again.status()).state).toBe('idle');
    } finally {
      await again.stop();
    }
  });

  it('a build interrupted after its switch: the content is unchanged, and the live release is deployed again', async () => {
    const dir = join(root, 'deploy');
    const backend = await startContentBackend();
    try {
      const deployLog = join(dir, 'deployed.txt');
      const env = {
        BACKEND_URL: backend.url,
        DEPLOY_COMMAND: `echo "$RELEASE_ID" >> "${deployLog}"`,
      };
      const config = configOf(dir, env);
      // The release the interrupted build had switched in, live, with the content pulled now.
      const id = '20260101-120000-aaaa';
      mkdirSync(join(dir, 'releases', id), { recursive: true });
      writeFileSync(join(dir, 'releases', id, 'index.html'), '<!doctype html>');
      symlinkSync(id, join(dir, 'releases', 'current'));
      mkdirSync(join(dir, 'state'));
      const releases = [
        {
          id,
          createdAt: '2026-01-01T12:00:30.000Z',
          contentHash: (await pullConfigured(config.site)).snapshot.hash,
          codeVersion: await codeVersion(process.cwd(), config.site),
          pages: { en: 1, de: 0, total: 1 },
          warnings: [],
        },
      ];
      writeFileSync(join(dir, 'state', 'releases.json'), JSON.stringify(releases));
      writeFileSync(
        join(dir, 'state', 'history.json'),
        JSON.stringify([record(id, { step: 'deploy', release: id })]),
      );
      const service = await open(dir, [], env);
      try {
        const rebuild = service.queue.running?.id ?? '';
        await service.queue.idle();
        const builds = (await service.status()).builds;
        expect(builds[0]).toMatchObject({
          id: rebuild,
          trigger: 'restart',
          outcome: 'unchanged',
          release: id,
        });
        expect(existsSync(deployLog)).toBe(true);
        expect(readFileSync(deployLog, 'utf8')).toBe(`${id}\n`);
      } finally {
        await service.stop();
      }
    } finally {
      await backend.close();
    }
  });

  it('a start after builds that all finished queues nothing', async () => {
    const dir = join(root, 'clean');
    mkdirSync(join(dir, 'state'), { recursive: true });
    writeFileSync(
      join(dir, 'state', 'history.json'),
      JSON.stringify([record('20260101-120000-aaaa', { outcome: 'unchanged' })]),
    );
    const service = await open(dir, []);
    try {
      expect(service.queue.running).toBeNull();
      expect(service.queue.pending).toBeNull();
    } finally {
      await service.stop();
    }
  });
});
