import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  freeSpace,
  openReleaseStore,
  previousRelease,
  releasesToMakeRoom,
  releasesToPrune,
  roomWithoutMeasuring,
  ROOM_FACTOR,
  type ReleaseRecord,
  type SizedRelease,
} from '../../../src/release/releaseStore.ts';
import { tempFolder } from '../../support/tempFolder.ts';

function record(id: string, minute: number): ReleaseRecord {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
    contentHash: 'h',
    codeVersion: 'c',
    pages: { en: 1, de: 1, total: 3 },
    warnings: [],
  };
}
const ids = Array.from({ length: 8 }, (_, i) => `20260101-12000${i}-000${i}`);
const records = ids.map((id, i) => record(id, i));

describe('release rules (keep the last 5; POST /rollback)', () => {
  it('keeps the newest five', () => {
    expect(releasesToPrune(records, ids[7] ?? null)).toEqual([ids[2], ids[1], ids[0]]);
    expect(releasesToPrune(records.slice(0, 5), ids[4] ?? null)).toEqual([]);
  });

  it('never removes the live release, even an old one after rollbacks', () => {
    const pruned = releasesToPrune(records, ids[1] ?? null);
    expect(pruned).not.toContain(ids[1]);
    expect(pruned).toEqual([ids[3], ids[2], ids[0]]);
    expect(records.length - pruned.length).toBe(5);
  });

  it('rolls back to the newest release older than the live one', () => {
    expect(previousRelease(records, ids[7] ?? null)?.id).toBe(ids[6]);
    expect(previousRelease(records, ids[3] ?? null)?.id).toBe(ids[2]);
    expect(previousRelease(records, ids[0] ?? null)).toBeNull();
    expect(previousRelease([], null)).toBeNull();
  });
});

describe('previews among the releases', () => {
  const preview = (id: string, minute: number): ReleaseRecord => ({
    ...record(id, minute),
    preview: { madeOn: null, token: 't' },
  });
  const withPreviews = [
    ...records,
    ...[10, 11, 12, 13].map((m) => preview(`20260101-1200${m}-00aa`, m)),
  ];

  it('keeps the 3 newest previews apart from the 5 newest releases', () => {
    expect(releasesToPrune(withPreviews, ids[7] ?? null)).toEqual([
      ids[2],
      ids[1],
      ids[0],
      '20260101-120010-00aa',
    ]);
  });

  it('never rolls back to a preview, even one older than the live release', () => {
    expect(
      previousRelease([...withPreviews, preview('20260101-120006-00bb', 6.5)], ids[7] ?? null)?.id,
    ).toBe(ids[6]);
    expect(
      previousRelease(
        [preview('20260101-120000-00cc', 0), record(ids[1] ?? '', 1)],
        ids[1] ?? null,
      ),
    ).toBeNull();
  });
});

describe('room before a build (free < 2 × the newest release deletes the oldest)', () => {
  const MB = 1_000_000;
  // Five releases of 7 MB, oldest first; the newest is live, the one before is its rollback target.
  const sized: SizedRelease[] = records.slice(0, 5).map((r) => ({ ...r, bytes: 7 * MB }));
  const [r0 = '', r1 = '', r2 = '', r3 = '', r4 = ''] = ids;

  it('deletes nothing when the free space is at least twice the newest release', () => {
    expect(ROOM_FACTOR).toBe(2);
    expect(releasesToMakeRoom(sized, r4, 14 * MB)).toEqual({
      neededBytes: 14 * MB,
      remove: [],
      enough: true,
    });
  });

  it('deletes the oldest first, only as many as needed', () => {
    expect(releasesToMakeRoom(sized, r4, 13 * MB).remove).toEqual([r0]);
    expect(releasesToMakeRoom(sized, r4, 0).remove).toEqual([r0, r1]);
    expect(releasesToMakeRoom(sized, r4, 0).enough).toBe(true);
  });

  it('never deletes the live release or the one a rollback returns to, even if not enough', () => {
    const plan = releasesToMakeRoom(sized, r4, -100 * MB);
    expect(plan.remove).toEqual([r0, r1, r2]);
    expect(plan.enough).toBe(false);
    // After rollbacks an old release is live: its predecessor stays, newer ones may go.
    const back = releasesToMakeRoom(sized, r2, 0);
    expect(back.remove).not.toContain(r2);
    expect(back.remove).not.toContain(r1);
    expect(back.remove).toEqual([r0, r3]);
  });

  it('measures by the newest release, whichever is live', () => {
    const grown = sized.map((r) => (r.id === r4 ? { ...r, bytes: 20 * MB } : r));
    expect(releasesToMakeRoom(grown, r2, 0).neededBytes).toBe(40 * MB);
  });

  it('with no release there is nothing to measure or delete', () => {
    expect(releasesToMakeRoom([], null, 0)).toEqual({ neededBytes: 0, remove: [], enough: true });
  });

  it('with none live, the newest is kept as the rollback target', () => {
    expect(releasesToMakeRoom(sized, null, 0).remove).not.toContain(r4);
  });
});

describe('release folders on disk', () => {
  async function fresh() {
    const root = tempFolder('releases-');
    const dir = join(root, 'releases');
    mkdirSync(dir);
    const store = await openReleaseStore(dir, join(root, 'state'));
    return { dir, store, root };
  }

  it('switches `current` by renaming a new relative link over it', async () => {
    const { dir, store } = await fresh();
    for (const id of ids.slice(0, 2)) {
      mkdirSync(join(dir, id));
      await store.add(record(id, 0));
    }
    expect(await store.liveId()).toBeNull();
    await store.switchTo(ids[0] ?? '');
    expect(readlinkSync(join(dir, 'current'))).toBe(ids[0]);
    await store.switchTo(ids[1] ?? '');
    expect(readlinkSync(join(dir, 'current'))).toBe(ids[1]);
    expect(lstatSync(join(dir, 'current')).isSymbolicLink()).toBe(true);
    expect((await store.live())?.id).toBe(ids[1]);
    // Nothing else is left in the folder: no temporary links.
    expect((await readdir(dir)).sort()).toEqual([ids[0], ids[1], 'current'].sort());
  });

  it('refuses to discard the live release; discards others with their record', async () => {
    const { dir, store } = await fresh();
    const [a = '', b = ''] = ids;
    for (const id of [a, b]) {
      mkdirSync(join(dir, id));
      await store.add(record(id, 0));
    }
    await store.switchTo(a);
    await expect(store.discard(a)).rejects.toThrow(/is live/);
    await store.discard(b);
    expect(existsSync(join(dir, b))).toBe(false);
    expect(store.records().map((r) => r.id)).toEqual([a]);
  });

  it('prunes to the newest five at once, the folders deleted in the background', async () => {
    const { dir, store } = await fresh();
    for (const [i, id] of ids.entries()) {
      mkdirSync(join(dir, id, 'NewsHome', 'item'), { recursive: true });
      writeFileSync(join(dir, id, 'NewsHome', 'item', 'index.html'), `<p>${i}`);
      await store.add(record(id, i));
    }
    await store.switchTo(ids[7] ?? '');
    const pruned = await store.prune();
    expect(pruned).toEqual([ids[2], ids[1], ids[0]]);
    // Out of the releases and their records when prune returns …
    const left = (await readdir(dir)).filter((name) => !name.startsWith('.'));
    expect(left.sort()).toEqual([...ids.slice(3), 'current'].sort());
    expect(store.records().map((r) => r.id)).toEqual(ids.slice(3));
    // … and their files gone once the deletion ends.
    await store.removed();
    expect((await readdir(dir)).sort()).toEqual([...ids.slice(3), 'current'].sort());
    const newer = '20260109-000000-0009';
    mkdirSync(join(dir, newer));
    await store.add(record(newer, 9));
    await store.switchTo(newer);
    expect(await store.prune()).toEqual([ids[3]]);
    await store.removed();
    expect((await readdir(dir)).sort()).toEqual([...ids.slice(4), newer, 'current'].sort());
    const again = await openReleaseStore(dir, join(dirname(dir), 'state'));
    expect(again.records().map((r) => r.id)).toEqual([...ids.slice(4), newer]);
  });

  it('recovers from a crash: the half-built folder, its .next twin and temporary links go', async () => {
    const { dir, store, root } = await fresh();
    const [live = '', half = ''] = ids;
    mkdirSync(join(dir, live));
    writeFileSync(join(dir, live, 'index.html'), '<p>live');
    await store.add(record(live, 0));
    await store.switchTo(live);
    mkdirSync(join(dir, half));
    mkdirSync(join(dir, `${half}.next`));
    writeFileSync(join(dir, `${half}.next`, 'index.html'), '<p>half');
    symlinkSync(live, join(dir, `.current-${half}.tmp`));
    // The build worker's copy of the last release, whole or half made, the folders an earlier
    // version of it kept (a second copy, a pruned release handed over), and a pruned release
    // whose deletion the crash stopped.
    for (const stray of [
      '.spare',
      '.spare.tmp',
      '.reserve',
      '.reserve.tmp',
      '.recycle',
      `.removing-${ids[5]}`,
    ]) {
      mkdirSync(join(dir, stray, 'NewsHome'), { recursive: true });
      writeFileSync(join(dir, stray, 'NewsHome', 'index.html'), '<p>stray');
    }
    await store.recover(half);
    expect((await readdir(dir)).sort()).toEqual([live, 'current'].sort());
    // The temporary link went, not the release it pointed at.
    expect(readFileSync(join(dir, live, 'index.html'), 'utf8')).toBe('<p>live');
    // Records outlive nothing: reopening reads the same.
    const again = await openReleaseStore(dir, join(root, 'state'));
    expect(again.records().map((r) => r.id)).toEqual([live]);
  });

  it('measures the free space of a release folder’s disk', async () => {
    const { dir } = await fresh();
    expect(await freeSpace(dir)).toBeGreaterThan(0);
  });

  it('makeRoom deletes by the rule, measuring releases recorded without a size', async () => {
    const { dir, store } = await fresh();
    const [a = '', b = '', c = ''] = ids;
    for (const [i, id] of [a, b, c].entries()) {
      mkdirSync(join(dir, id));
      writeFileSync(join(dir, id, 'index.html'), Buffer.alloc(10_000, 1));
      // A release so large no disk has twice its size free: the oldest must go.
      await store.add({
        ...record(id, i),
        ...(id === c ? { bytes: Number.MAX_SAFE_INTEGER } : {}),
      });
    }
    await store.switchTo(c);
    const room = await store.makeRoom();
    expect(room.remove).toEqual([a]);
    expect(room.enough).toBe(false);
    expect(existsSync(join(dir, a))).toBe(false);
    expect(store.records().map((r) => r.id)).toEqual([b, c]);
  });

  it('makeRoom takes a release still being measured as large as the last one measured', async () => {
    const { dir, store } = await fresh();
    const [a = '', b = ''] = ids;
    for (const id of [a, b]) {
      mkdirSync(join(dir, id));
      writeFileSync(join(dir, id, 'index.html'), Buffer.alloc(100_000, 1));
    }
    await store.add({ ...record(a, 0), bytes: 1_000 });
    // Just built: its size is measured after the build, and a call may come first.
    await store.add(record(b, 1));
    await store.switchTo(b);
    const room = await store.makeRoom();
    // Not walked: the need is twice a's recorded size, not twice b's 100 KB.
    expect(room.neededBytes).toBe(ROOM_FACTOR * 1_000);
    expect(room).toMatchObject({ remove: [], enough: true });
    expect(store.records().find((r) => r.id === b)?.bytes).toBeUndefined();
  });

  it('asks for room without measuring while it can: by the newest measured release, else by the disk in use', () => {
    expect(roomWithoutMeasuring(5_000, 1_000, 900_000)).toBe(2_000);
    expect(roomWithoutMeasuring(1_999, 1_000, 0)).toBeNull();
    // None measured yet (the first release, just built): no release is larger than the disk's use.
    expect(roomWithoutMeasuring(5_000, undefined, 2_500)).toBe(5_000);
    expect(roomWithoutMeasuring(4_999, undefined, 2_500)).toBeNull();
  });

  it('never discards the live release on recovery, even if it was the one being built', async () => {
    const { dir, store } = await fresh();
    const [id = ''] = ids;
    mkdirSync(join(dir, id));
    await store.add(record(id, 0));
    await store.switchTo(id);
    await store.recover(id);
    expect(existsSync(join(dir, id))).toBe(true);
  });
});
