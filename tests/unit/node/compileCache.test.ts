/**
 * compileCache.ts, each case in a Node process of its own: turning the cache on changes how that
 * process loads modules from then on, and it writes its entries at exit.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';

const MODULE = new URL('../../../src/node/compileCache.ts', import.meta.url).href;

const SLUGIFY = new URL('../../../src/content/slugify.ts', import.meta.url).href;

/**
 * Runs a process that uses the cache in `dir` with `limit` and loads a module of ours: what
 * startCompileCache answered, and Node's own account of the cache (NODE_DEBUG_NATIVE).
 */
function runWithCache(dir: string, limit: number): { used: boolean; account: string } {
  const script = `
    const { startCompileCache } = await import(${JSON.stringify(MODULE)});
    const used = startCompileCache(${JSON.stringify(dir)}, ${limit});
    await import(${JSON.stringify(SLUGIFY)});
    console.log(JSON.stringify(used));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
  });
  expect(run.status, run.stderr).toBe(0);
  return { used: JSON.parse(run.stdout.trim()) as boolean, account: run.stderr };
}

const entries = (dir: string) =>
  readdirSync(dir).flatMap((version) => readdirSync(join(dir, version)));

/** Each entry with the time it was last written. */
const written = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir).flatMap((version) =>
      readdirSync(join(dir, version)).map((entry) => [
        entry,
        statSync(join(dir, version, entry)).mtimeMs,
      ]),
    ),
  );

describe('startCompileCache', () => {
  it('keeps what a process compiled in the folder it names, and the next process reads it', () => {
    const dir = join(tempFolder('compile-cache-'), 'cache');
    expect(runWithCache(dir, 100).used).toBe(true);
    const first = written(dir);
    expect(Object.keys(first).length).toBeGreaterThan(0);
    // The same module again: compiled code taken from the cache, no entry written again.
    const again = runWithCache(dir, 100);
    expect(again.account).toMatch(/V8 code cache for ESM \S*slugify\.ts was accepted/);
    expect(written(dir)).toEqual(first);
  });

  it('starts the cache again when it holds more entries than its limit', () => {
    const dir = tempFolder('compile-cache-');
    mkdirSync(join(dir, 'v0-old'));
    for (let i = 0; i < 5; i++) writeFileSync(join(dir, 'v0-old', `stale${i}`), 'x');
    runWithCache(dir, 3);
    expect(readdirSync(dir)).not.toContain('v0-old');
    expect(entries(dir).length).toBeGreaterThan(0);
  });

  it('leaves a cache within its limit as it is', () => {
    const dir = tempFolder('compile-cache-');
    mkdirSync(join(dir, 'v0-old'));
    writeFileSync(join(dir, 'v0-old', 'kept'), 'x');
    runWithCache(dir, 3);
    expect(readdirSync(join(dir, 'v0-old'))).toEqual(['kept']);
  });

  it('goes on without a cache where none can be kept', () => {
    const file = join(tempFolder('compile-cache-'), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(runWithCache(file, 100).used).toBe(false);
  });
});
