/**
 * How many pages a new release changes against the live one (issue 15, point 6: the headline
 * "Published at 14:05: 2 pages changed."): HTML files whose bytes differ, plus pages added or
 * removed. A comparison of the two folders, so it counts what visitors will actually see change.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { walkFolder } from '../node/walkFolder.ts';

async function htmlFiles(dir: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const entry of await walkFolder(dir)) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      files.add(join(entry.parentPath, entry.name).slice(dir.length + 1));
    }
  }
  return files;
}

/** Pages of `nextDir` that differ from, or are missing in, `liveDir`, plus pages it dropped. */
export async function countChangedPages(nextDir: string, liveDir: string): Promise<number> {
  const [next, live] = await Promise.all([htmlFiles(nextDir), htmlFiles(liveDir)]);
  let changed = [...live].filter((file) => !next.has(file)).length;
  for (const file of next) {
    if (!live.has(file)) {
      changed++;
      continue;
    }
    // A page carried from the live release is its very file (a hard link): unchanged unread.
    const [x, y] = await Promise.all([stat(join(nextDir, file)), stat(join(liveDir, file))]);
    if (x.ino === y.ino && x.dev === y.dev) continue;
    const [a, b] = await Promise.all([
      readFile(join(nextDir, file)),
      readFile(join(liveDir, file)),
    ]);
    if (!a.equals(b)) changed++;
  }
  return changed;
}
