import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
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
  spareDirOf,
  takeSpare,
  unfinishedSpareDirOf,
} from '../../../src/build/spareRelease.ts';

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
    const files = ['index.html', 'NewsHome/old-item/index.html', 'NewsHome/kept/index.html'];
    const spare = await makeSpare(live, files);
    expect(spare.dir).toBe(spareDirOf(live));
    // Made aside and renamed whole: `.spare` is never a half copy.
    expect(existsSync(unfinishedSpareDirOf(live))).toBe(false);
    expect(spare.files).toEqual(files);
    // Only the files named: those a next build can carry (`_headers` is written by every build).
    expect(tree(spare.dir)).toEqual([
      'd NewsHome',
      'd NewsHome/kept',
      'd NewsHome/old-item',
      'f NewsHome/kept/index.html',
      'f NewsHome/old-item/index.html',
      'f index.html',
    ]);
    expectSameFiles(spare, live);

    const next = join(dir, 'next');
    expect(takeSpare(spare, live, next, new Set(['NewsHome/kept/index.html']))).toBe(true);
    expect(existsSync(spare.dir)).toBe(false);
    expect(readFileSync(join(next, 'NewsHome/kept/index.html'), 'utf8')).toBe('kept');
    // The others are gone from the new folder, with the folder a removed page leaves empty …
    expect(existsSync(join(next, 'index.html'))).toBe(false);
    expect(existsSync(join(next, 'NewsHome/old-item'))).toBe(false);
    expect(existsSync(join(next, 'NewsHome'))).toBe(true);
    // … and the live release is untouched: writing the new folder's files cannot reach it.
    writeFileSync(join(next, 'index.html'), 'new home');
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(live, 'NewsHome/old-item/index.html'), 'utf8')).toBe('old');
  });

  it('replaces an earlier copy whole, and a link in its place without following it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const before = release('20260101-000000-aaaa', { 'index.html': 'one', 'gone/index.html': 'g' });
    const live = release('20260102-000000-bbbb', { 'index.html': 'two', 'new/index.html': 'n' });
    await makeSpare(before, ['index.html', 'gone/index.html']);
    const spare = await makeSpare(live, ['index.html', 'new/index.html']);
    expect(tree(spare.dir)).toEqual(['d new', 'f index.html', 'f new/index.html']);
    expectSameFiles(spare, live);
    // A link where the copy belongs goes, and the files it points at stay.
    const outside = release('outside', { 'deeper/index.html': 'outside' });
    rmSync(spare.dir, { recursive: true });
    symlinkSync(outside, spare.dir);
    const again = await makeSpare(live, ['index.html']);
    expect(tree(again.dir)).toEqual(['f index.html']);
    expect(tree(outside)).toEqual(['d deeper', 'f deeper/index.html']);
  });

  it('leaves no folder when it cannot be made', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const live = release('20260101-000000-aaaa', { 'index.html': 'home' });
    // E.g. the service discarded the release while it was being copied.
    await expect(makeSpare(live, ['index.html', 'missing/index.html'])).rejects.toThrow(/ENOENT/);
    expect(existsSync(spareDirOf(live))).toBe(false);
    expect(existsSync(unfinishedSpareDirOf(live))).toBe(false);
  });

  it('is not used, and goes, when another release is live by now', async () => {
    dir = mkdtempSync(join(tmpdir(), 'spare-'));
    const first = release('20260101-000000-aaaa', { 'index.html': 'one' });
    const second = release('20260102-000000-bbbb', { 'index.html': 'two' });
    const spare = await makeSpare(first, ['index.html']);
    expect(takeSpare(spare, second, join(dir, 'next'), new Set(['index.html']))).toBe(false);
    expect(existsSync(spare.dir)).toBe(false);
    expect(existsSync(join(dir, 'next'))).toBe(false);
  });
});
