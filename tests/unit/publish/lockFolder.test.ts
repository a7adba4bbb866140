import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FolderLockedError,
  holderGone,
  LOCK_FILE,
  lockFolder,
  parseHolder,
  type LockHolder,
} from '../../../src/publish/lockFolder.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** The pid of a process that ran and has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no child started');
  return child.pid;
}

const holder: LockHolder = { pid: 4242, host: 'web1', startedAt: '2026-01-01T12:00:00.000Z' };

describe('the lock file’s holder', () => {
  it('reads a holder as written, and nothing from any other text', () => {
    expect(parseHolder(JSON.stringify({ ...holder, processStart: '99' }))).toEqual({
      ...holder,
      processStart: '99',
    });
    for (const text of ['', '{}', 'null', '[1]', '{"pid":0,"host":"a","startedAt":"b"}']) {
      expect(parseHolder(text), text).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseHolder(text);
        return parsed === null || (Number.isInteger(parsed.pid) && parsed.pid > 0);
      }),
    );
  });

  it('is gone when its pid does not run on this host, or runs a process started since', () => {
    expect(holderGone(holder, 'web1', null)).toBe('no longer runs');
    expect(holderGone(holder, 'web1', { start: '7' })).toBeNull();
    const started = { ...holder, processStart: '7' };
    expect(holderGone(started, 'web1', { start: '7' })).toBeNull();
    expect(holderGone(started, 'web1', { start: '8' })).toMatch(/another process now/);
    // Another host's processes cannot be seen from here: it is taken to run.
    expect(holderGone(holder, 'web2', null)).toBeNull();
  });
});

describe('locking a folder for one service', () => {
  it('writes who holds it, and removes the file when released', async () => {
    const dir = tempFolder('lock-');
    const lock = await lockFolder(dir, { log: () => undefined });
    expect(lock.path).toBe(join(dir, LOCK_FILE));
    const written = parseHolder(readFileSync(lock.path, 'utf8'));
    expect(written).toMatchObject({ pid: process.pid, host: hostname() });
    expect(Date.now() - Date.parse(written?.startedAt ?? '')).toBeLessThan(60_000);
    await lock.release();
    expect(readdirSync(dir)).toEqual([]);
    // Released: the next service takes it.
    await (await lockFolder(dir)).release();
  });

  it('refuses a folder a running service holds, naming its pid, host, start and the folder', async () => {
    const dir = tempFolder('lock-');
    const first = await lockFolder(dir);
    const startedAt = parseHolder(readFileSync(first.path, 'utf8'))?.startedAt ?? '';
    const refused = lockFolder(dir);
    await expect(refused).rejects.toBeInstanceOf(FolderLockedError);
    await expect(refused).rejects.toThrow(
      `Another rebuild service uses ${dir}: pid ${process.pid} on host ${hostname()}, started ${startedAt} (lock file ${first.path}).`,
    );
    // The refused one changed nothing: the first still holds the folder.
    expect(parseHolder(readFileSync(first.path, 'utf8'))?.startedAt).toBe(startedAt);
    await first.release();
    expect(existsSync(first.path)).toBe(false);
  });

  it('takes over a lock whose pid no longer runs, with a log line', async () => {
    const dir = tempFolder('lock-');
    const pid = await deadPid();
    const left = { pid, host: hostname(), startedAt: '2026-01-01T12:00:00.000Z' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(left));
    const lines: string[] = [];
    const lock = await lockFolder(dir, { log: (line) => lines.push(line) });
    expect(parseHolder(readFileSync(lock.path, 'utf8'))?.pid).toBe(process.pid);
    expect(lines).toEqual([
      `Taking over the lock of ${dir}: it names pid ${pid} on ${hostname()}, started 2026-01-01T12:00:00.000Z, which no longer runs`,
    ]);
    await lock.release();
    // Nothing is left beside it: no temporary or set-aside file.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives a lock left by a dead service to one of several starters racing for it', async () => {
    const dir = tempFolder('lock-');
    const pid = await deadPid();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T12:00:00.000Z' }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => lockFolder(dir, { log: () => undefined })),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(FolderLockedError);
    }
    await taken[0]?.value.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a starter that found the dead holder a moment late leaves the lock another took meanwhile', async () => {
    const dir = tempFolder('lock-');
    const path = join(dir, LOCK_FILE);
    const dead = { pid: 4242, host: hostname(), startedAt: '2026-01-01T12:00:00.000Z' };
    writeFileSync(path, JSON.stringify(dead));
    // The other starter (whose pid runs) takes the lock between this one's look at the dead
    // holder and its removal of it.
    const other = JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 'other' });
    let looked = false;
    const late = lockFolder(dir, {
      log: () => undefined,
      processOf: (pid) => {
        if (pid !== dead.pid) return { start: null };
        if (!looked) writeFileSync(path, other);
        looked = true;
        return null;
      },
    });
    await expect(late).rejects.toThrow(`pid ${process.pid} on host ${hostname()}, started other`);
    expect(readFileSync(path, 'utf8')).toBe(other);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('clears a takeover guard left by a starter that died during its takeover', async () => {
    const dir = tempFolder('lock-');
    const pid = await deadPid();
    const left = JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T12:00:00.000Z' });
    writeFileSync(join(dir, LOCK_FILE), left);
    writeFileSync(join(dir, `${LOCK_FILE}.takeover`), left);
    const lock = await lockFolder(dir, { log: () => undefined });
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    await lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a lock of another host, or one it cannot read, saying what to delete', async () => {
    const dir = tempFolder('lock-');
    const path = join(dir, LOCK_FILE);
    writeFileSync(path, JSON.stringify({ ...holder, host: 'elsewhere' }));
    await expect(lockFolder(dir)).rejects.toThrow(
      `If it no longer runs on elsewhere, delete ${path}.`,
    );
    writeFileSync(path, 'not json');
    await expect(lockFolder(dir)).rejects.toThrow(
      `The lock file ${path} does not name the service that holds ${dir}.`,
    );
    expect(readFileSync(path, 'utf8')).toBe('not json');
  });

  it('leaves a lock that another service took meanwhile when released', async () => {
    const dir = tempFolder('lock-');
    const lock = await lockFolder(dir);
    const other = JSON.stringify({ ...holder, host: 'elsewhere' });
    writeFileSync(lock.path, other);
    await lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe(other);
  });
});
