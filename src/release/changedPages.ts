/**
 * The HTML pages of a release and how many changed from one release to the next (bytes differ,
 * or added or removed), worked out from the releases' keys rather than by walking their folders.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GERMAN_NOT_FOUND_FOLDERS } from '../i18n/routes.ts';
import { inLanes } from '../node/inLanes.ts';
import { readKeysRecord, type KeysRecord } from './releaseKeys.ts';

/** The German not-found page's copies (writeHostFiles): `de/404.html` and one per alias folder. */
export const NOT_FOUND_COPIES: readonly string[] = GERMAN_NOT_FOUND_FOLDERS.map(
  (folder) => `${folder.slice(1)}/404.html`,
);

/** Every HTML page of a release whose catalogue files are `files`: those and the copies. */
export function releasePages(files: Iterable<string>): Set<string> {
  const pages = new Set(NOT_FOUND_COPIES);
  for (const file of files) if (file.endsWith('.html')) pages.add(file);
  return pages;
}

/** Pages read at once when their bytes are compared (each page read from both releases). */
const PAGES_AT_ONCE = 8;

/** Whether `page` has other bytes in `nextDir` than in `liveDir`, or is missing there. */
async function differs(liveDir: string, nextDir: string, page: string): Promise<boolean> {
  const [before, after] = await Promise.all([
    readFile(join(liveDir, page)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }),
    readFile(join(nextDir, page)),
  ]);
  return before === null || !before.equals(after);
}

/**
 * How many pages of `nextDir` differ from `liveDir`'s when the files in `carried` were carried:
 * pages only one of them has, and the pages both have that this build wrote whose bytes differ
 * (read a few at a time on the disk's threads).
 */
export async function changedPages(
  liveDir: string,
  nextDir: string,
  live: KeysRecord,
  keys: ReadonlyMap<string, string>,
  carried: ReadonlySet<string>,
): Promise<number> {
  const copies = new Set(NOT_FOUND_COPIES);
  const wasThere = (page: string) => Object.hasOwn(live.keys, page) || copies.has(page);
  const compared: string[] = [];
  let changed = 0;
  for (const page in live.keys) {
    if (page.endsWith('.html') && !keys.has(page) && !copies.has(page)) changed++;
  }
  for (const page of keys.keys()) {
    if (!page.endsWith('.html')) continue;
    if (!wasThere(page)) changed++;
    else if (!carried.has(page)) compared.push(page);
  }
  // The copies outside the catalogue (`de/404.html` is in it, counted above: once).
  for (const page of copies) if (!keys.has(page) && !carried.has(page)) compared.push(page);
  await inLanes(compared, PAGES_AT_ONCE, async (page) => {
    if (await differs(liveDir, nextDir, page)) changed++;
  });
  return changed;
}

/** changedPages after a full build (nothing carried); null when either has no keys record. */
export async function changedPagesBetween(
  liveDir: string,
  nextDir: string,
): Promise<number | null> {
  const live = readKeysRecord(liveDir);
  const next = readKeysRecord(nextDir);
  if (live === null || next === null) return null;
  return changedPages(liveDir, nextDir, live, new Map(Object.entries(next.keys)), new Set());
}
