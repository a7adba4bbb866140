/**
 * Which release folder is being built right now, kept on disk: if the service dies mid-build,
 * the next start knows which folder is half-built, discards it and stops an orphaned worker.
 * Written before the worker starts, cleared once the release is live or discarded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { jsonFile } from '../node/jsonFile.ts';

interface Marker {
  readonly id: string;
}

export interface BuildMarker {
  /** Names the release being built, or clears the mark. */
  set(id: string | null): Promise<void>;
  /** The mark left by the previous run, if any. */
  read(): Promise<Marker | null>;
}

/** The marker file at `path`. */
export function buildMarker(path: string): BuildMarker {
  const file = jsonFile<Marker | null>(path);
  return {
    async set(id) {
      // A clear is written too, behind any write still under way, so the mark cannot come back.
      await file.write(id === null ? null : { id });
      if (id === null) await rm(path, { force: true });
    },
    async read() {
      const marker = await file.read(null);
      return typeof marker?.id === 'string' ? marker : null;
    },
  };
}

/**
 * Stops the build worker a previous run left behind (it exits by itself when the service dies,
 * but may be too busy to notice at once): only a process whose command line names the worker
 * script and the releases folder, so a reused pid is safe. Linux only (/proc). Returns the pids
 * stopped, once they are gone.
 */
export async function stopOrphanedWorker(
  scriptName: string,
  releasesDir: string,
): Promise<number[]> {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const stopped: number[] = [];
  for (const name of pids) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const isWorker = args.some((a) => a.endsWith(scriptName)) && args.includes(releasesDir);
    if (!isWorker) continue;
    try {
      process.kill(pid, 'SIGKILL');
      stopped.push(pid);
    } catch {
      // already gone
    }
  }
  // Wait until they are gone (or zombies), so nothing writes into the folder about to be removed.
  const until = Date.now() + 5000;
  while (stopped.some(isRunning) && Date.now() < until) await delay(20);
  return stopped;
}

/** The fields of /proc/<pid>/stat from the third (its state) on, or null (no such process). */
export function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it follow its `)`.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Whether a process exists and is not a zombie (Linux /proc). */
export function isRunning(pid: number): boolean {
  const state = procStat(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
}
