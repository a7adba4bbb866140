import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countChangedPages } from '../../../src/release/countChangedPages.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function release(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'changed-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('pages a release changes ("2 pages changed")', () => {
  it('counts changed, added and removed pages, not other files', async () => {
    const live = release({
      'index.html': 'home',
      'news/a/index.html': 'a',
      'news/b/index.html': 'b',
      'de/index.html': 'start',
      '_astro/x.css': 'old',
    });
    const next = release({
      'index.html': 'home',
      'news/a/index.html': 'a, edited',
      'news/c/index.html': 'c',
      'de/index.html': 'start',
      '_astro/y.css': 'new',
    });
    // a edited, c added, b removed.
    expect(await countChangedPages(next, live)).toBe(3);
    expect(await countChangedPages(live, live)).toBe(0);
  });

  it('counts a page carried as a hard link of the live one as unchanged', async () => {
    const live = release({ 'index.html': 'home', 'a/index.html': 'a' });
    const next = release({ 'a/index.html': 'a, edited' });
    linkSync(join(live, 'index.html'), join(next, 'index.html'));
    expect(await countChangedPages(next, live)).toBe(1);
  });
});
