/** Compressed answers made once per file version, within a bound, in the coding a client prefers. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressionCache, preferredEncoding } from '../../../src/server/compressionCache.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });

  it('weighs q values, refuses q=0, and reads *', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip, *;q=0')).toBe('gzip');
    expect(preferredEncoding('BR;Q=1')).toBe('br');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
  });
});

const text = Buffer.from('<p>Beratung für gemeinnützige Organisationen.</p>\n'.repeat(400));

describe('createCompressionCache', () => {
  it('gives bytes that decompress to the file, made once per digest and coding', async () => {
    const cache = createCompressionCache();
    let reads = 0;
    const read = () => {
      reads++;
      return Promise.resolve(text);
    };
    // Asked three times at once and once after: one compression, shared.
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => cache.get('d1', 'br', read)));
    expect(brotliDecompressSync(a ?? Buffer.alloc(0))).toEqual(text);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await cache.get('d1', 'br', read)).toBe(a);
    expect(cache.compressions()).toBe(1);
    const gz = await cache.get('d1', 'gzip', read);
    expect(gunzipSync(gz)).toEqual(text);
    expect(gz.length).toBeLessThan(text.length / 10);
    expect(cache.compressions()).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps no more than its bound, forgetting the one used longest ago', async () => {
    const one = (await createCompressionCache().get('x', 'gzip', () => Promise.resolve(text)))
      .length;
    const cache = createCompressionCache(one * 2);
    const read = () => Promise.resolve(text);
    await cache.get('a', 'gzip', read);
    await cache.get('b', 'gzip', read);
    await cache.get('a', 'gzip', read); // a used again: b is now the oldest
    await cache.get('c', 'gzip', read);
    expect(cache.keptBytes()).toBeLessThanOrEqual(one * 2);
    expect(cache.compressions()).toBe(3);
    await cache.get('a', 'gzip', read);
    expect(cache.compressions()).toBe(3);
    await cache.get('b', 'gzip', read);
    expect(cache.compressions()).toBe(4);
  });

  it('does not remember a file that could not be read', async () => {
    const cache = createCompressionCache();
    await expect(cache.get('e', 'br', () => Promise.reject(new Error('EIO')))).rejects.toThrow(
      'EIO',
    );
    expect(await cache.get('e', 'br', () => Promise.resolve(text))).toBeInstanceOf(Buffer);
    expect(cache.keptBytes()).toBeGreaterThan(0);
  });

  it('compresses at most its limit of files at once; the others wait their turn', async () => {
    const cache = createCompressionCache(undefined, 2);
    const reads: ((bytes: Buffer) => void)[] = [];
    const bodies = Array.from({ length: 5 }, (_, n) =>
      cache.get(`digest-${n}`, 'gzip', () => new Promise<Buffer>((resolve) => reads.push(resolve))),
    );
    // Reads start only for files holding a place.
    await expect.poll(() => reads.length).toBe(2);
    expect(cache.compressing()).toBe(2);
    while (reads.length > 0 || cache.compressing() > 0) {
      reads.shift()?.(text);
      await new Promise((resolve) => setImmediate(resolve));
      expect(cache.compressing()).toBeLessThanOrEqual(2);
    }
    for (const body of await Promise.all(bodies)) expect(gunzipSync(body)).toEqual(text);
    expect(cache.compressing()).toBe(0);
  });
});
