/**
 * A hard-link copy of the release just built (`.spare` beside it), made between builds; the next
 * warm build starts from it and unlinks the files it does not carry (never writes through them:
 * each is the live release's file too). Linked afresh after each build (docs/decisions.md).
 */
import {
  existsSync,
  mkdirSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { threadAnswer } from '../node/startThread.ts';
import { SPARE_DIR, UNFINISHED_SPARE_DIR } from '../release/releaseStore.ts';
import { linkOrCopySync } from '../node/linkOrCopy.ts';
import { realPathOrNull } from '../release/buildFolders.ts';

/** A hard-link copy of a release. */
export interface SpareRelease {
  /** The real path of the release it copies. */
  readonly source: string;
  readonly dir: string;
  /** Its files, as under the folder (`about-us/index.html`). */
  readonly files: readonly string[];
}

/** The folder of the spare beside a release (in the releases folder: the same disk). */
export function spareDirOf(releaseDir: string): string {
  return join(dirname(releaseDir), SPARE_DIR);
}

/** Where a spare is made before it is complete: `.spare` only ever holds a whole copy. */
export function unfinishedSpareDirOf(releaseDir: string): string {
  return join(dirname(releaseDir), UNFINISHED_SPARE_DIR);
}

/** What the spare's thread is given (spareReleaseWorker.ts): the files a next build can carry. */
export type SpareJob = Pick<SpareRelease, 'files'> & { readonly releaseDir: string };

/**
 * Copies `files` of a release as hard links into its spare folder (replacing any earlier copy; a
 * copy that fails leaves none), in a thread: on the worker's, the next model held it back.
 */
export async function makeSpare(
  releaseDir: string,
  files: readonly string[],
): Promise<SpareRelease> {
  const job: SpareJob = { releaseDir, files };
  const script = new URL('./spareReleaseWorker.ts', import.meta.url);

  return threadAnswer<SpareRelease>(script, job, "The spare copy's thread");
}

/** makeSpare's work, in its thread: linked aside, then renamed whole into place. */
export function makeSpareNow({ releaseDir, files }: SpareJob): SpareRelease {
  const dir = spareDirOf(releaseDir);
  const unfinished = unfinishedSpareDirOf(releaseDir);
  const clear = () => {
    for (const path of [dir, unfinished]) rmSync(path, { recursive: true, force: true });
  };
  clear();
  try {
    const made = new Set<string>();
    for (const file of files) {
      const target = join(unfinished, file);
      const folder = dirname(target);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      linkOrCopySync(join(releaseDir, file), target);
    }
    renameSync(unfinished, dir);
    return { source: realpathSync(releaseDir), dir, files };
  } catch (error) {
    // E.g. the release was discarded while it was being copied: no part of a copy stays.
    try {
      clear();
    } catch {
      // What could not be removed goes with the next copy.
    }
    throw error;
  }
}

/**
 * Makes the spare the build folder `nextDir` (absent) with only the files `keep` names, emptied
 * folders removed. False, the spare removed, when it is not a copy of `liveDir` (or is gone).
 */

export function takeSpare(
  spare: SpareRelease,
  liveDir: string,
  nextDir: string,
  keep: ReadonlySet<string>,
): boolean {
  if (realPathOrNull(liveDir) !== spare.source || !existsSync(spare.dir)) {
    rmSync(spare.dir, { recursive: true, force: true });
    return false;
  }
  renameSync(spare.dir, nextDir);
  const emptied = new Set<string>();
  for (const file of spare.files) {
    if (keep.has(file)) continue;
    unlinkSync(join(nextDir, file));
    emptied.add(dirname(file));
  }
  // Deepest first, each up to the first folder that still holds something.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let path = folder; path !== '.'; path = dirname(path)) {
      try {
        rmdirSync(join(nextDir, path));
      } catch {
        break;
      }
    }
  }
  return true;
}
