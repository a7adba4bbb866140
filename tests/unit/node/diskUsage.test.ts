import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskUsage, diskUsageNow } from '../../../src/node/diskUsage.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** What `du` says `dir` takes, in bytes (each link counted, as a release's walk counts it). */
const du = (dir: string) =>
  Number(execFileSync('du', ['-s', '-l', '-B1', dir], { encoding: 'utf8' }).split('\t')[0]);

/** A folder shaped like a release: pages in nested folders, an empty folder, a link. */
function releaseLike(): string {
  const dir = tempFolder('du-');
  writeFileSync(join(dir, 'index.html'), Buffer.alloc(100_000, 1));
  for (let i = 0; i < 30; i++) {
    mkdirSync(join(dir, 'NewsHome', `item-${i}`), { recursive: true });
    writeFileSync(join(dir, 'NewsHome', `item-${i}`, 'index.html'), Buffer.alloc(500 * i, 2));
  }
  mkdirSync(join(dir, '_astro', 'empty'), { recursive: true });
  symlinkSync('index.html', join(dir, 'link.html'));
  // A file carried from another release: a hard link counts in each release that holds it.
  linkSync(join(dir, 'index.html'), join(dir, 'NewsHome', 'carried.html'));
  return dir;
}

describe('measuring a release folder', () => {
  it('counts the blocks du counts, every file and folder', () => {
    const dir = releaseLike();
    expect(diskUsageNow(dir)).toBe(du(dir));
  });

  it('takes the same measure in a thread of its own, at normal or idle priority', async () => {
    const dir = releaseLike();
    expect(await diskUsage(dir)).toBe(du(dir));
    expect(await diskUsage(dir, { idle: true })).toBe(du(dir));
  });

  it('counts a link to a folder as the link, not the folder outside it points at', () => {
    const dir = releaseLike();
    const before = diskUsageNow(dir);
    const outside = tempFolder('du-outside-');
    writeFileSync(join(outside, 'big.bin'), Buffer.alloc(1_000_000, 3));
    symlinkSync(outside, join(dir, 'outside'));
    expect(diskUsageNow(dir)).toBe(du(dir));
    expect(diskUsageNow(dir) - before).toBeLessThan(100_000);
  });

  it('counts a missing folder as nothing', async () => {
    const dir = tempFolder('du-');
    expect(diskUsageNow(join(dir, 'missing'))).toBe(0);
    expect(await diskUsage(join(dir, 'missing'), { idle: true })).toBe(0);
  });
});
