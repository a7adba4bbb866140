/**
 * The next release, prepared between builds (issue 16 item 6: an edit live in seconds): a copy of
 * the release just built, made of hard links, beside it in the releases folder (`.spare`). The
 * next warm build starts from it when the release it copies is still the live one: the files it
 * does not carry are unlinked first (never written through: each is the live release's file
 * too), the carried ones are already in place. So linking tens of thousands of files happens while
 * the worker waits for the next call, not between a call and the change going live.
 */
import { existsSync, realpathSync, renameSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { carryFiles } from './releaseKeys.ts';

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
  return join(dirname(releaseDir), '.spare');
}

/** Where a spare is made before it is complete: `.spare` only ever holds a whole copy. */
export function unfinishedSpareDirOf(releaseDir: string): string {
  return `${spareDirOf(releaseDir)}.tmp`;
}

/**
 * Copies a release as hard links into its spare folder (any earlier spare there goes first; a
 * copy that fails leaves neither folder). The
 * links are made on the disk's threads: at 40,000 pages that takes seconds, up to tens of them on
 * a slow disk, and the worker meanwhile takes the next call and builds its model, awaiting the
 * spare only when it needs the folder (buildSite.ts).
 */
export async function makeSpare(releaseDir: string): Promise<SpareRelease> {
  const dir = spareDirOf(releaseDir);
  const unfinished = unfinishedSpareDirOf(releaseDir);
  const clear = () =>
    Promise.all([dir, unfinished].map((path) => rm(path, { recursive: true, force: true })));
  await clear();
  try {
    const files = (await readdir(releaseDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) =>
        relative(releaseDir, join(entry.parentPath, entry.name)).split(sep).join('/'),
      );
    await carryFiles(releaseDir, unfinished, files);
    await rename(unfinished, dir);
    return { source: realpathSync(releaseDir), dir, files };
  } catch (error) {
    // E.g. the release was discarded while it was being copied: no part of a copy stays.
    await clear().catch(() => undefined);
    throw error;
  }
}

/** The real path of a folder, or null when it does not exist. */
function realPath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/**
 * Makes the spare the build folder `nextDir` (which must not exist) with only the files `keep`
 * names: every other file is unlinked, and a folder left empty is removed, as a build would not
 * make it. False, with the spare removed, when it is not a copy of `liveDir` (another release
 * went live meanwhile, or it is gone): then the build carries its files itself.
 */
export function takeSpare(
  spare: SpareRelease,
  liveDir: string,
  nextDir: string,
  keep: ReadonlySet<string>,
): boolean {
  if (realPath(liveDir) !== spare.source || !existsSync(spare.dir)) {
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
