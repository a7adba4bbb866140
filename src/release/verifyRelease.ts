/**
 * The check between build and switch: the pages every site has must exist, and a release with
 * fewer than half the live release's pages is refused unless forced (a back end that lost most of
 * its rows must not empty the site). And before a rollback: a kept release must still be whole.
 */
import { existsSync, statSync } from 'node:fs';
import { filesUnder } from '../node/walkFolder.ts';
import { join } from 'node:path';
import { KEYS_FILE } from '../catalogue/pageCatalogue.ts';
import { PATHS_FILE } from '../content/movedPaths.ts';
import { LOCALES } from '../content/types.ts';
import { isGermanPath, routePath } from '../i18n/routes.ts';
import { catalogueFile, sitePath } from './catalogueFile.ts';
import { ALIAS_COPIES } from './changedPages.ts';
import type { PageCounts } from './releaseStore.ts';

/** Files every build of the site has, whatever the content (fixed routes in both languages). */
export const REQUIRED_FILES: readonly string[] = [
  ...(['home', 'news', 'events', 'contact', 'privacy'] as const).flatMap((family) =>
    LOCALES.map((locale) => catalogueFile(routePath(family, locale))),
  ),
  '404.html',
  '_headers',
  'sitemap-index.xml',
];

/**
 * Counts a release's pages (HTML files, paths under its folder) per language, each site path once:
 * the German not-found page's copies in the alias folders are no pages of their own.
 */
export function countPageFiles(files: Iterable<string>): PageCounts {
  let en = 0;
  let de = 0;
  for (const file of files) {
    if (!file.endsWith('.html') || ALIAS_COPIES.has(sitePath(file))) continue;
    if (isGermanPath(sitePath(file))) de++;
    else en++;
  }
  return { en, de, total: en + de };
}

/** Counts the HTML pages of a built folder per language (countPageFiles). */
export async function countPages(dir: string): Promise<PageCounts> {
  return countPageFiles(await filesUnder(dir));
}

/**
 * Why a built release may not go live, or null when it may: a missing required file, or fewer
 * than half the live release's pages without `force`.
 */
export function releaseProblem(input: {
  readonly missing: readonly string[];
  readonly pages: number;
  readonly livePages: number | null;
  readonly force: boolean;
}): string | null {
  if (input.missing.length > 0) {
    return `the build has no ${input.missing.join(', ')}`;
  }
  if (!input.force && input.livePages !== null && input.pages * 2 < input.livePages) {
    return `only ${input.pages} pages, fewer than half of the ${input.livePages} live now; call again with {"force": true} to publish it anyway`;
  }
  return null;
}

/**
 * Checks a built folder against the live release; returns its pages, or the problem. `counted`:
 * the pages the build says it wrote (no walk of the folder), else they are counted in it.
 */
export async function verifyRelease(
  dir: string,
  livePages: number | null,
  force: boolean,
  counted: PageCounts | null = null,
): Promise<{ pages: PageCounts; problem: string | null }> {
  const missing = REQUIRED_FILES.filter((file) => !existsSync(join(dir, file)));
  const pages = counted ?? (await countPages(dir));
  return { pages, problem: releaseProblem({ missing, pages: pages.total, livePages, force }) };
}

/**
 * Files every release the service made holds, whatever its content, including the records the
 * next build reads. A kept release that lacks one lost files after it went live.
 */
export const RELEASE_FILES: readonly string[] = [
  ...REQUIRED_FILES,
  'de/404.html',
  '_redirects',
  KEYS_FILE,
  PATHS_FILE,
];

/** The files of RELEASE_FILES that are not a file in `dir` (all of them when it is gone). */
export function missingReleaseFiles(dir: string): string[] {
  return RELEASE_FILES.filter(
    (file) => statSync(join(dir, file), { throwIfNoEntry: false })?.isFile() !== true,
  );
}

/** Files a refusal names at most; the rest are counted. */
const NAMED_AT_MOST = 5;

/**
 * Why POST /rollback refuses to make release `id` live, for the editor who called it, or null when
 * nothing is `missing`: a release that lost its files would serve a site without its pages.
 */
export function rollbackProblem(
  id: string,
  liveId: string | null,
  missing: readonly string[],
): string | null {
  if (missing.length === 0) return null;
  const stays = liveId === null ? 'Nothing was switched.' : `${liveId} stays live.`;
  if (missing.length === RELEASE_FILES.length) {
    return `Cannot roll back to release ${id}: its files are gone. ${stays}`;
  }
  const named = missing.slice(0, NAMED_AT_MOST).join(', ');
  const more = missing.length > NAMED_AT_MOST ? ` and ${missing.length - NAMED_AT_MOST} more` : '';
  return `Cannot roll back to release ${id}: it is incomplete, without ${named}${more}. ${stays}`;
}
