/**
 * compileCache.ts, each case in a Node process of its own: turning the cache on changes how that
 * process loads modules from then on, and it writes its entries at exit.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';

const MODULE = new URL('../../../scripts/lib/compileCache.ts', import.meta.url).href;

/** Runs a process that uses the cache in `dir` with `limit`, loads a module, and exits. */
function runWithCache(dir: string, limit: number | null): string {
  const script = `
    const { useCompileCache } = await import(${JSON.stringify(MODULE)});
    const used = useCompileCache(${JSON.stringify(dir)}, ${JSON.stringify(limit)});
    await import('node:fs');
    await import(${JSON.stringify(new URL('../../../src/content/slugify.ts', import.meta.url).href)});
    console.log(JSON.stringify(used));
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  }).trim();
}

const entries = (dir: string) =>
  readdirSync(dir).flatMap((version) => readdirSync(join(dir, version)));

describe('useCompileCache', () => {
  it('keeps what a process compiled in the folder it names, for the next process', () => {
    const dir = join(tempFolder('compile-cache-'), 'cache');
    expect(JSON.parse(runWithCache(dir, 100))).toBe(dir);
    const first = entries(dir);
    expect(first.length).toBeGreaterThan(0);
    // The same modules again: read from the cache, nothing new written.
    runWithCache(dir, 100);
    expect(entries(dir).sort()).toEqual(first.sort());
  });

  it('starts the cache again when it holds more entries than its limit', () => {
    const dir = tempFolder('compile-cache-');
    mkdirSync(join(dir, 'v0-old'));
    for (let i = 0; i < 5; i++) writeFileSync(join(dir, 'v0-old', `stale${i}`), 'x');
    runWithCache(dir, 3);
    expect(readdirSync(dir)).not.toContain('v0-old');
    expect(entries(dir).length).toBeGreaterThan(0);
  });

  it('leaves a cache within its limit, or with no limit, as it is', () => {
    const dir = tempFolder('compile-cache-');
    mkdirSync(join(dir, 'v0-old'));
    writeFileSync(join(dir, 'v0-old', 'kept'), 'x');
    runWithCache(dir, 3);
    runWithCache(dir, null);
    expect(readdirSync(join(dir, 'v0-old'))).toEqual(['kept']);
  });

  it('goes on without a cache where none can be kept', () => {
    const file = join(tempFolder('compile-cache-'), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(JSON.parse(runWithCache(file, 100))).toBeNull();
  });
});
