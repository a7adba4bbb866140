/**
 * Compressed answers of the site server, made once per file version: gzip and brotli bodies kept
 * in bounded memory by the file's content digest (so a page unchanged across a switch is
 * compressed once), least recently used forgotten first. In memory rather than as `.gz` files
 * beside the release: a release's bytes stay exactly what the build wrote.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content coding the site server sends. */
export type Encoding = 'br' | 'gzip';

/** Compressed bytes kept at most, by default: 64 MiB. */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/**
 * The coding to answer with for an `Accept-Encoding` value: brotli (smaller) when accepted at
 * least as much as gzip, else gzip, else none. `q=0` refuses a coding; `*` stands for the rest.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (name === '') continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** Brotli's quality, 9 of 11: the last two cost far more time for a few per cent. */
const BROTLI_QUALITY = 9;

/** Compresses `bytes` with `encoding` in libuv's thread pool, off the event loop. */
async function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(bytes, { level: 9 });
  return promisify(brotliCompress)(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export interface CompressionCache {
  /**
   * The file version `digest` compressed with `encoding`: made from `read()`'s bytes on the
   * first ask, shared by every ask while it is being made, and kept while it fits.
   */
  get(digest: string, encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer>;
  /** Compressions made so far (a second answer of the same file version makes none). */
  compressions(): number;
  /** Compressed bytes kept now. */
  keptBytes(): number;
  /** Compressions under way now (never more than the cache's limit). */
  compressing(): number;
}

/** Compressions under way at once: each holds memory the byte bound cannot count until done. */
export const MAX_COMPRESSING = 4;

/** Creates an empty cache that keeps at most `maxBytes` compressed bytes. */
export function createCompressionCache(
  maxBytes = MAX_CACHED_BYTES,
  maxCompressing = MAX_COMPRESSING,
): CompressionCache {
  const entries = new Map<string, { body: Promise<Buffer>; bytes: number }>();
  let kept = 0;
  let made = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  function place(): Promise<void> {
    if (running < maxCompressing) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function leave(): void {
    const next = waiting.shift();
    if (next === undefined) running--;
    else next();
  }

  async function make(encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer> {
    await place();
    try {
      return await compress(await read(), encoding);
    } finally {
      leave();
    }
  }

  function forgetOldest(): void {
    for (const [key, entry] of entries) {
      if (kept <= maxBytes) return;
      // One still being made has no size yet; it is weighed when it is done.
      if (entry.bytes === 0) continue;
      entries.delete(key);
      kept -= entry.bytes;
    }
  }

  return {
    get(digest, encoding, read) {
      const key = `${digest} ${encoding}`;
      const known = entries.get(key);
      if (known !== undefined) {
        // Most recently used last, so the first entry is the one to forget.
        entries.delete(key);
        entries.set(key, known);
        return known.body;
      }
      made++;
      const entry = { body: make(encoding, read), bytes: 0 };
      entries.set(key, entry);
      entry.body.then(
        (body) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = body.length;
          kept += body.length;
          forgetOldest();
        },
        () => {
          // A file that could not be read is asked again next time, not remembered as broken.
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.body;
    },
    compressions: () => made,
    keptBytes: () => kept,
    compressing: () => running,
  };
}
