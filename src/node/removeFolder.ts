/**
 * Removes a release-sized folder in the background without holding up the process's other disk
 * work (the service's record files, the worker's links). A link is never followed: one in the
 * place of the folder, or inside it, is removed itself, and what it points at stays.
 */
import type { Dirent } from 'node:fs';
import { lstat, rm, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { inLanes } from './inLanes.ts';
import { walkFolder } from './walkFolder.ts';

/** Files removed at once: Node's recursive `rm` queues them all, and the service's writes wait. */
const REMOVALS_AT_ONCE = 2;

/** Ignores a file or folder that is already gone. */
function unlessGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/**
 * Removes `dir` and everything in it, a few files at a time, then its folders deepest first. A
 * link at `dir` (a stray `.current-<id>.tmp` of a switch cut short) is unlinked: walking it would
 * delete that release's files.
 */
export async function removeFolder(dir: string): Promise<void> {
  let entries: Dirent[];
  try {
    if (!(await lstat(dir)).isDirectory()) {
      await unlink(dir);
      return;
    }
    entries = await walkFolder(dir);
  } catch (error) {
    unlessGone(error as NodeJS.ErrnoException);
    return;
  }
  const paths = (folders: boolean) =>
    entries
      .filter((entry) => entry.isDirectory() === folders)
      .map((entry) => join(entry.parentPath, entry.name));
  await inLanes(paths(false), REMOVALS_AT_ONCE, (file) => unlink(file).catch(unlessGone));
  // A folder's path is longer than its parent's: longest first empties each before its parent.
  for (const folder of paths(true).sort((a, b) => b.length - a.length)) {
    await rmdir(folder).catch(unlessGone);
  }
  // The folder itself, with anything that appeared in it meanwhile.
  await rm(dir, { recursive: true, force: true });
}
