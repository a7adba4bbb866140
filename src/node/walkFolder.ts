/**
 * The one folder walk of the project: every entry under a folder, never entering a link. Node's
 * recursive `readdir` descends into a link to a folder and lists what lies outside as if it were
 * inside, so what removes the entries would reach outside.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Folders read at once: Node's recursive `readdir` reads one after the other, 3-4× slower. */
const FOLDERS_AT_ONCE = 16;

/**
 * Every entry under `dir` (not `dir` itself), each with its `parentPath`, in no set order; a link
 * is listed, never entered. Rejects with the first folder that cannot be read.
 */
export function walkFolder(dir: string): Promise<Dirent[]> {
  return new Promise((resolve, reject) => {
    const entries: Dirent[] = [];
    const waiting = [dir];
    let reading = 0;
    let failed = false;
    const next = () => {
      if (failed) return;
      if (waiting.length === 0 && reading === 0) {
        resolve(entries);
        return;
      }
      while (reading < FOLDERS_AT_ONCE && waiting.length > 0) {
        const folder = waiting.pop()!;
        reading++;
        readdir(folder, { withFileTypes: true }).then(
          (found) => {
            reading--;
            for (const entry of found) {
              entries.push(entry);
              if (entry.isDirectory()) waiting.push(join(folder, entry.name));
            }
            next();
          },
          (error: unknown) => {
            failed = true;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }
    };
    next();
  });
}

/** walkFolder in synchronous steps, for code that runs in a thread of its own. */
export function walkFolderSync(dir: string): Dirent[] {
  const entries: Dirent[] = [];
  const waiting = [dir];
  for (let folder = waiting.pop(); folder !== undefined; folder = waiting.pop()) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      entries.push(entry);
      if (entry.isDirectory()) waiting.push(join(folder, entry.name));
    }
  }
  return entries;
}

/** The path of `entry` under `dir` with `/` whatever the platform, as a release names files. */
export function pathUnder(dir: string, entry: Dirent): string {
  return relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
}

/** The files under `dir` (links and folders left out), as pathUnder names them. */
export async function filesUnder(dir: string): Promise<string[]> {
  return (await walkFolder(dir)).filter((e) => e.isFile()).map((e) => pathUnder(dir, e));
}

/** filesUnder in one thread's synchronous steps (walkFolderSync). */
export function filesUnderSync(dir: string): string[] {
  return walkFolderSync(dir)
    .filter((e) => e.isFile())
    .map((e) => pathUnder(dir, e));
}
