/**
 * The next release, prepared between builds (issue 16 item 6: an edit live in seconds): a copy of
 * the release just built, made of hard links, beside it in the releases folder (`.spare`). The
 * next warm build starts from it when the release it copies is still the live one: the files it
 * does not carry are unlinked first (never written through: each is the live release's file
 * too), the carried ones are already in place. So linking tens of thousands of files happens while
 * the worker waits for the next call, not between a call and the change going live. Once the
 * service keeps five releases, the copy is made from the one it prunes (`.recycle`), which holds
 * most of the files already: tens of links instead of tens of thousands, and no release of tens
 * of thousands of files deleted at every edit.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { removeFolder } from '../node/removeFolder.ts';
import { threadAnswer } from '../node/startThread.ts';
import { pathUnder, walkFolderSync } from '../node/walkFolder.ts';
import {
  RECYCLED_DIR,
  RESERVE_DIR,
  SPARE_DIR,
  UNFINISHED_RESERVE_DIR,
  UNFINISHED_SPARE_DIR,
} from '../release/releaseStore.ts';
import { readKeysRecord, type KeysRecord } from '../release/releaseKeys.ts';
import { linkOrCopySync } from '../node/linkOrCopy.ts';

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
  return copyDirsOf(releaseDir, false).dir;
}

/** Where a spare is made before it is complete: `.spare` only ever holds a whole copy. */
export function unfinishedSpareDirOf(releaseDir: string): string {
  return copyDirsOf(releaseDir, false).unfinished;
}

/** The worker's second copy beside a release, and where it is made: a copy of it for the copy after. */
export function reserveDirsOf(releaseDir: string): { dir: string; unfinished: string } {
  return copyDirsOf(releaseDir, true);
}

/** A copy's folder beside a release and the folder it is made in: the spare's, or the reserve's. */
function copyDirsOf(releaseDir: string, reserve: boolean): { dir: string; unfinished: string } {
  const releases = dirname(releaseDir);
  const [dir, unfinished] = reserve
    ? [RESERVE_DIR, UNFINISHED_RESERVE_DIR]
    : [SPARE_DIR, UNFINISHED_SPARE_DIR];
  return { dir: join(releases, dir), unfinished: join(releases, unfinished) };
}

/** The pruned release the rebuild service handed over beside a release (ReleaseStore.prune). */
export function recycledDirOf(releaseDir: string): string {
  return join(dirname(releaseDir), RECYCLED_DIR);
}

/**
 * Every file under `dir` by its path under it (`about-us/index.html`), and its folders. A link is
 * a file here, never entered: the copy's files that are not the release's are unlinked.
 */
function filesAndFolders(dir: string): { files: string[]; folders: Set<string> } {
  const files: string[] = [];
  const folders = new Set<string>();
  for (const entry of walkFolderSync(dir)) {
    const name = pathUnder(dir, entry);
    if (entry.isDirectory()) folders.add(name);
    else files.push(name);
  }
  return { files, folders };
}

/**
 * A test of which files two releases have alike, from their keys records (issue 16 item 5: equal
 * keys of the same code, equal bytes; what a build carries rests on the same rule). Null when the
 * records cannot tell (one is missing, or another code version made it).
 */
export function alikeByKeys(
  a: KeysRecord | null,
  b: KeysRecord | null,
): ((file: string) => boolean) | null {
  if (a === null || b === null || a.code !== b.code) return null;
  return (file) => Object.hasOwn(a.keys, file) && a.keys[file] === b.keys[file];
}

/** Every folder a list of files lies in (`a/b/c.html`: `a`, `a/b`). */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (
      let folder = dirname(file);
      folder !== '.' && !folders.has(folder);
      folder = dirname(folder)
    ) {
      folders.add(folder);
    }
  }
  return folders;
}

/** How matchRelease may spare itself walking the two folders. */
export interface MatchOptions {
  /**
   * The release's files when known without a walk: those a next build can take from the copy
   * (its keys record's files and the files no route renders); any other file of the release is
   * written by every build, so the copy need not hold it.
   */
  readonly files?: readonly string[] | null;
  /** Files known to have the same bytes in both folders (alikeByKeys). */
  readonly alike?: ((file: string) => boolean) | null;
  /**
   * The folder holds no file but links to the release's files of the same names, made as the
   * build wrote them (writeOutputFile) into LINKED_COPIES folders, so it is not walked either,
   * and a file of it is the release's while it has a link besides theirs.
   */
  readonly onlyReleaseNames?: boolean;
  /** The folder's files, when this process made it (a copy of another release): no walk. */
  readonly heldFiles?: readonly string[] | null;
}

/**
 * Makes `dir` a hard-link copy of `releaseDir`, keeping what it holds of it already: a file that
 * `alike` says has the release's bytes, or that is the release's own (the same inode), stays; any
 * other file goes, and each file of the release it lacks is linked. From an empty or missing
 * folder that is a whole copy; from a release pruned a few edits ago, tens of links and removals.
 * Returns the copy's files. Folders the release does not have go too, so the copy is the release
 * (or the part of it `files` names), file for file and folder for folder. Walking a release of
 * 40,000 folders took 1.4-6 s on the test machine: `options` say when the walks can be spared.
 * Synchronous: it runs in a thread of its own (makeSpare).
 */
export function matchRelease(
  releaseDir: string,
  dir: string,
  options: MatchOptions = {},
): readonly string[] {
  const { alike = null, onlyReleaseNames = false } = options;
  const files = options.files ?? filesAndFolders(releaseDir).files;
  const inRelease = new Set(files);
  let heldFiles: readonly string[] = [];
  let stray: string[] = [];
  if (onlyReleaseNames) {
    heldFiles = files;
  } else if (options.heldFiles) {
    heldFiles = options.heldFiles;
    const folders = foldersOf(files);
    stray = [...foldersOf(heldFiles)].filter((folder) => !folders.has(folder));
  } else {
    const own = lstatSync(dir, { throwIfNoEntry: false });
    if (own !== undefined && !own.isDirectory()) {
      // A link in the copy's place is no copy: it goes, and the files it points at stay.
      unlinkSync(dir);
    } else if (own !== undefined) {
      const held = filesAndFolders(dir);
      heldFiles = held.files;
      const folders = foldersOf(files);
      stray = [...held.folders].filter((folder) => !folders.has(folder));
    }
  }
  const kept = new Set<string>();
  for (const name of heldFiles) {
    const path = join(dir, name);
    if (inRelease.has(name)) {
      if (alike?.(name) === true) {
        kept.add(name);
        continue;
      }
      // Not linked as the build wrote it: linked below.
      const own = lstatSync(path, { throwIfNoEntry: !onlyReleaseNames });
      if (own === undefined) continue;
      if (onlyReleaseNames) {
        // Linked as the build wrote the release's file of that name, into each copy, and still
        // that file unless the build replaced it since: then only the copies' links are left.
        // Asking the release too doubled the time, its folders then being the slowest to read.
        if (own.nlink > LINKED_COPIES) kept.add(name);
        else unlinkSync(path);
        continue;
      }
      const theirs = lstatSync(join(releaseDir, name));
      if (own.ino === theirs.ino && own.dev === theirs.dev) {
        kept.add(name);
        continue;
      }
    }
    unlinkSync(path);
  }
  // Deepest first (a folder's path is longer than its parent's): each is empty by then.
  for (const folder of stray.sort((a, b) => b.length - a.length)) rmdirSync(join(dir, folder));
  const made = new Set<string>();
  for (const file of files) {
    if (kept.has(file)) continue;
    const target = join(dir, file);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    linkOrCopySync(join(releaseDir, file), target);
  }
  return files;
}

/** How many folders a full build links each page into: the spare and the reserve. */
export const LINKED_COPIES = 2;

/**
 * Readies the folders a full build links its pages into as it writes them (OutputFolders'
 * `linkDirs`): the spare and the reserve of the release it builds, made while it renders,
 * completed by makeSpare with `linked`. Empty, and the last copies gone: copies of a release the
 * next builds will not start from. None, with nothing linked, when they cannot be readied.
 */
export async function startLinkedSpare(releaseDir: string): Promise<readonly string[]> {
  const spare = unfinishedSpareDirOf(releaseDir);
  const reserve = reserveDirsOf(releaseDir);
  try {
    const gone = [spareDirOf(releaseDir), spare, reserve.dir, reserve.unfinished];
    await Promise.all(gone.map(removeFolder));
    for (const folder of [spare, reserve.unfinished]) await mkdir(folder, { recursive: true });
    return [spare, reserve.unfinished];
  } catch (error) {
    console.log(`No copy of the release linked as it is built: ${(error as Error).message}`);
    return [];
  }
}

/** What the release's copy is made from: its files and keys, when the worker knows them. */
export interface KnownRelease {
  readonly keys: KeysRecord | null;
  /** The files no route renders (`_astro/…`, `public/`'s): warmRenderer's staticFiles. */
  readonly statics: readonly string[];
}

/** A copy this process made of a release, whose files and keys it knows (the reserve). */
export interface HeldCopy {
  readonly dir: string;
  readonly files: readonly string[];
  readonly keys: KeysRecord | null;
}

/** How makeSpare makes a copy. */
export interface SpareOptions {
  /** The release's files and keys, when the worker knows them; else its files are found. */
  readonly known?: KnownRelease | null;
  /** Made from what the full build of the release linked as it wrote (startLinkedSpare). */
  readonly linked?: boolean;
  /** Made from the reserve: a copy of the release before, turned into one of this release. */
  readonly from?: HeldCopy | null;
  /** Made as the reserve (reserveDirsOf), not the spare. */
  readonly reserve?: boolean;
}

/**
 * Copies a release as hard links into its spare folder, or the reserve's (any earlier copy there
 * goes first; a copy that fails leaves neither folder): the files `known` names (the release's
 * keys record and the files no route renders), else every file found in it. It starts from what
 * the full build of the release linked as it wrote its pages (`linked`: startLinkedSpare), else
 * from the reserve (`from`: a copy of the release before, whose files and keys the worker knows:
 * only the files whose keys changed are linked again, nothing is walked), else from the pruned
 * release the service handed over, when there is one, whose files are told from the release's by
 * their keys records (matchRelease). Made in a thread of its own: the worker's own thread builds
 * the next call's model meanwhile (seconds of work that let no disk operation of this thread
 * start: the copy after a full build took 4 s that way, and the call waited for it).
 */
export async function makeSpare(
  releaseDir: string,
  options: SpareOptions = {},
): Promise<SpareRelease> {
  const job: SpareJob = {
    releaseDir,
    known: options.known ?? null,
    linked: options.linked ?? false,
    from: options.from ?? null,
    reserve: options.reserve ?? false,
  };
  const script = new URL('./spareReleaseWorker.ts', import.meta.url);
  return threadAnswer<SpareRelease>(script, job, "The spare copy's thread");
}

/** What the spare's thread is given (spareReleaseWorker.ts). */
export interface SpareJob {
  readonly releaseDir: string;
  readonly known: KnownRelease | null;
  readonly linked: boolean;
  readonly from: HeldCopy | null;
  readonly reserve: boolean;
}

/** Moves `from` to `to`; false when there is nothing to move. */
function taken(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** makeSpare's work, in its thread. */
export function makeSpareNow(job: SpareJob): SpareRelease {
  const { releaseDir, known, linked, from } = job;
  const { dir, unfinished } = copyDirsOf(releaseDir, job.reserve);
  const clear = () => {
    for (const path of [dir, unfinished]) rmSync(path, { recursive: true, force: true });
  };
  if (linked) rmSync(dir, { recursive: true, force: true });
  else clear();
  try {
    const keys = known?.keys ?? null;
    // Taken away at once: the service hands over the next pruned release only once this one is
    // gone.
    const held = !linked && from !== null && keys !== null && taken(from.dir, unfinished);
    const recycled = !linked && !held && taken(recycledDirOf(releaseDir), unfinished);
    const files = matchRelease(releaseDir, unfinished, {
      files: keys === null ? null : [...Object.keys(keys.keys), ...(known?.statics ?? [])],
      alike: held
        ? alikeByKeys(from.keys, keys)
        : recycled
          ? alikeByKeys(readKeysRecord(unfinished), keys)
          : null,
      onlyReleaseNames: linked,
      heldFiles: held ? from.files : null,
    });
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
