import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeFolder } from '../../../src/node/removeFolder.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('removing a release folder in the background', () => {
  it('removes every file, link and folder, nested and empty ones too, and leaves its neighbours', async () => {
    dir = mkdtempSync(join(tmpdir(), 'remove-'));
    const release = join(dir, '20260101-000000-aaaa');
    for (let i = 0; i < 30; i++) {
      const folder = join(release, i % 3 ? 'NewsHome' : 'de/neuigkeiten', `item-${i}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), `page ${i}`);
    }
    mkdirSync(join(release, '_astro/empty/deeper'), { recursive: true });
    writeFileSync(join(dir, 'outside.txt'), 'kept');
    // A link to a file outside: the link goes, not what it points at.
    symlinkSync(join(dir, 'outside.txt'), join(release, 'outside-link'));
    await removeFolder(release);
    expect(existsSync(release)).toBe(false);
    expect(existsSync(join(dir, 'outside.txt'))).toBe(true);
  });

  it('removes a link in the folder’s place, not the folder of files it points at', async () => {
    dir = mkdtempSync(join(tmpdir(), 'remove-'));
    const release = join(dir, '20260101-000000-aaaa');
    mkdirSync(join(release, 'de'), { recursive: true });
    writeFileSync(join(release, 'index.html'), 'home');
    writeFileSync(join(release, 'de', '404.html'), 'nicht gefunden');
    const link = join(dir, '.current-20260101-000000-bbbb.tmp');
    symlinkSync('20260101-000000-aaaa', link);
    await removeFolder(link);
    expect(existsSync(link)).toBe(false);
    expect(readdirSync(release, { recursive: true }).sort()).toEqual(
      ['de', 'de/404.html', 'index.html'].sort(),
    );
  });

  it('removes a link inside to a folder outside, not that folder’s files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'remove-'));
    const outside = join(dir, 'outside');
    mkdirSync(join(outside, 'deeper'), { recursive: true });
    writeFileSync(join(outside, 'deeper', 'index.html'), 'kept');
    const release = join(dir, '20260101-000000-aaaa');
    mkdirSync(join(release, 'NewsHome'), { recursive: true });
    writeFileSync(join(release, 'NewsHome', 'index.html'), 'page');
    symlinkSync(outside, join(release, 'NewsHome', 'outside-link'));
    await removeFolder(release);
    expect(existsSync(release)).toBe(false);
    expect(readFileSync(join(outside, 'deeper', 'index.html'), 'utf8')).toBe('kept');
  });

  it('does nothing for a folder that is not there', async () => {
    dir = mkdtempSync(join(tmpdir(), 'remove-'));
    await expect(removeFolder(join(dir, 'missing'))).resolves.toBeUndefined();
  });
});
