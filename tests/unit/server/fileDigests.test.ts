/** A served file's content digest, its ETag: the same bytes the same digest, wherever they lie. */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileDigests, MAX_DIGESTED_BYTES } from '../../../src/server/fileDigests.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** The digest of `path` through `digest`, with the file open as the server has it. */
async function digestFile(
  digest: ReturnType<typeof createFileDigests>,
  path: string,
): Promise<string> {
  const fd = openSync(path, 'r');
  try {
    return await digest(fd, fstatSync(fd));
  } finally {
    closeSync(fd);
  }
}

describe('createFileDigests', () => {
  it('is the first 128 bits of the SHA-256 of the bytes, the same for the same bytes', async () => {
    const dir = tempFolder('digest-');
    // Larger than one read, so the chunks are joined in order.
    const bytes = Buffer.alloc(700_000, 'abcdefgh');
    writeFileSync(join(dir, 'a.js'), bytes);
    writeFileSync(join(dir, 'b.js'), bytes);
    writeFileSync(join(dir, 'c.js'), Buffer.concat([bytes, Buffer.from('!')]));
    writeFileSync(join(dir, 'empty.txt'), '');
    const digest = createFileDigests();
    const expected = createHash('sha256').update(bytes).digest().subarray(0, 16);
    const a = await digestFile(digest, join(dir, 'a.js'));
    expect(a).toBe(expected.toString('base64url'));
    expect(await digestFile(digest, join(dir, 'b.js'))).toBe(a);
    expect(await digestFile(digest, join(dir, 'c.js'))).not.toBe(a);
    expect(await digestFile(digest, join(dir, 'empty.txt'))).toBe(
      createHash('sha256').digest().subarray(0, 16).toString('base64url'),
    );
  });

  it('leaves the file position at its start, for the answer that streams it', async () => {
    const dir = tempFolder('position-');
    writeFileSync(join(dir, 'page.html'), '<p>hello</p>');
    const fd = openSync(join(dir, 'page.html'), 'r');
    try {
      await createFileDigests()(fd, fstatSync(fd));
      const head = Buffer.alloc(3);
      // A read without a position continues from the file's own one.
      expect(readSync(fd, head, 0, 3, null)).toBe(3);
      expect(head.toString()).toBe('<p>');
    } finally {
      closeSync(fd);
    }
  });

  it('gives a file written again a new digest', async () => {
    const dir = tempFolder('identity-');
    const path = join(dir, 'page.html');
    writeFileSync(path, 'one');
    const digest = createFileDigests();
    const first = await digestFile(digest, path);
    writeFileSync(path, 'two!');
    expect(await digestFile(digest, path)).not.toBe(first);
  });

  it('does not read a file past MAX_DIGESTED_BYTES: a weak tag of its size and time', async () => {
    const dir = tempFolder('large-');
    const path = join(dir, 'video.mp4');
    writeFileSync(path, Buffer.alloc(MAX_DIGESTED_BYTES + 1));
    const tag = await digestFile(createFileDigests(), path);
    expect(tag).toMatch(/^W\/[0-9a-z]+-[0-9a-z]+$/);
    expect(tag.startsWith(`W/${(MAX_DIGESTED_BYTES + 1).toString(36)}-`)).toBe(true);
  });
});
