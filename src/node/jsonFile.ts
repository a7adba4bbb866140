/**
 * The one way a JSON record is written: whole and atomically, a temp file beside it renamed over
 * it, so a crash mid-write leaves the previous version and a reader never sees half a file.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** How a record is laid out: `indent` spaces a level (none: one line, as a release's records). */
export interface JsonLayout {
  readonly indent?: number;
}

/** The temp file of a write of `path`: beside it (a rename is atomic on one disk only), per process. */
function tempPathOf(path: string): string {
  return `${path}.${process.pid}.tmp`;
}

/** Writes `value` to `path` atomically (its folder made first); resolves once it is in place. */
export async function writeJson(path: string, value: unknown, layout?: JsonLayout): Promise<void> {
  const text = `${JSON.stringify(value, null, layout?.indent)}\n`;
  await mkdir(dirname(path), { recursive: true });
  const temp = tempPathOf(path);
  try {
    await writeFile(temp, text);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** writeJson in one thread's synchronous steps (the build writes its records so). */
export function writeJsonSync(path: string, value: unknown, layout?: JsonLayout): void {
  const text = `${JSON.stringify(value, null, layout?.indent)}\n`;
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPathOf(path);
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export interface JsonFile<T> {
  /** The file's value, or `fallback` when it does not exist or cannot be parsed. */
  read(fallback: T): Promise<T>;
  /** Writes `value` (writeJson); resolves once it is on disk. */
  write(value: T): Promise<void>;
}

/** A record file at `path`, indented for a reader, its writes serialised. */
export function jsonFile<T>(path: string): JsonFile<T> {
  let queue: Promise<void> = Promise.resolve();
  return {
    async read(fallback) {
      try {
        return JSON.parse(await readFile(path, 'utf8')) as T;
      } catch {
        return fallback;
      }
    },
    write(value) {
      const next = queue.then(() => writeJson(path, value, { indent: 1 }));
      // A failed write is reported to its caller; the next one still runs.
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
