/**
 * A JSON record file of the service: read once at start-up, written whole and atomically (temp
 * file + rename) so a crash mid-write leaves the previous version, never half a file. Writes are
 * serialised, so the last value written is the one on disk.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface JsonFile<T> {
  readonly path: string;
  /** The file's value, or `fallback` when it does not exist or cannot be parsed. */
  read(fallback: T): Promise<T>;
  /** Writes `value`; resolves once it is on disk. */
  write(value: T): Promise<void>;
}

/** A record file at `path` (its folder is created on first write). */
export function jsonFile<T>(path: string): JsonFile<T> {
  let queue: Promise<void> = Promise.resolve();
  return {
    path,
    async read(fallback) {
      try {
        return JSON.parse(await readFile(path, 'utf8')) as T;
      } catch {
        return fallback;
      }
    },
    write(value) {
      const text = JSON.stringify(value, null, 1);
      const next = queue.then(async () => {
        await mkdir(dirname(path), { recursive: true });
        const temp = `${path}.tmp`;
        await writeFile(temp, text);
        await rename(temp, path);
      });
      // A failed write is reported to its caller; the next one still runs.
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
