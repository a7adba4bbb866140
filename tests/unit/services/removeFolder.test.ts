import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeFolder } from '../../../src/services/removeFolder.ts';

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

  it('does nothing for a folder that is not there', async () => {
    dir = mkdtempSync(join(tmpdir(), 'remove-'));
    await expect(removeFolder(join(dir, 'missing'))).resolves.toBeUndefined();
  });
});
