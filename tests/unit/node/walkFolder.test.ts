import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  filesUnder,
  filesUnderSync,
  walkFolder,
  walkFolderSync,
} from '../../../src/node/walkFolder.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Each entry as `kind path`, sorted: what two walks must agree on. */
const listed = (
  entries: { name: string; parentPath: string; isDirectory(): boolean; isFile(): boolean }[],
) =>
  entries
    .map((e) => `${e.isDirectory() ? 'd' : e.isFile() ? 'f' : 'o'} ${join(e.parentPath, e.name)}`)
    .sort();

describe('walking a release folder', () => {
  it('finds every entry Node’s recursive readdir finds, with its parent path, more folders than it reads at once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'walk-'));
    // Deep and wide: 60 page folders, nested sections, an empty folder, a file link.
    for (let i = 0; i < 60; i++) {
      const folder = join(dir, i % 2 ? 'NewsHome' : 'de/veranstaltungen', `item-${i}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), `page ${i}`);
    }
    mkdirSync(join(dir, '_astro/empty'), { recursive: true });
    writeFileSync(join(dir, '_headers'), 'headers');
    symlinkSync('_headers', join(dir, 'headers-link'));
    const walked = await walkFolder(dir);
    const node = await readdir(dir, { recursive: true, withFileTypes: true });
    expect(listed(walked)).toEqual(listed(node));
    expect(listed(walkFolderSync(dir))).toEqual(listed(node));
    expect(walked.filter((e) => e.isFile())).toHaveLength(61);
  });

  it('lists a link to a folder without entering it, the synchronous walk too', async () => {
    dir = mkdtempSync(join(tmpdir(), 'walk-'));
    mkdirSync(join(dir, 'outside', 'deeper'), { recursive: true });
    writeFileSync(join(dir, 'outside', 'deeper', 'index.html'), 'outside');
    mkdirSync(join(dir, 'release', 'NewsHome'), { recursive: true });
    writeFileSync(join(dir, 'release', 'NewsHome', 'index.html'), 'page');
    symlinkSync(join(dir, 'outside'), join(dir, 'release', 'NewsHome', 'link'));
    const expected = [
      `d ${join(dir, 'release', 'NewsHome')}`,
      `f ${join(dir, 'release', 'NewsHome', 'index.html')}`,
      `o ${join(dir, 'release', 'NewsHome', 'link')}`,
    ];
    expect(listed(await walkFolder(join(dir, 'release')))).toEqual(expected);
    expect(listed(walkFolderSync(join(dir, 'release')))).toEqual(expected);
  });

  it('names the files under a folder as a release names them, leaving links and folders out', async () => {
    dir = mkdtempSync(join(tmpdir(), 'walk-'));
    mkdirSync(join(dir, 'outside'), { recursive: true });
    writeFileSync(join(dir, 'outside', 'secret.html'), 'outside');
    mkdirSync(join(dir, 'release', 'de', 'kontakt'), { recursive: true });
    mkdirSync(join(dir, 'release', '_astro', 'empty'), { recursive: true });
    writeFileSync(join(dir, 'release', 'index.html'), 'home');
    writeFileSync(join(dir, 'release', 'de', 'kontakt', 'index.html'), 'Kontakt');
    symlinkSync(join(dir, 'outside'), join(dir, 'release', 'de', 'linked'));
    symlinkSync('index.html', join(dir, 'release', 'home.html'));
    const expected = ['de/kontakt/index.html', 'index.html'];
    expect((await filesUnder(join(dir, 'release'))).sort()).toEqual(expected);
    expect(filesUnderSync(join(dir, 'release')).sort()).toEqual(expected);
  });

  it('rejects for a folder that is not there', async () => {
    dir = mkdtempSync(join(tmpdir(), 'walk-'));
    await expect(walkFolder(join(dir, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
