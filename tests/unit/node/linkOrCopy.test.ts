/** A release's file put into another: a hard link, a copy where no link can be made. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { cannotLink, linkOrCopy, linkOrCopySync } from '../../../src/node/linkOrCopy.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** A folder on another file system than the temporary folder, where this machine has one. */
const otherDisk = existsSync('/dev/shm') ? '/dev/shm' : null;
let elsewhere = '';
afterEach(() => {
  if (elsewhere !== '') rmSync(elsewhere, { recursive: true, force: true });
  elsewhere = '';
});

describe('linkOrCopy', () => {
  it('links on the same disk: both names are one file', async () => {
    const dir = tempFolder('link-');
    writeFileSync(join(dir, 'page.html'), 'page');
    linkOrCopySync(join(dir, 'page.html'), join(dir, 'sync.html'));
    await linkOrCopy(join(dir, 'page.html'), join(dir, 'async.html'));
    const { ino } = statSync(join(dir, 'page.html'));
    for (const name of ['sync.html', 'async.html']) {
      expect(statSync(join(dir, name)).ino).toBe(ino);
    }
  });

  it('copies onto another disk, where a link fails with EXDEV', async () => {
    const dir = tempFolder('link-');
    elsewhere = mkdtempSync(join(otherDisk ?? dir, 'link-other-'));
    const twoDisks = statSync(dir).dev !== statSync(elsewhere).dev;
    writeFileSync(join(dir, 'page.html'), 'page');
    linkOrCopySync(join(dir, 'page.html'), join(elsewhere, 'sync.html'));
    await linkOrCopy(join(dir, 'page.html'), join(elsewhere, 'async.html'));
    for (const name of ['sync.html', 'async.html']) {
      expect(readFileSync(join(elsewhere, name), 'utf8')).toBe('page');
      const linked = statSync(join(elsewhere, name)).ino === statSync(join(dir, 'page.html')).ino;
      expect(linked).toBe(!twoDisks);
    }
  });

  it('fails, copying nothing, for a file that is not there', async () => {
    const dir = tempFolder('link-');
    expect(() => linkOrCopySync(join(dir, 'gone.html'), join(dir, 'a.html'))).toThrow(/ENOENT/);
    await expect(linkOrCopy(join(dir, 'gone.html'), join(dir, 'b.html'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(existsSync(join(dir, 'a.html')) || existsSync(join(dir, 'b.html'))).toBe(false);
  });

  it('copies instead only for another disk, no hard links, or too many links', () => {
    for (const code of ['EXDEV', 'EPERM', 'EMLINK']) {
      expect(cannotLink(Object.assign(new Error(code), { code }))).toBe(true);
    }
    fc.assert(
      fc.property(
        fc.string().filter((code) => !['EXDEV', 'EPERM', 'EMLINK'].includes(code)),
        (code) => !cannotLink(Object.assign(new Error(code), { code })),
      ),
    );
    expect(cannotLink(null)).toBe(false);
  });
});
