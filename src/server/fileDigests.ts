/**
 * The content digest of a served file, its strong ETag: from the content, not size and mtime, as
 * a full build writes every page again and most keep their ETag across the switch. Kept by the
 * file's identity (device, inode, size, mtime; not ctime, which linking into the next release
 * changes), so each version is read once. A file over MAX_DIGESTED_BYTES gets a weak tag instead.
 */
import { createHash } from 'node:crypto';
import { read, type Stats } from 'node:fs';
import { promisify } from 'node:util';

/** Digests kept at most: past this the one used longest ago is forgotten. */
export const MAX_DIGESTS = 50_000;

/** Bytes read at a time while a file is digested. */
const CHUNK_BYTES = 256 * 1024;

export const MAX_DIGESTED_BYTES = 8 * 1024 * 1024;

const readAt = promisify(read);

/**
 * A digest reader with bounded memory: `digest(fd, stat)` digests the open file, or answers the
 * kept digest of the same identity.
 */
export function createFileDigests() {
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
      if (digests.size <= MAX_DIGESTS) break;
      digests.delete(old);
    }
    return value;
  };
}

/**
 * SHA-256 of the open file's bytes (first 128 bits, base64url), by positioned reads: the file's
 * own position stays at 0 for the answer that streams it.
 */
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
