/**
 * The site server answers as a host should: a strong ETag and Last-Modified on every file, 304 to
 * a request whose validators still match (GET and HEAD), and text compressed with brotli or gzip
 * once per file version, not again for every answer.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../../src/server/siteServer.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const running: SiteServer[] = [];
afterEach(async () => {
  for (const site of running.splice(0)) {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

async function serve(distDir: string): Promise<{ url: string; site: SiteServer }> {
  const site = createSiteServer({ distDir });
  running.push(site);
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`, site };
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding). */
function ask(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const page = `<!doctype html><title>Beratung</title>${'<p>Wir beraten gemeinnützige Organisationen.</p>\n'.repeat(300)}`;

describe('site server: validators and 304', () => {
  it('sends a strong ETag and Last-Modified, and 304 when If-None-Match still matches', async () => {
    const dir = tempFolder('etag-');
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const { url } = await serve(dir);

    for (const [path, encoding] of [
      ['/', {}],
      ['/', { 'accept-encoding': 'gzip' }],
      ['/', { 'accept-encoding': 'gzip, br' }],
      ['/logo.png', { 'accept-encoding': 'gzip, br' }],
    ] as const) {
      const first = await ask(`${url}${path}`, encoding);
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+(\.br|\.gz)?"$/); // strong: no W/
      expect(first.headers['last-modified']).toMatch(/ GMT$/);
      for (const method of ['GET', 'HEAD'] as const) {
        const again = await ask(`${url}${path}`, { ...encoding, 'if-none-match': etag }, method);
        expect(again.status, `${path} ${method} ${JSON.stringify(encoding)}`).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
      }
      const stale = await ask(`${url}${path}`, { ...encoding, 'if-none-match': '"other"' });
      expect(stale.status).toBe(200);
    }
    // Each coding is a representation of its own, with a tag of its own.
    const plain = await ask(`${url}/`);
    const gzip = await ask(`${url}/`, { 'accept-encoding': 'gzip' });
    const br = await ask(`${url}/`, { 'accept-encoding': 'br' });
    expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
    expect((await ask(`${url}/`, { 'if-none-match': String(gzip.headers.etag) })).status).toBe(200);
  });

  it('answers If-Modified-Since by Last-Modified, and a changed file is sent again', async () => {
    const dir = tempFolder('modified-');
    const file = join(dir, 'index.html');
    writeFileSync(file, page);
    utimesSync(file, new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
    const { url } = await serve(dir);
    const first = await ask(`${url}/`);
    expect(first.headers['last-modified']).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    const since = { 'if-modified-since': 'Fri, 02 Jan 2026 03:04:05 GMT' };
    expect((await ask(`${url}/`, since)).status).toBe(304);
    expect((await ask(`${url}/`, since, 'HEAD')).status).toBe(304);
    expect(
      (await ask(`${url}/`, { 'if-modified-since': 'Fri, 02 Jan 2026 03:04:04 GMT' })).status,
    ).toBe(200);

    writeFileSync(file, `${page}<p>changed</p>`);
    const changed = await ask(`${url}/`, { 'if-none-match': String(first.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('changed');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('the same bytes have the same ETag in another release (a full build writes them again)', async () => {
    const dir = tempFolder('same-');
    writeFileSync(join(dir, 'a.html'), page);
    writeFileSync(join(dir, 'b.html'), page);
    const { url } = await serve(dir);
    const a = await ask(`${url}/a`);
    const b = await ask(`${url}/b`);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('gives no validators to a not-found page', async () => {
    const dir = tempFolder('notfound-');
    writeFileSync(join(dir, '404.html'), '<p>not here</p>');
    const { url } = await serve(dir);
    const missing = await ask(`${url}/nope`, { 'if-modified-since': new Date().toUTCString() });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['last-modified']).toBeUndefined();
  });
});

describe('site server: compression made once', () => {
  it('sends brotli or gzip as accepted, bytes that decompress to the file, Vary: Accept-Encoding', async () => {
    const dir = tempFolder('compress-');
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'app.js'), `console.log(${JSON.stringify(page)});`);
    const { url } = await serve(dir);

    const br = await ask(`${url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);

    const gz = await ask(`${url}/app.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`console.log(${JSON.stringify(page)});`);

    const plain = await ask(`${url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(page);

    const head = await ask(`${url}/`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('compresses a file version once, however often and however many at once ask for it', async () => {
    const dir = tempFolder('once-');
    writeFileSync(join(dir, 'index.html'), page);
    const { url, site } = await serve(dir);
    const before = site.compressions();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask(`${url}/`, { 'accept-encoding': 'br' })),
    );
    expect(site.compressions()).toBe(before + 1);
    const second = await ask(`${url}/`, { 'accept-encoding': 'br' });
    expect(site.compressions()).toBe(before + 1);
    for (const answer of [...answers, second]) {
      expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    }
    // gzip is another representation: made once too.
    await ask(`${url}/`, { 'accept-encoding': 'gzip' });
    await ask(`${url}/`, { 'accept-encoding': 'gzip' });
    expect(site.compressions()).toBe(before + 2);
    // A changed file is a new version: compressed again, and the answer is the new bytes.
    writeFileSync(join(dir, 'index.html'), `${page}<p>v2</p>`);
    const changed = await ask(`${url}/`, { 'accept-encoding': 'br' });
    expect(site.compressions()).toBe(before + 3);
    expect(brotliDecompressSync(changed.body).toString()).toBe(`${page}<p>v2</p>`);
  });
});
