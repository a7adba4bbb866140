/**
 * One rebuild service per releases folder and per state folder: two would kill each other's
 * worker and overwrite each other's records. Each folder's lock file names its service; a second
 * refuses to start, naming the first. A lock left by a service that died is taken over.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { isRunning, procStat } from './buildMarker.ts';

/** The lock file's name in each folder (a dot: the releases folder's listings skip it). */
export const LOCK_FILE = '.webhook.lock';

/** Tries at a lock before giving up: more mean it keeps changing under us. */
const MAX_ATTEMPTS = 100;
/** How long a starter waits while another takes over a dead holder's lock. */
const GUARD_WAIT_MS = 20;

/** Who holds a lock: what the lock file says, as JSON. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** When the holder took the lock (ISO time). */
  readonly startedAt: string;
  /** When its process started (Linux /proc), so a reused pid is not taken for the holder. */
  readonly processStart?: string;
}

/** A lock this process holds. */
export interface FolderLock {
  readonly path: string;
  /** Removes the lock file, if it still names this process. */
  release(): Promise<void>;
}

/** A folder another service holds, or whose lock file cannot be read. */
export class FolderLockedError extends Error {
  override readonly name = 'FolderLockedError';
}

/** What a test or another platform replaces. */
export interface LockOptions {
  readonly log?: (line: string) => void;
  /** When the holder started (default: now): one time for the locks one service takes. */
  readonly startedAt?: Date;
  /** Whether a process of this host runs, and when it started (null: it does not run). */
  readonly processOf?: (pid: number) => { readonly start: string | null } | null;
}

/** The holder a lock file's text names, or null when it names none (not JSON of that shape). */
export function parseHolder(text: string): LockHolder | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { pid, host, startedAt, processStart } = data as Record<string, unknown>;
  if (!Number.isInteger(pid) || (pid as number) <= 0) return null;
  if (typeof host !== 'string' || typeof startedAt !== 'string') return null;
  return {
    pid: pid as number,
    host,
    startedAt,
    ...(typeof processStart === 'string' ? { processStart } : {}),
  };
}

/** Whether what readHolder found names `b` (one process's one take of a lock). */
function sameHolder(a: LockHolder | null | 'gone', b: LockHolder): boolean {
  if (a === null || a === 'gone') return false;
  return a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;
}

/**
 * Why the holder of a lock no longer holds it, or null when it may: its pid does not run on this
 * host, or runs a process started at another time (the pid was reused). A holder on another host
 * cannot be checked from here, and is taken to run.
 */
export function holderGone(
  holder: LockHolder,
  host: string,
  running: { readonly start: string | null } | null,
): string | null {
  if (holder.host !== host) return null;
  if (running === null) return 'no longer runs';
  if (running.start !== null && running.start !== (holder.processStart ?? running.start)) {
    return 'no longer runs (the pid is another process now)';
  }
  return null;
}

/** What a second service is told when another holds its folder. */
function lockedMessage(folder: string, path: string, holder: LockHolder, host: string): string {
  const elsewhere =
    holder.host === host ? '' : ` If it no longer runs on ${holder.host}, delete ${path}.`;
  return (
    `Another rebuild service uses ${folder}: pid ${holder.pid} on host ${holder.host}, started ${holder.startedAt} (lock file ${path}). ` +
    `Only one service may use a releases folder and a state folder: stop that one first, or give this one other RELEASES_DIR and WEBHOOK_STATE_DIR.${elsewhere}`
  );
}

/** When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
const processStartOf = (pid: number) => procStat(pid)?.[19] ?? null;

/** Whether a process of this host runs (not a zombie), and when it started; null if not. */
function processOf(pid: number): { start: string | null } | null {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  // Where /proc is, a zombie (dead, not yet reaped) does not count.
  if (existsSync('/proc/self/stat') && !isRunning(pid)) return null;
  return { start: processStartOf(pid) };
}

/** The lock file's holder: null when it cannot be read as one, 'gone' when there is no file. */
async function readHolder(path: string): Promise<LockHolder | null | 'gone'> {
  try {
    return parseHolder(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

/** A name beside `path` that no other starter uses. */
function beside(path: string, suffix: string): string {
  return `${path}.${process.pid}-${randomBytes(4).toString('hex')}.${suffix}`;
}

/**
 * Makes the lock file at `path` hold `text` unless there is one (whether it was): written whole
 * aside, then hard-linked in place, which is atomic and fails if a file is there, so a starter
 * never sees a half-written lock.
 */
async function create(path: string, text: string): Promise<boolean> {
  const temp = beside(path, 'tmp');
  await writeFile(temp, text);
  try {
    await link(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * Removes the lock file at `path` if it still names `holder`. It is first renamed aside, which
 * only one starter can do to one file, and read there: a starter that judged the same dead
 * holder a moment later may have moved a new holder's lock instead, which it puts back.
 */
async function removeIfStill(path: string, holder: LockHolder): Promise<void> {
  const aside = beside(path, 'stale');
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!sameHolder(await readHolder(aside), holder)) await link(aside, path).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/**
 * Takes the lock of `folder` for this process, or throws a FolderLockedError naming the service
 * that holds it. A lock whose holder is gone is taken over; two starters racing get one lock.
 */
export async function lockFolder(folder: string, options: LockOptions = {}): Promise<FolderLock> {
  const path = join(folder, LOCK_FILE);
  const host = hostname();
  const find = options.processOf ?? processOf;
  const log = options.log ?? ((line: string) => console.log(line));
  const start = processStartOf(process.pid);
  const mine: LockHolder = {
    pid: process.pid,
    host,
    startedAt: (options.startedAt ?? new Date()).toISOString(),
    ...(start === null ? {} : { processStart: start }),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 1; ; attempt++) {
    if (await create(path, text)) break;
    if (attempt > MAX_ATTEMPTS) {
      throw new FolderLockedError(`Could not take the lock file ${path}: it keeps changing.`);
    }
    const holder = await readHolder(path);
    if (holder === 'gone') continue;
    if (holder === null) {
      throw new FolderLockedError(
        `The lock file ${path} does not name the service that holds ${folder}. If no rebuild service uses that folder, delete the file.`,
      );
    }
    const gone = holderGone(holder, host, find(holder.pid));
    if (gone === null) {
      throw new FolderLockedError(lockedMessage(folder, path, holder, host));
    }
    // One takeover at a time (a guard file beside the lock): without it, a starter that judged
    // the dead holder a moment late could move aside the lock another had just taken, and a
    // third could then take the empty place, leaving two services each holding the folder.
    const guard = `${path}.takeover`;
    if (!(await create(guard, text))) {
      const other = await readHolder(guard);
      if (other !== 'gone' && other !== null && holderGone(other, host, find(other.pid)) !== null) {
        await removeIfStill(guard, other);
      }
      await delay(GUARD_WAIT_MS);
      continue;
    }
    try {
      // Under the guard, the lock is looked at again: another takeover may have finished.
      if (sameHolder(await readHolder(path), holder)) {
        log(
          `Taking over the lock of ${folder}: it names pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}, which ${gone}`,
        );
        await removeIfStill(path, holder);
      }
    } finally {
      await unlink(guard).catch(() => undefined);
    }
  }
  return {
    path,
    async release() {
      if (sameHolder(await readHolder(path), mine)) await unlink(path);
    },
  };
}
