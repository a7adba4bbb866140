/**
 * The code version a release was built with: a hash of what decides the built output besides
 * content (source, public files, build configuration, locked dependencies and their patches, the
 * Node version and its ICU data, the configuration baked into pages and headers), so new code, a
 * Node upgrade or a changed SITE_URL rebuilds even when the content did not change.
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

/** The versions of the runtime that can change the bytes of a page. */
export type RuntimeVersions = Readonly<Record<string, string | undefined>>;

const RUNTIME_FIELDS = ['node', 'icu', 'unicode', 'cldr', 'tz'] as const;

/**
 * The runtime's part of the code version: Node and its ICU data. Pages format dates with Intl,
 * whose output changes with the CLDR data a Node upgrade brings, while no file of the project does.
 */
export function runtimeVersions(versions: RuntimeVersions = process.versions): RuntimeVersions {
  return Object.fromEntries(RUNTIME_FIELDS.map((field) => [field, versions[field]]));
}

/**
 * sha256 (hex) over every code file (path and bytes, in sorted order), the baked-in config and
 * the runtime's versions (this process's by default: the worker runs the service's Node).
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

/** The files of `paths` under `root`, sorted (a missing path left out, links not entered). */
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
