/**
 * The disk space a release takes, the room rule's measure (issue 15, point 2), taken in a thread
 * of its own: a walk of tens of thousands of files is seconds of work, and the service measures
 * each release as it goes live, while an editor may already be waiting on the next build.
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
 * The disk space `dir` takes (allocated blocks, as `du` counts them), in bytes, walked with the
 * disk's synchronous calls; 0 when it is missing, or removed while it is read (a release pruned
 * meanwhile, whose size no one will ask for). A file removed before its size is asked counts as
 * nothing. A link counts as itself, never what it points at: a folder outside is not the release's.
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
 * The disk space `dir` takes, as diskUsageNow measures it, in a thread of its own: the service's
 * own thread stays free for calls and status pages. `idle`: at the lowest priority, for a
 * release already live. At 40,000 pages on two cores, its measure taken beside an edit called at
 * once made that edit's model take 2 s instead of 1.1 s.
 */
export async function diskUsage(dir: string, { idle = false } = {}): Promise<number> {
  const job: DiskUsageJob = { dir, idle };
  const script = new URL('./diskUsageWorker.ts', import.meta.url);
  return threadAnswer<number>(script, job, "The size's thread");
}
