/**
 * The check between build and switch (issue 10, point 3): the pages every site has must exist,
 * and a release with fewer than half the live release's pages is refused unless the call forced
 * it (a back end that lost most of its rows must not empty the site).
 */
import { existsSync } from 'node:fs';
import { walkFolder } from '../walkFolder.ts';
import { join, sep } from 'node:path';
import { LOCALES } from '../../content/types.ts';
import { isGermanPath, routePath } from '../../i18n/routes.ts';
import type { PageCounts } from './releaseStore.ts';

/** Files every build of the site has, whatever the content (fixed routes in both languages). */
export const REQUIRED_FILES: readonly string[] = [
  ...(['home', 'news', 'events', 'contact', 'privacy'] as const).flatMap((family) =>
    LOCALES.map((locale) => fileOfPath(routePath(family, locale))),
  ),
  '404.html',
  '_headers',
  'sitemap-index.xml',
];

/** The file a clean URL path is written to (`/de/` → `de/index.html`). */
export function fileOfPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** The URL path of a built HTML file (`de/contact/index.html` → `/de/contact`). */
export function pathOfFile(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  return path.replace(/\/index\.html$/, '') || '/';
}

/**
 * Counts HTML files (paths under the release folder) per language (SPEC: the 404 page counts in
 * total only).
 */
export function countPageFiles(files: Iterable<string>): PageCounts {
  let en = 0;
  let de = 0;
  let total = 0;
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    total++;
    if (file === '404.html') continue;
    if (isGermanPath(pathOfFile(file))) de++;
    else en++;
  }
  return { en, de, total };
}

/** Counts the HTML pages of a built folder per language (countPageFiles). */
export async function countPages(dir: string): Promise<PageCounts> {
  const files: string[] = [];
  for (const entry of await walkFolder(dir)) {
    if (entry.isFile()) files.push(join(entry.parentPath, entry.name).slice(dir.length + 1));
  }
  return countPageFiles(files);
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
