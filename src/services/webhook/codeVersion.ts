/**
 * The code version a release was built with (issue 10, point 3: "if the content hash and the code
 * version equal the live release's … stop without running Astro"). It hashes what decides the
 * built output besides content: the site's source, public files, build configuration and locked
 * dependencies, and the configuration baked into pages (site URL, analytics, header flags). So
 * a deployment of new code, or a changed SITE_URL, rebuilds even when the content did not change.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from '../../config/readConfig.ts';

/** Paths under the project root whose files make up the code version. */
export const CODE_PATHS: readonly string[] = [
  'src',
  'public',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/buildSite.ts',
  'scripts/lib/buildRelease.ts',
];

/** sha256 (hex) over every code file (path and bytes, in sorted order) and the baked-in config. */
export async function codeVersion(projectRoot: string, site: SiteConfig): Promise<string> {
  const hash = createHash('sha256');
  const baked = {
    siteUrl: site.siteUrl,
    matomoUrl: site.matomoUrl,
    matomoSiteId: site.matomoSiteId,
    showSignIn: site.showSignIn,
    signInUrl: site.signInUrl,
    showSearch: site.showSearch,
  };
  hash.update(JSON.stringify(baked));
  for (const file of await listFiles(projectRoot, CODE_PATHS)) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(join(projectRoot, file)));
  }
  return hash.digest('hex');
}

async function listFiles(root: string, paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const full = join(root, path);
    try {
      for (const entry of await readdir(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) {
          files.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTDIR') files.push(path);
      else if (code !== 'ENOENT') throw error;
    }
  }
  return files.sort();
}
