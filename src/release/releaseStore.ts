/**
 * The releases: RELEASES_DIR holds one folder per release, the `current` link and the service's
 * lock file, nothing else; what the service knows of each release is kept in its state folder.
 * The live release changes only by renaming a new symlink over `current`, which is atomic: a
 * reader sees the old release or the new one, whole.
 */
import { lstat, readdir, readlink, rename, rm, statfs, symlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ContentWarning } from '../content/types.ts';
import { diskUsage } from '../node/diskUsage.ts';
import { removeFolder } from '../node/removeFolder.ts';
import { backgroundTasks } from '../node/backgroundTasks.ts';
import { jsonFile } from '../node/jsonFile.ts';

/** How many releases stay on disk (the live one always stays). */
export const KEEP_RELEASES = 5;
/** How many previews stay on disk besides them (the oldest go first). */
export const PREVIEWS_KEPT = 3;
export const CURRENT_LINK = 'current';
/** Folder names the service gives releases: `20250601-120000-ab12`. */
export const RELEASE_ID_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{4}$/;
/** A pruned release's folder while its files are deleted (ReleaseStore.prune). */
const REMOVING_PREFIX = '.removing-';
/** The build worker's hard-link copy of the last release, and that copy while being made. */
export const SPARE_DIR = '.spare';
export const UNFINISHED_SPARE_DIR = '.spare.tmp';
/**
 * What a restart removes: the worker's folders, and those an earlier version of it kept, whose
 * links would otherwise hold their files on the disk for good.
 */
const WORKER_DIRS = [SPARE_DIR, UNFINISHED_SPARE_DIR, '.reserve', '.reserve.tmp', '.recycle'];

export interface PageCounts {
  readonly en: number;
  readonly de: number;
  /** Every HTML file, the 404 page included. */
  readonly total: number;
}

export interface ReleaseRecord {
  readonly id: string;
  readonly createdAt: string;
  readonly contentHash: string;
  readonly codeVersion: string;
  readonly pages: PageCounts;
  readonly warnings: readonly ContentWarning[];
  /** Disk space the folder takes, in bytes (absent until measured). */
  readonly bytes?: number;
  /**
   * A preview (built, never switched live): the release live when it was built (`madeOn`), and
   * the token its address carries. Gone once it is promoted: then it is an ordinary release.
   */
  readonly preview?: { readonly madeOn: string | null; readonly token: string };
}

/** What ordering releases and telling previews apart needs to know of one. */
export type DatedRelease = Pick<ReleaseRecord, 'id' | 'createdAt' | 'preview'>;

/** What the room rule needs to know of a release. */
export type SizedRelease = Required<Pick<ReleaseRecord, 'id' | 'createdAt' | 'bytes'>> &
  Pick<ReleaseRecord, 'preview'>;

/** Free space before a build must be at least this many times the newest release's size. */
export const ROOM_FACTOR = 2;

export interface RoomPlan {
  /** Free space the rule asks for: ROOM_FACTOR × the newest release's size (0 with none). */
  readonly neededBytes: number;
  /** Releases to delete, oldest first. */
  readonly remove: readonly string[];
  /** Whether the space is enough once they are deleted. */
  readonly enough: boolean;
}

export interface RoomMade extends RoomPlan {
  /** Free space on the releases' disk before and after deleting. */
  readonly freeBefore: number;
  readonly freeAfter: number;
}

export interface ReleaseStore {
  readonly dir: string;
  pathOf(id: string): string;
  /** The id the `current` link points at, or null when none is live. */
  liveId(): Promise<string | null>;
  /** The live release's record, or null (none live, or made without this service). */
  live(): Promise<ReleaseRecord | null>;
  records(): readonly ReleaseRecord[];
  add(record: ReleaseRecord): Promise<void>;
  /** Records the disk space a release takes (ReleaseRecord.bytes), if it still has a record. */
  recordSize(id: string, bytes: number): Promise<void>;
  /** Replaces a release's record (a promoted preview loses its `preview`). */
  update(record: ReleaseRecord): Promise<void>;
  /** Removes a release's folder and record (never the live one). */
  discard(id: string): Promise<void>;
  /** Points `current` at a release: a new link renamed over the old one. */
  switchTo(id: string): Promise<void>;
  /**
   * Removes all but the newest KEEP_RELEASES (and the live one); returns the ids removed. Each
   * folder is renamed aside at once, its files deleted in the background.
   */
  prune(): Promise<string[]>;
  /** Resolves once the folders prune set aside are deleted. */
  removed(): Promise<void>;
  /** Deletes old releases before a build when space is short (releasesToMakeRoom). */
  makeRoom(): Promise<RoomMade>;
  /** Removes what a crash left: half-built folders, temporary links, worker and pruned folders. */
  recover(halfBuilt: string | null): Promise<void>;
}

/**
 * The release live before `liveId` (the newest older one, where a rollback goes), or null. Never
 * a preview: it was never live, so rolling back to it would publish what nobody published.
 */
export function previousRelease<R extends DatedRelease>(
  records: readonly R[],
  liveId: string | null,
): R | null {
  const live = records.find((r) => r.id === liveId);
  const older = records
    .filter(
      (r) =>
        r.id !== liveId &&
        r.preview === undefined &&
        (live === undefined || r.createdAt < live.createdAt),
    )
    .sort(byNewest);
  return older[0] ?? null;
}

/**
 * The releases to delete so that KEEP_RELEASES remain, never the live one, and PREVIEWS_KEPT
 * previews, counted apart so that previews never push out a rollback target. Newest survive.
 */
export function releasesToPrune(records: readonly DatedRelease[], liveId: string | null): string[] {
  const previews = records.filter((r) => r.preview !== undefined && r.id !== liveId);
  const old = previews.sort(byNewest).slice(PREVIEWS_KEPT);
  const sorted = records.filter((r) => !previews.includes(r)).sort(byNewest);
  // The live release (after rollbacks, an old one) stays first; the newest of the rest follow.
  const liveFirst = sorted.toSorted((a, b) => Number(b.id === liveId) - Number(a.id === liveId));
  const kept = new Set(liveFirst.slice(0, KEEP_RELEASES));
  return [...sorted.filter((r) => !kept.has(r)), ...old].map((r) => r.id);
}

/**
 * The releases to delete before a build so that it has room: while the free space is less than
 * ROOM_FACTOR × the newest release's size, the oldest, one at a time; never the live release
 * nor the one a rollback returns to.
 */
export function releasesToMakeRoom(
  releases: readonly SizedRelease[],
  liveId: string | null,
  freeBytes: number,
): RoomPlan {
  const newest = [...releases].sort(byNewest)[0];
  const neededBytes = newest === undefined ? 0 : ROOM_FACTOR * newest.bytes;
  const kept = new Set([liveId, previousRelease(releases, liveId)?.id]);
  const candidates = releases.filter((r) => !kept.has(r.id)).sort((a, b) => byNewest(b, a));
  const remove: string[] = [];
  let free = freeBytes;
  for (const release of candidates) {
    if (free >= neededBytes) break;
    remove.push(release.id);
    free += release.bytes;
  }
  return { neededBytes, remove, enough: free >= neededBytes };
}

/**
 * What the room rule asks for without measuring a release: ROOM_FACTOR × the newest measured
 * release's size or, before any is measured, × the space in use on the disk, which no release
 * exceeds. Null when less than that is free: then every release is measured.
 */
export function roomWithoutMeasuring(
  freeBytes: number,
  newestMeasured: number | undefined,
  usedBytes: number,
): number | null {
  const neededBytes = ROOM_FACTOR * (newestMeasured ?? usedBytes);
  return freeBytes >= neededBytes ? neededBytes : null;
}

/** Free space on the disk holding `dir`, in bytes (what an unprivileged process may use). */
export async function freeSpace(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

function byNewest(
  a: Pick<ReleaseRecord, 'createdAt'>,
  b: Pick<ReleaseRecord, 'createdAt'>,
): number {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

/** Opens the releases folder and the records of its releases (kept in the state folder). */
export async function openReleaseStore(
  releasesDir: string,
  stateDir: string,
): Promise<ReleaseStore> {
  const file = jsonFile<ReleaseRecord[]>(join(stateDir, 'releases.json'));
  let records: ReleaseRecord[] = (await file.read([])).filter(
    (r) => typeof r?.id === 'string' && RELEASE_ID_PATTERN.test(r.id),
  );
  const link = join(releasesDir, CURRENT_LINK);
  const pathOf = (id: string) => join(releasesDir, id);
  // Deletions prune started; a failed one is left to recover() at the next start.
  const removing = backgroundTasks();
  const save = async (next: ReleaseRecord[]) => {
    records = next;
    await file.write(records);
  };

  async function liveId(): Promise<string | null> {
    try {
      return basename(await readlink(link));
    } catch {
      return null;
    }
  }

  const store: ReleaseStore = {
    dir: releasesDir,
    pathOf,
    liveId,
    async live() {
      const id = await liveId();
      return records.find((r) => r.id === id) ?? null;
    },
    records: () => records,
    add: (record) => save([...records.filter((r) => r.id !== record.id), record]),
    update: (record) => save(records.map((r) => (r.id === record.id ? record : r))),
    async recordSize(id, bytes) {
      // Measured after the release went live, by when prune may have removed it.
      if (records.some((r) => r.id === id)) {
        await save(records.map((r) => (r.id === id ? { ...r, bytes } : r)));
      }
    },
    async discard(id) {
      if (!RELEASE_ID_PATTERN.test(id)) throw new Error(`not a release id: ${id}`);
      if ((await liveId()) === id) throw new Error(`release ${id} is live; not removing it`);
      await removeFolder(pathOf(id));
      await removeFolder(`${pathOf(id)}.next`);
      if (records.some((r) => r.id === id)) await save(records.filter((r) => r.id !== id));
    },
    async switchTo(id) {
      const temp = join(releasesDir, `.${CURRENT_LINK}-${id}.tmp`);
      await rm(temp, { force: true });
      // Relative target: the folder can move (or be served through another path) as a whole.
      await symlink(id, temp);
      await rename(temp, link);
    },
    async prune() {
      const pruned = releasesToPrune(records, await liveId());
      for (const id of pruned) {
        const aside = join(releasesDir, `${REMOVING_PREFIX}${id}`);
        const moved = await rename(pathOf(id), aside).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
            return false;
          },
        );
        // Its folder gone at once, the rest as any discarded release (its `.next`, its record).
        await store.discard(id);
        if (moved) removing.add(removeFolder(aside));
      }
      return pruned;
    },
    removed: () => removing.settled(),
    async makeRoom() {
      let freeBefore = await freeSpace(releasesDir);
      // The newest release is measured after its build: until then, as large as the last measured.
      const size = [...records].sort(byNewest).find((r) => r.bytes !== undefined)?.bytes;
      const disk = size === undefined ? await statfs(releasesDir) : null;
      const used = disk === null ? 0 : (disk.blocks - disk.bfree) * disk.bsize;
      const neededBytes = roomWithoutMeasuring(freeBefore, size, used);
      if (neededBytes !== null) {
        return { neededBytes, remove: [], enough: true, freeBefore, freeAfter: freeBefore };
      }
      const sized: SizedRelease[] = [];
      for (const r of records) {
        sized.push({ ...r, bytes: r.bytes ?? (await diskUsage(pathOf(r.id))) });
      }
      let plan = releasesToMakeRoom(sized, await liveId(), freeBefore);
      if (plan.remove.length > 0) {
        // Space a pruned folder still holds is not counted as short: its deletion ends first.
        await removing.settled();
        freeBefore = await freeSpace(releasesDir);
        plan = releasesToMakeRoom(sized, await liveId(), freeBefore);
      }
      for (const id of plan.remove) await store.discard(id);
      const freeAfter = plan.remove.length > 0 ? await freeSpace(releasesDir) : freeBefore;
      return { ...plan, freeBefore, freeAfter };
    },
    async recover(halfBuilt) {
      if (halfBuilt !== null && RELEASE_ID_PATTERN.test(halfBuilt)) {
        if ((await liveId()) !== halfBuilt) await store.discard(halfBuilt);
      }
      const entries = await readdir(releasesDir).catch(() => null);
      if (entries === null) return;
      for (const name of entries) {
        const stray =
          WORKER_DIRS.includes(name) ||
          (name.startsWith(REMOVING_PREFIX) &&
            RELEASE_ID_PATTERN.test(name.slice(REMOVING_PREFIX.length))) ||
          /^\.current-.+\.tmp$/.test(name) ||
          (name.endsWith('.next') && RELEASE_ID_PATTERN.test(name.slice(0, -5)));
        if (stray) await removeFolder(join(releasesDir, name));
      }
      // Records whose folder is gone (deleted by hand) are forgotten.
      const present: ReleaseRecord[] = [];
      for (const record of records) {
        const stat = await lstat(pathOf(record.id)).catch(() => null);
        if (stat?.isDirectory()) present.push(record);
      }
      if (present.length !== records.length) await save(present);
    },
  };
  return store;
}
