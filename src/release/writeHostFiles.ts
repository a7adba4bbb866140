/**
 * After `astro build`: the files a static host reads beside the pages.
 * - The German not-found page: Astro writes `de/404/index.html` (only a root 404 page keeps the
 *   `.html` name); it moves to `de/404.html` and is copied into each German alias folder, where
 *   hosts that serve the nearest 404.html up the path (Cloudflare Pages) find it.
 * - `_redirects`: the old paths of retitled pages, then the route table's host rules, then any
 *   rules already in the build's file (copied from public/).
 * - `_paths.json` (where each page is and what moved, for the next build) and the sitemap.
 * - `_nginx.conf` (writeNginxConf), once `_headers` is written too.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { EMPTY_PATHS, PATHS_FILE, type PathsRecord } from '../content/movedPaths.ts';
import type { SitemapFile } from '../seo/sitemap.ts';
import { formatRedirectsFile } from '../content/redirectsFile.ts';
import { writeJsonSync } from '../node/jsonFile.ts';
import { NGINX_CONF_FILE, nginxConf } from './nginxConf.ts';
import { GERMAN_NOT_FOUND_FOLDERS, NOT_FOUND_PAGES, hostRedirectRules } from '../i18n/routes.ts';

/** Writes the host files into a finished build; `paths`: where its pages are, what moved. */
export function writeHostFiles(
  outDir: string,
  files: {
    readonly paths?: PathsRecord;
    /** None: the sitemap files are in the folder already (carried from the live release). */
    readonly sitemap?: readonly SitemapFile[] | undefined;
  } = {},
): void {
  const paths = files.paths ?? EMPTY_PATHS;
  const german = join(outDir, NOT_FOUND_PAGES.de);
  const written = join(outDir, NOT_FOUND_PAGES.de.replace(/\.html$/, ''), 'index.html');
  if (existsSync(written)) {
    renameSync(written, german);
    rmdirSync(dirname(written));
  }
  if (!existsSync(german)) {
    throw new Error(
      `Build output has no ${NOT_FOUND_PAGES.de}: not releasing it (last release kept)`,
    );
  }
  for (const folder of GERMAN_NOT_FOUND_FOLDERS) {
    const copy = join(outDir, folder, '404.html');
    if (copy === german) continue;
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(german, copy);
  }

  const path = join(outDir, '_redirects');
  if (existsSync(path) && !statSync(path).isFile()) {
    throw new Error(
      `${path} is a folder, not the host's redirects file; no page may be named _redirects`,
    );
  }
  const kept = existsSync(path) ? readFileSync(path, 'utf8') : '';
  // Exact old paths first: the host rules' wildcards would answer them with a not-found page.
  const moved = Object.entries(paths.moved).map(([from, to]) => ({
    from: encodeURI(from),
    to: encodeURI(to),
    status: 301,
  }));
  writeFileSync(path, formatRedirectsFile([...moved, ...hostRedirectRules()]) + kept);
  writeJsonSync(join(outDir, PATHS_FILE), paths);
  for (const file of files.sitemap ?? []) writeFileSync(join(outDir, file.name), file.xml);
}

/**
 * Writes `_nginx.conf` from the folder's `_redirects` and `_headers`, so every build, full or
 * incremental, makes it from the same two files. Removed first: never written through a hard link
 * to a kept release's file.
 */
export function writeNginxConf(outDir: string): void {
  const read = (name: string) => readFileSync(join(outDir, name), 'utf8');
  const path = join(outDir, NGINX_CONF_FILE);
  rmSync(path, { force: true });
  writeFileSync(path, nginxConf(read('_redirects'), read('_headers')));
}
