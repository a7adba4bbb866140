/**
 * Node's on-disk cache of compiled modules (`module.enableCompileCache`), which Astro's own CLI
 * turns on for `astro build`. A build of the site loads well over a thousand modules (ours,
 * Astro, Vite, React and the site's bundle) through
 * a script of ours, not Astro's CLI, so it compiled them all again on every run: about a third
 * of a second before the first page at 2k + 2k (issue 16 point 4).
 *
 * The cache lives in the project's .cache/, not in the shared temporary folder, and unlike
 * Astro's it is used with CI set too: a test run builds the site dozens of times. Node never
 * removes an entry, and a build into a new release folder compiles its bundle under a new path
 * (about 100 KB each time), so the folder starts again once it holds COMPILE_CACHE_LIMIT entries.
 */
import module from 'node:module';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The cache folder, beside the project's other caches. */
export const COMPILE_CACHE_DIR = fileURLToPath(
  new URL('../../.cache/compile-cache', import.meta.url),
);

/** Entries kept before the cache starts again (a full test run leaves about 2,200). */
export const COMPILE_CACHE_LIMIT = 8000;

/**
 * Turns the cache in `dir` on for this thread's modules from now on, first emptying it when it
 * holds more than `limit` entries. Every thread that turns it on checks the bound, so a process
 * whose main thread does not (the rebuild service's build worker, which only starts render
 * helpers) stays bounded too; emptying it under another thread costs that thread its next write,
 * nothing else, as Node checks every entry before using it. A cache that cannot be used is no
 * cache: the build goes on without it. Whether the cache is on.
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
