/**
 * A host file of the served release (`_headers`, `_redirects`), parsed once and read again only
 * when it changed: cached by the release's real path and the file's mtime, so a switched release
 * or a rebuilt file is picked up without anything having to tell the server.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A reader of `name` in a release folder, parsed with `parse`; `empty` when there is no file. */
export function releaseFileReader<T>(
  name: string,
  parse: (text: string) => T,
  empty: T,
): (root: string) => T {
  let cached: { root: string; mtimeMs: number; value: T } | null = null;
  return (root) => {
    const file = join(root, name);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return empty;
    }
    if (cached?.root !== root || cached.mtimeMs !== mtimeMs) {
      cached = { root, mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    }
    return cached.value;
  };
}
