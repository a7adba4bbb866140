/**
 * The HTML pages of a release and how many changed from one release to the next, worked out from
 * the releases' keys (releaseKeys.ts) rather than by walking their folders: the status page's
 * "N pages changed" (countChangedPages' measure) and its page counts, for tens of thousands of
 * pages at every edit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GERMAN_NOT_FOUND_FOLDERS } from '../i18n/routes.ts';
import type { KeysRecord } from './releaseKeys.ts';

/**
 * The German not-found page's copies (writeHostFiles), as files: `de/404.html`, which is also
 * in the catalogue, and one in each German alias folder, which are not.
 */
export const NOT_FOUND_COPIES: readonly string[] = GERMAN_NOT_FOUND_FOLDERS.map(
  (folder) => `${folder.slice(1)}/404.html`,
);

/** Every HTML page of a release whose catalogue files are `files`: those and the copies. */
export function releasePages(files: Iterable<string>): Set<string> {
  const pages = new Set(NOT_FOUND_COPIES);
  for (const file of files) if (file.endsWith('.html')) pages.add(file);
  return pages;
}

/**
 * How many pages of `nextDir` differ from `liveDir`'s when the files not rendered are carried:
 * pages only one of them has (releasePages of each one's keys), and the pages both have that
 * this build wrote (rendered, or the not-found copies) whose bytes differ. One pass over each
 * release's keys: at 40,000 pages, sets of both releases' pages took a tenth of a second.
 */
export function changedPages(
  liveDir: string,
  nextDir: string,
  live: KeysRecord,
  keys: ReadonlyMap<string, string>,
  carried: ReadonlySet<string>,
): number {
  const copies = new Set(NOT_FOUND_COPIES);
  const wasThere = (page: string) => Object.hasOwn(live.keys, page) || copies.has(page);
  const differs = (page: string) =>
    !carried.has(page) &&
    (!existsSync(join(liveDir, page)) ||
      !readFileSync(join(nextDir, page)).equals(readFileSync(join(liveDir, page))));
  let changed = 0;
  for (const page in live.keys) {
    if (page.endsWith('.html') && !keys.has(page) && !copies.has(page)) changed++;
  }
  for (const page of keys.keys()) {
    if (page.endsWith('.html') && (!wasThere(page) || differs(page))) changed++;
  }
  // The copies outside the catalogue (`de/404.html` is in it, counted above: once).
  for (const page of copies) if (!keys.has(page) && differs(page)) changed++;
  return changed;
}
