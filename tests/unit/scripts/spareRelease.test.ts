import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeSpare,
  spareDirOf,
  takeSpare,
  unfinishedSpareDirOf,
} from '../../../scripts/lib/spareRelease.ts';

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

describe('the spare copy of a release (issue 16 item 6)', () => {
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
