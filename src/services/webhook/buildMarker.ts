/**
 * Which release folder is being built right now, kept on disk: if the service dies mid-build,
 * the next start knows which folder is half-built, discards it and stops an orphaned worker.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { jsonFile } from './jsonFile.ts';

interface Marker {
  readonly id: string;
  readonly pid: number | null;
}

export interface BuildMarker {
  /** Names the release being built (and its worker's pid), or clears the mark. */
  set(id: string | null, pid?: number): Promise<void>;
  /** The mark left by the previous run, if any. */
  read(): Promise<Marker | null>;
}

export function buildMarker(path: string): BuildMarker {
  const file = jsonFile<Marker | null>(path);
  return {
    async set(id, pid) {
      if (id === null) {
        // Serialised behind any write still under way, so the mark cannot come back.
        await file.write(null);
        await rm(path, { force: true });
      } else {
        await file.write({ id, pid: pid ?? null });
      }
    },
    async read() {
      const marker = await file.read(null);
      return typeof marker?.id === 'string' ? marker : null;
    },
  };
}

/**
 * Stops a build worker the previous run left behind, only when the process with that pid is
 * still that worker (its command line names the script and the release), so a reused pid is safe.
 */
export function stopOrphanedWorker(marker: Marker, scriptName: string): boolean {
  if (marker.pid === null) return false;
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${marker.pid}/cmdline`, 'utf8');
  } catch {
    return false;
  }
  if (!commandLine.includes(scriptName) || !commandLine.includes(marker.id)) return false;
  try {
    process.kill(marker.pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}
