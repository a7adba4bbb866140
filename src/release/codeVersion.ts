/**
 * The code version a release was built with (issue 10, point 3: "if the content hash and the code
 * version equal the live release's … stop without running Astro"). It hashes what decides the
 * built output besides content: the site's source, public files, build configuration, locked
 * dependencies and the patches applied to them at install, the Node version and its ICU data
 * (dates are formatted by Intl), and the configuration baked into pages and headers (site URL,
 * analytics, header flags, image origins). So a deployment of new code, a changed patch, a Node
 * upgrade, or a changed SITE_URL or IMAGE_ORIGINS, rebuilds even when the content did not change.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../config/readConfig.ts';
import { filesUnder } from '../node/walkFolder.ts';

/** Paths under the project root whose files make up the code version. */
export const CODE_PATHS: readonly string[] = [
  'src',
  'public',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  // patch-package's patches, applied to node_modules at install: the lockfile does not see them.
  'patches',
];

/** Settings that only say where content comes from or how the pull behaves: not in the output. */
const RUN_TIME_ONLY = new Set<keyof SiteConfig>([
  'backendUrl',
  'contentSnapshot',
  'backendTimeoutMs',
  'backendAttempts',
  'backendMaxResponseBytes',
  'development',
]);

/** The versions of the runtime that can change the bytes of a page (runtimeVersions). */
export type RuntimeVersions = Readonly<Record<string, string | undefined>>;

/** Fields of process.versions that runtimeVersions keeps. */
const RUNTIME_FIELDS = ['node', 'icu', 'unicode', 'cldr', 'tz'] as const;

/**
 * The runtime's part of the code version: the Node version and its ICU data (ICU, Unicode, CLDR
 * and time zone data versions, those the runtime reports). Pages format dates with Intl, whose
 * output changes with the CLDR data a Node upgrade brings, while no file of the project does.
 */
export function runtimeVersions(
  versions: Readonly<Record<string, string | undefined>> = process.versions,
): RuntimeVersions {
  return Object.fromEntries(RUNTIME_FIELDS.map((field) => [field, versions[field]]));
}

/**
 * sha256 (hex) over every code file (path and bytes, in sorted order), the baked-in config and
 * the runtime's versions (`runtime`, this process's by default: the build worker is started with
 * the same Node as the service that works the version out).
 */
export async function codeVersion(
  projectRoot: string,
  site: SiteConfig,
  runtime: RuntimeVersions = runtimeVersions(),
): Promise<string> {
  const hash = createHash('sha256');
  // In name order: the same versions give the same hash whatever order they were listed in.
  hash.update(JSON.stringify(Object.entries(runtime).sort(([a], [b]) => (a < b ? -1 : 1))));
  // Every other setting is baked into pages or headers; a new one is counted unless listed above.
  const baked = Object.entries(site).filter(([key]) => !RUN_TIME_ONLY.has(key as keyof SiteConfig));
  hash.update(JSON.stringify(baked));
  const files = await listFiles(projectRoot, CODE_PATHS);
  // Read all at once, hashed in order: some 300 files, each read alone waited for the one before.
  const contents = await Promise.all(files.map((file) => readFile(join(projectRoot, file))));
  files.forEach((file, i) => {
    hash.update(`\0${file}\0`);
    hash.update(contents[i]!);
  });
  return hash.digest('hex');
}

/**
 * The files of `paths` under `root` (a path that is a file as it is, one that is missing left
 * out), with `/`, sorted. A link to a folder is not entered: code outside the project is not its
 * own.
 */
async function listFiles(root: string, paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    try {
      for (const file of await filesUnder(join(root, path))) files.push(`${path}/${file}`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTDIR') files.push(path);
      else if (code !== 'ENOENT') throw error;
    }
  }
  return files.sort();
}
