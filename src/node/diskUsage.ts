/**
 * The disk space a release takes, the room rule's measure, taken in a thread of its own: a walk
 * of tens of thousands of files is seconds of work, while an editor may wait on the next build.
 */
import { lstatSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { threadAnswer } from './startThread.ts';
import { walkFolderSync } from './walkFolder.ts';

/** What diskUsage's thread is given (diskUsageWorker.ts). */
export interface DiskUsageJob {
  readonly dir: string;
  /** At the lowest priority (lowerThreadPriority): no one waits for the figure. */
  readonly idle: boolean;
}

/**
 * The disk space `dir` takes (allocated blocks, as `du` counts them), in bytes; 0 when it is
 * missing or removed meanwhile. A link counts as itself, never what it points at.
 */
export function diskUsageNow(dir: string): number {
  let entries: Dirent[];
  try {
    entries = walkFolderSync(dir);
  } catch {
    return 0;
  }
  let bytes = 0;
  for (const path of [dir, ...entries.map((entry) => join(entry.parentPath, entry.name))]) {
    try {
      bytes += (lstatSync(path, { throwIfNoEntry: false })?.blocks ?? 0) * 512;
    } catch {
      // Unreadable: nothing to count.
    }
  }
  return bytes;
}

/**
 * diskUsageNow in a thread of its own. `idle`: at the lowest priority, for a release already
 * live, which would otherwise slow an edit built beside it.
 */
export async function diskUsage(dir: string, { idle = false } = {}): Promise<number> {
  const job: DiskUsageJob = { dir, idle };
  const script = new URL('./diskUsageWorker.ts', import.meta.url);
  return threadAnswer<number>(script, job, "The size's thread");
}
