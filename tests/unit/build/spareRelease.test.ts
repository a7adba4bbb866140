import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeSpare,
  matchRelease,
  recycledDirOf,
  reserveDirsOf,
  spareDirOf,
  startLinkedSpare,
  takeSpare,
  unfinishedSpareDirOf,
} from '../../../src/build/spareRelease.ts';
import type { KeysRecord } from '../../../src/release/releaseKeys.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function release(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** Each file (`f path`) and folder (`d path`) under `root`, sorted. */
function tree(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((e) => `${e.isDirectory() ? 'd' : 'f'} ${relative(root, join(e.parentPath, e.name))}`)
    .sort();
}

/** Every file of `spare` is the very file of `live` (the same inode). */
function expectSameFiles(spare: { dir: string; files: readonly string[] }, live: string): void {
  for (const file of spare.files) {
    expect(statSync(join(spare.dir, file)).ino, file).toBe(statSync(join(live, file)).ino);
  }
}

describe('the spare copy of a release', () => {
  it('is the release as hard links, and becomes the next build folder with only the kept files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const live = release('20260101-000000-aaaa', {
      'index.html': 'home',
      'NewsHome/old-item/index.html': 'old',
      'NewsHome/kept/index.html': 'kept',
      _headers: 'headers',
    });
    // A half-made copy of a worker that was stopped goes first.
    mkdirSync(join(unfinishedSpareDirOf(live), 'NewsHome'), { recursive: true });
    writeFileSync(join(unfinishedSpareDirOf(live), 'NewsHome', 'half.html'), 'half');
    const spare = await makeSpare(live);
    expect(spare.dir).toBe(spareDirOf(live));
    // Made aside and renamed whole: `.spare` is never a half copy.
    expect(existsSync(unfinishedSpareDirOf(live))).toBe(false);
    expect([...spare.files].sort()).toEqual([
      'NewsHome/kept/index.html',
      'NewsHome/old-item/index.html',
      '_headers',
      'index.html',
    ]);
    expect(statSync(join(spare.dir, 'index.html')).ino).toBe(
      statSync(join(live, 'index.html')).ino,
    );

    const next = join(dir, 'next');
    expect(takeSpare(spare, live, next, new Set(['NewsHome/kept/index.html']))).toBe(true);
    expect(existsSync(spare.dir)).toBe(false);
    expect(readFileSync(join(next, 'NewsHome/kept/index.html'), 'utf8')).toBe('kept');
    // The others are gone from the new folder, with the folder a removed page leaves empty …
    expect(existsSync(join(next, 'index.html'))).toBe(false);
    expect(existsSync(join(next, '_headers'))).toBe(false);
    expect(existsSync(join(next, 'NewsHome/old-item'))).toBe(false);
    expect(existsSync(join(next, 'NewsHome'))).toBe(true);
    // … and the live release is untouched: writing the new folder's files cannot reach it.
    writeFileSync(join(next, 'index.html'), 'new home');
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(live, 'NewsHome/old-item/index.html'), 'utf8')).toBe('old');
  });

  it('is made from the pruned release the service handed over: its own files kept, the rest mended', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const live = release('20260105-000000-eeee', {
      'index.html': 'home',
      'NewsHome/kept/index.html': 'kept',
      'NewsHome/edited/index.html': 'edited now',
      'NewsHome/added/index.html': 'added',
      'was-a-folder': 'now a file',
      'was-a-file/index.html': 'now a folder',
      _headers: 'headers',
    });
    // A release of five edits ago: some files are the live ones (carried since), others not.
    const recycled = recycledDirOf(live);
    release('.recycle', {
      'NewsHome/edited/index.html': 'edited then',
      'NewsHome/removed/index.html': 'removed',
      'was-a-folder/index.html': 'a page then',
      'was-a-file': 'a file then',
      _headers: 'other headers',
    });
    mkdirSync(join(recycled, 'NewsHome', 'removed-empty'));
    for (const file of ['index.html', 'NewsHome/kept/index.html']) {
      mkdirSync(dirname(join(recycled, file)), { recursive: true });
      linkSync(join(live, file), join(recycled, file));
    }
    const spare = await makeSpare(live);
    // Taken: the service may hand over the next one.
    expect(existsSync(recycled)).toBe(false);
    expect(tree(spare.dir)).toEqual(tree(live));
    expectSameFiles(spare, live);
    expect([...spare.files].sort()).toEqual(
      tree(live)
        .filter((e) => e.startsWith('f '))
        .map((e) => e.slice(2)),
    );
  });

  it('holds the files a next build can take, those the keys records say are alike kept as they were', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const record = (code: string, keys: Record<string, string>) =>
      JSON.stringify({ code, keys, declarations: [], declared: {} });
    const liveKeys = { 'NewsHome/same/index.html': 'k1', 'NewsHome/edited/index.html': 'k2' };
    const live = release('20260105-000000-eeee', {
      'NewsHome/same/index.html': 'same bytes',
      'NewsHome/edited/index.html': 'edited now',
      '_astro/site.css': 'styles',
      // Written by every build: not in the copy.
      _headers: 'headers',
      '_keys.json': record('code-1', liveKeys),
    });
    const keys = JSON.parse(readFileSync(join(live, '_keys.json'), 'utf8')) as KeysRecord;
    const known = { keys, statics: ['_astro/site.css'] };
    const inodeOf = (root: string, file: string) => statSync(join(root, file)).ino;
    const handOver = (code: string) => {
      release('.recycle', {
        'NewsHome/same/index.html': 'same bytes',
        'NewsHome/edited/index.html': 'edited then',
        'NewsHome/removed/index.html': 'removed since',
        _headers: 'older headers',
        '_keys.json': record(code, { ...liveKeys, 'NewsHome/edited/index.html': 'k0' }),
      });
      return inodeOf(recycledDirOf(live), 'NewsHome/same/index.html');
    };
    const expected = [
      'd NewsHome',
      'd NewsHome/edited',
      'd NewsHome/same',
      'd _astro',
      'f NewsHome/edited/index.html',
      'f NewsHome/same/index.html',
      'f _astro/site.css',
    ];
    // Same code: the alike file stays as it was (its own inode), the others are the live one's.
    const own = handOver('code-1');
    let spare = await makeSpare(live, { known });
    expect(tree(spare.dir)).toEqual(expected);
    expect(inodeOf(spare.dir, 'NewsHome/same/index.html')).toBe(own);
    expect(inodeOf(spare.dir, 'NewsHome/edited/index.html')).toBe(
      inodeOf(live, 'NewsHome/edited/index.html'),
    );
    expect(inodeOf(spare.dir, '_astro/site.css')).toBe(inodeOf(live, '_astro/site.css'));
    // Another code made the pruned release: its keys say nothing, every file is the live one's.
    handOver('code-0');
    spare = await makeSpare(live, { known });
    expect(tree(spare.dir)).toEqual(expected);
    expectSameFiles(spare, live);
    // With nothing handed over, a whole copy of those files.
    spare = await makeSpare(live, { known });
    expect(tree(spare.dir)).toEqual(expected);
    expectSameFiles(spare, live);
  });

  it('is completed, both copies, from what a full build linked as it wrote its pages', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const live = release('20260105-000000-eeee', {
      'index.html': 'home',
      'NewsHome/index.html': 'news',
      _headers: 'written after the pages',
    });
    // Copies of the last release, and a pruned release handed over: none is of use now.
    release('.spare', { 'index.html': 'old home' });
    release('.reserve', { 'index.html': 'old home' });
    release('.recycle', { 'index.html': 'older home' });
    const linking = await startLinkedSpare(live);
    expect(linking).toEqual([unfinishedSpareDirOf(live), reserveDirsOf(live).unfinished]);
    expect(existsSync(spareDirOf(live))).toBe(false);
    expect(existsSync(reserveDirsOf(live).dir)).toBe(false);
    // What the build linked as it wrote (writeOutputFile): pages, under their own names only.
    for (const copy of linking) {
      linkSync(join(live, 'index.html'), join(copy, 'index.html'));
      mkdirSync(join(copy, 'NewsHome'));
      linkSync(join(live, 'NewsHome/index.html'), join(copy, 'NewsHome/index.html'));
    }
    // One the build then replaced with a new file (written aside and renamed over it): the links
    // are the old file's last, and are not taken for the release's.
    writeFileSync(join(live, 'NewsHome/index.new'), 'news, replaced');
    renameSync(join(live, 'NewsHome/index.new'), join(live, 'NewsHome/index.html'));
    for (const reserve of [false, true]) {
      const copy = await makeSpare(live, { linked: true, reserve });
      expect(copy.dir).toBe(reserve ? reserveDirsOf(live).dir : spareDirOf(live));
      expect(readFileSync(join(copy.dir, 'NewsHome/index.html'), 'utf8')).toBe('news, replaced');
      expect(tree(copy.dir)).toEqual(tree(live));
      expectSameFiles(copy, live);
    }
    // Left for the next copy, made from it.
    expect(readFileSync(join(recycledDirOf(live), 'index.html'), 'utf8')).toBe('older home');
  });

  it('is made from the reserve, a copy of the release before, by the keys that changed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const record = (keys: Record<string, string>) =>
      ({ code: 'code-1', keys, declarations: [], declared: {} }) as KeysRecord;
    const oldKeys = record({ 'a/index.html': 'k1', 'b/index.html': 'k2', 'gone/index.html': 'k3' });
    const before = release('20260104-000000-dddd', {
      'a/index.html': 'a',
      'b/index.html': 'b then',
      'gone/index.html': 'removed since',
      '_astro/site.css': 'styles',
    });
    const statics = ['_astro/site.css'];
    const reserve = await makeSpare(before, { known: { keys: oldKeys, statics }, reserve: true });
    expect(reserve.dir).toBe(reserveDirsOf(before).dir);
    expect(tree(reserve.dir)).toEqual(tree(before));

    const newKeys = record({ 'a/index.html': 'k1', 'b/index.html': 'k2b', 'new/index.html': 'k4' });
    const live = release('20260105-000000-eeee', {
      'a/index.html': 'a',
      'b/index.html': 'b now',
      'new/index.html': 'added',
      '_astro/site.css': 'styles',
      _headers: 'headers',
    });
    // The live release's style sheet is the one before's (carried): the same file.
    rmSync(join(live, '_astro/site.css'));
    linkSync(join(before, '_astro/site.css'), join(live, '_astro/site.css'));
    const inodeOf = (root: string, file: string) => statSync(join(root, file)).ino;
    const kept = inodeOf(reserve.dir, 'a/index.html');
    const spare = await makeSpare(live, {
      known: { keys: newKeys, statics },
      from: { ...reserve, keys: oldKeys },
    });
    // Taken: the reserve is now the spare.
    expect(existsSync(reserve.dir)).toBe(false);
    expect(tree(spare.dir)).toEqual([
      'd _astro',
      'd a',
      'd b',
      'd new',
      'f _astro/site.css',
      'f a/index.html',
      'f b/index.html',
      'f new/index.html',
    ]);
    // Alike by its keys: kept as it was; the others are the live release's files.
    expect(inodeOf(spare.dir, 'a/index.html')).toBe(kept);
    for (const file of ['b/index.html', 'new/index.html', '_astro/site.css']) {
      expect(inodeOf(spare.dir, file), file).toBe(inodeOf(live, file));
    }
  });

  it('matches a folder that is not there by making it a whole copy', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const live = release('20260101-000000-aaaa', { 'a/b/c.html': 'c', 'd.txt': 'd' });
    const files = matchRelease(live, join(dir, 'copy'));
    expect([...files].sort()).toEqual(['a/b/c.html', 'd.txt']);
    expect(readFileSync(join(dir, 'copy', 'a/b/c.html'), 'utf8')).toBe('c');
  });

  it('unlinks a link in the copy, or in its place, never the files it points at', () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const live = release('20260101-000000-aaaa', { 'a/index.html': 'a', 'd.txt': 'd' });
    const outside = release('outside', { 'deeper/index.html': 'outside' });
    const copy = join(dir, 'copy');
    mkdirSync(join(copy, 'a'), { recursive: true });
    symlinkSync(outside, join(copy, 'a', 'link'));
    expect([...matchRelease(live, copy)].sort()).toEqual(['a/index.html', 'd.txt']);
    expect(tree(copy)).toEqual(tree(live));
    // A link where the copy belongs: the copy is made in its place.
    const linked = join(dir, 'linked-copy');
    symlinkSync(outside, linked);
    matchRelease(live, linked);
    expect(tree(linked)).toEqual(tree(live));
    expect(tree(outside)).toEqual(['d deeper', 'f deeper/index.html']);
  });

  it('is not used, and goes, when another release is live by now', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const first = release('20260101-000000-aaaa', { 'index.html': 'one' });
    const second = release('20260102-000000-bbbb', { 'index.html': 'two' });
    const spare = await makeSpare(first);
    expect(takeSpare(spare, second, join(dir, 'next'), new Set(['index.html']))).toBe(false);
    expect(existsSync(spare.dir)).toBe(false);
    expect(existsSync(join(dir, 'next'))).toBe(false);
  });
});
