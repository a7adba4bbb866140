/**
 * The pages that changed from one release to the next (added, bytes differ, or removed), as site
 * paths an editor can open, worked out from the releases' keys rather than by walking their folders.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GERMAN_NOT_FOUND_FOLDERS, NOT_FOUND_PAGES } from '../i18n/routes.ts';
import { inLanes } from '../node/inLanes.ts';
import { sitePath } from './catalogueFile.ts';
import { readKeysRecord, type KeysRecord } from './releaseKeys.ts';

/** The German not-found page's copies (writeHostFiles): `de/404.html` and one per alias folder. */
export const NOT_FOUND_COPIES: readonly string[] = GERMAN_NOT_FOUND_FOLDERS.map(
  (folder) => `${folder.slice(1)}/404.html`,
);

/** The copies' site paths but `/de/404.html`'s: the same page again, never counted or listed. */
export const ALIAS_COPIES: ReadonlySet<string> = new Set(
  NOT_FOUND_COPIES.map((file) => `/${file}`).filter((path) => path !== NOT_FOUND_PAGES.de),
);

/** How many changed paths a build record keeps (the total is kept beside them). */
export const LISTED_CHANGES = 200;

/** The first LISTED_CHANGES site paths a build changed, and how many there are (null: not known). */
export interface ChangedPages {
  readonly changedPages: readonly string[];
  readonly changedPagesTotal: number | null;
}

/** Nothing known (the first release, or a count still running). */
export const NOT_COUNTED: ChangedPages = { changedPages: [], changedPagesTotal: null };

/**
 * Changed files as site paths, sorted (case folded) so an item's old and new address and its list
 * page stand together and an editor finds theirs as in an index; capped, with the total beside.
 */
export function listChanges(files: Iterable<string>): ChangedPages {
  const paths = [...new Set([...files].map((file) => sitePath(file)))]
    .filter((path) => !ALIAS_COPIES.has(path))
    .sort((a, b) => a.localeCompare(b, 'en') || (a < b ? -1 : a > b ? 1 : 0));
  return { changedPages: paths.slice(0, LISTED_CHANGES), changedPagesTotal: paths.length };
}

/** Pages read at once when their bytes are compared (each page read from both releases). */
const PAGES_AT_ONCE = 8;

/** Whether `page` has other bytes in `nextDir` than in `liveDir` (or either cannot be read). */
async function differs(liveDir: string, nextDir: string, page: string): Promise<boolean> {
  const read = (dir: string) => readFile(join(dir, page)).catch(() => null);
  const [before, after] = await Promise.all([read(liveDir), read(nextDir)]);
  return before === null || after === null || !before.equals(after);
}

/**
 * The pages of `nextDir` that differ from `liveDir`'s when the files in `carried` were carried:
 * pages only one of them has (added, removed), and the pages both have that this build wrote whose
 * bytes differ (read a few at a time on the disk's threads). The count is the list's length.
 */
export async function changedPages(
  liveDir: string,
  nextDir: string,
  live: KeysRecord,
  keys: ReadonlyMap<string, string>,
  carried: ReadonlySet<string>,
): Promise<ChangedPages> {
  const changed: string[] = [];
  const compared: string[] = [];
  for (const page in live.keys) {
    if (page.endsWith('.html') && !keys.has(page)) changed.push(page);
  }
  for (const page of keys.keys()) {
    if (!page.endsWith('.html')) continue;
    if (!Object.hasOwn(live.keys, page)) changed.push(page);
    else if (!carried.has(page)) compared.push(page);
  }
  await inLanes(compared, PAGES_AT_ONCE, async (page) => {
    if (await differs(liveDir, nextDir, page)) changed.push(page);
  });
  return listChanges(changed);
}

/** changedPages after a full build (nothing carried); null when either has no keys record. */
export async function changedPagesBetween(
  liveDir: string,
  nextDir: string,
): Promise<ChangedPages | null> {
  const live = readKeysRecord(liveDir);
  const next = readKeysRecord(nextDir);
  if (live === null || next === null) return null;
  return changedPages(liveDir, nextDir, live, new Map(Object.entries(next.keys)), new Set());
}
