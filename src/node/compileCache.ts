/**
 * Node's on-disk cache of compiled modules, as Astro's CLI turns on for `astro build`, but also
 * with CI set (a test run builds dozens of times). Node never removes an entry and each release
 * folder compiles its bundle under a new path, so the folder starts again past COMPILE_CACHE_LIMIT.
 */
import module from 'node:module';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The cache folder, beside the project's other caches. */
export const COMPILE_CACHE_DIR = fileURLToPath(
  new URL('../../.cache/compile-cache', import.meta.url),
);

/** Entries kept before the cache starts again. */
export const COMPILE_CACHE_LIMIT = 8000;

/**
 * Turns the cache in `dir` on for this thread's modules, first emptying it when it holds more than
 * `limit` entries (harmless to another thread: Node checks every entry before using it). Whether
 * it is on: a cache that cannot be used is no cache, and the build goes on without it.
 */
export function startCompileCache(
  dir: string = COMPILE_CACHE_DIR,
  limit: number = COMPILE_CACHE_LIMIT,
): boolean {
  try {
    if (entriesIn(dir) > limit) rmSync(dir, { recursive: true, force: true });
    const { status } = module.enableCompileCache(dir);
    const { ENABLED, ALREADY_ENABLED } = module.constants.compileCacheStatus;
    return status === ENABLED || status === ALREADY_ENABLED;
  } catch {
    return false;
  }
}

/** How many entries the cache holds (Node keeps one folder per Node version and platform). */
function entriesIn(dir: string): number {
  let count = 0;
  try {
    for (const version of readdirSync(dir)) count += readdirSync(join(dir, version)).length;
  } catch {
    // Not made yet, or not a folder of folders: nothing to count.
  }
  return count;
}
