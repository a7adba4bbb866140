/**
 * The content digest of a served file, its strong ETag (siteServer.ts). From the content rather
 * than from size, mtime and inode, because a full build writes every page again: most come out
 * byte for byte the same, and with a digest they keep their ETag across the release switch (a
 * browser's or CDN's copy is revalidated with a 304, not fetched again), and any two servers of
 * one release agree on it. The cost, reading the file once, is paid once per version of a file:
 * digests are kept by the file's identity (device, inode, size, modification and change time),
 * which a release's files, written once and then only linked, keep for their life.
 */
import { createHash } from 'node:crypto';
import { readSync, type Stats } from 'node:fs';

/** Digests kept at most: past this the one used longest ago is forgotten. */
export const MAX_DIGESTS = 50_000;

/** Bytes read at a time while a file is digested. */
const CHUNK_BYTES = 256 * 1024;

/**
 * A digest reader with its own bounded memory: `digest(fd, stat)` is the SHA-256 of the open
 * file's bytes (the first 128 bits, base64url), read with positioned reads (the file's own
 * position stays at 0 for the answer that streams it), or the kept one for the same identity.
 */
export function createFileDigests(maxDigests = MAX_DIGESTS) {
  const digests = new Map<string, string>();
  return function digest(fd: number, stat: Stats): string {
    const key = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    const known = digests.get(key);
    if (known !== undefined) {
      // Most recently used last, so the first entry is the one to forget.
      digests.delete(key);
      digests.set(key, known);
      return known;
    }
    const hash = createHash('sha256');
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(1, stat.size)));
    for (let position = 0; ;) {
      const read = readSync(fd, buffer, 0, buffer.length, position);
      if (read === 0) break;
      hash.update(buffer.subarray(0, read));
      position += read;
    }
    const value = hash.digest().subarray(0, 16).toString('base64url');
    digests.set(key, value);
    for (const old of digests.keys()) {
      if (digests.size <= maxDigests) break;
      digests.delete(old);
    }
    return value;
  };
}
