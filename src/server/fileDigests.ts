/**
 * The content digest of a served file, its strong ETag (siteServer.ts). From the content rather
 * than from size, mtime and inode, because a full build writes every page again: most come out
 * byte for byte the same, and with a digest they keep their ETag across the release switch (a
 * browser's or CDN's copy is revalidated with a 304, not fetched again), and any two servers of
 * one release agree on it. The cost, reading the file once off the event loop, is paid once per
 * version of a file: digests are kept by the file's identity (device, inode, size, modification
 * time), which a release's files, written once and then only linked, keep for their life (not
 * the change time: linking a file into the next release changes it). A file larger than
 * MAX_DIGESTED_BYTES (a big image or download) is not read for it: its tag is made from its size
 * and modification time, weak, as a digest of its bytes it is not.
 */
import { createHash } from 'node:crypto';
import { read, type Stats } from 'node:fs';
import { promisify } from 'node:util';

/** Digests kept at most: past this the one used longest ago is forgotten. */
export const MAX_DIGESTS = 50_000;

/** Bytes read at a time while a file is digested. */
const CHUNK_BYTES = 256 * 1024;

/** Files larger than this get a tag from size and time instead of a digest of their bytes. */
export const MAX_DIGESTED_BYTES = 8 * 1024 * 1024;

const readAt = promisify(read);

/**
 * A digest reader with its own bounded memory: `digest(fd, stat)` is the SHA-256 of the open
 * file's bytes (the first 128 bits, base64url), read with positioned reads (the file's own
 * position stays at 0 for the answer that streams it), or the kept one for the same identity.
 */
export function createFileDigests(maxDigests = MAX_DIGESTS) {
  const digests = new Map<string, Promise<string>>();
  return function digest(fd: number, stat: Stats): Promise<string> {
    if (stat.size > MAX_DIGESTED_BYTES) {
      return Promise.resolve(
        `W/${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`,
      );
    }
    const key = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    const known = digests.get(key);
    if (known !== undefined) {
      // Most recently used last, so the first entry is the one to forget.
      digests.delete(key);
      digests.set(key, known);
      return known;
    }
    const value = digestOf(fd, stat.size);
    digests.set(key, value);
    // A file that could not be read is read again next time, not remembered as broken.
    value.catch(() => {
      if (digests.get(key) === value) digests.delete(key);
    });
    for (const old of digests.keys()) {
      if (digests.size <= maxDigests) break;
      digests.delete(old);
    }
    return value;
  };
}

/** SHA-256 of the open file's bytes (first 128 bits, base64url), by positioned reads. */
async function digestOf(fd: number, size: number): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(1, size)));
  for (let position = 0; ;) {
    const { bytesRead } = await readAt(fd, buffer, 0, buffer.length, position);
    if (bytesRead === 0) break;
    hash.update(buffer.subarray(0, bytesRead));
    position += bytesRead;
  }
  return hash.digest().subarray(0, 16).toString('base64url');
}
