/**
 * The site server over real HTTP: it stays inside its folder, follows a release symlink switched
 * atomically between requests, survives a build without 404.html, sends nosniff on every answer
 * (the API's JSON included), keeps pages that set the XSRF cookie out of shared caches, caps its
 * connections, and honours the release's `_redirects`. A hashed asset the live release lacks comes
 * from the releases kept beside it (the browser side is in siteServerBrowser.test.ts).
 */
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRedirectsFile } from '../../../src/content/redirectsFile.ts';
import { hostRedirectRules } from '../../../src/i18n/routes.ts';
import { openBackend } from '../../../demo/backend/startBackend.ts';
import {
  HEADERS_TIMEOUT_MS,
  MAX_CONNECTIONS,
  REQUEST_TIMEOUT_MS,
} from '../../../src/server/hardenedServer.ts';
import {
  createSiteServer,
  type SiteServer,
  type SiteServerOptions,
} from '../../../src/server/siteServer.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const running: { site: SiteServer; close(): void }[] = [];
afterEach(async () => {
  for (const { site, close } of running.splice(0)) {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    close();
  }
});

async function serve(options: SiteServerOptions, close = () => {}): Promise<string> {
  const site = createSiteServer(options);
  running.push({ site, close });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}

/** A GET with the request target exactly as given (fetch would normalise `//evil/x`). */
function rawGet(
  url: string,
  target: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      const end = raw.indexOf('\r\n\r\n');
      resolve({ status, head: raw.slice(0, end).toLowerCase(), body: raw.slice(end + 4) });
    });
    socket.on('error', reject);
  });
}

function release(dir: string, name: string): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'index.html'), `<!doctype html><p>release ${name}</p>`);
  writeFileSync(join(path, '404.html'), `<!doctype html><p>not found in ${name}</p>`);
  writeFileSync(join(path, '_headers'), `/*\n  X-Release: ${name}\n`);
  return path;
}

/** Points `link` at `target` atomically, as a release switch does (symlink beside, rename over). */
function switchLink(link: string, target: string): void {
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(target, next);
  renameSync(next, link);
}

describe('site server', () => {
  it('follows a release symlink switched between requests, headers included, never outside it', async () => {
    const dir = tempFolder('releases-');
    const a = release(dir, 'a');
    const b = release(dir, 'b');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    symlinkSync(join(dir, 'secret.txt'), join(b, 'leak.txt'));
    const current = join(dir, 'current');
    switchLink(current, a);
    const url = await serve({ distDir: current });

    const first = await fetch(`${url}/`);
    expect(await first.text()).toContain('release a');
    expect(first.headers.get('x-release')).toBe('a');

    switchLink(current, b);
    const second = await fetch(`${url}/`);
    expect(await second.text()).toContain('release b');
    expect(second.headers.get('x-release')).toBe('b');
    const missing = await fetch(`${url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not found in b');

    const leak = await fetch(`${url}/leak.txt`);
    expect(leak.status).toBe(404);
    expect(await leak.text()).not.toContain('secret');
    // The release folder's sibling is no page either.
    expect(await (await fetch(`${url}/..%2fsecret.txt`)).text()).not.toContain('secret');

    switchLink(current, a);
    expect(await (await fetch(`${url}/`)).text()).toContain('release a');
  });

  it('answers 404 without 404.html instead of crashing, and keeps serving', async () => {
    const dir = tempFolder('no404-');
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    const url = await serve({ distDir: dir });
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/missing-${i}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('keeps serving when visitors go away before their answer is ready', async () => {
    const dir = tempFolder('gone-');
    writeFileSync(join(dir, 'index.html'), `<!doctype html><p>${'home '.repeat(5_000)}</p>`);
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(40_000, 7));
    const url = await serve({ distDir: dir });
    const { port } = new URL(url);
    // Each asks and hangs up at once: the answer is ready only after its file was read.
    const gone = Array.from({ length: 300 }, (_, n) => {
      const target = n % 2 === 0 ? '/' : '/logo.png';
      const encoding = n % 3 === 0 ? 'br' : n % 3 === 1 ? 'gzip' : 'identity';
      return new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
          socket.destroy();
        });
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      });
    });
    await Promise.all(gone);
    const after = await fetch(`${url}/`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('home home');
  });

  it("honours the release's _redirects: the German not-found page, the SmartPage redirect, never the file", async () => {
    const dir = tempFolder('redirects-');
    mkdirSync(join(dir, 'de'));
    mkdirSync(join(dir, 'ContentPage', 'x'), { recursive: true });
    writeFileSync(join(dir, '404.html'), '<p lang="en">not found</p>');
    writeFileSync(join(dir, 'de', '404.html'), '<p lang="de">nicht gefunden</p>');
    writeFileSync(join(dir, 'ContentPage', 'x', 'index.html'), '<p>item x</p>');
    writeFileSync(join(dir, '_redirects'), formatRedirectsFile(hostRedirectRules()));
    const url = await serve({ distDir: dir });
    for (const path of [
      '/de/nope',
      '/neuigkeiten/nope',
      '/veranstaltungen/a/b',
      '/datenschutz/x',
    ]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('nicht gefunden');
    }
    const english = await fetch(`${url}/NewsHome/nope`);
    expect([english.status, await english.text()]).toEqual([404, '<p lang="en">not found</p>']);
    const moved = await fetch(`${url}/SmartPage/x?a=1`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/ContentPage/x?a=1');
    expect(await (await fetch(`${url}/SmartPage/x`)).text()).toBe('<p>item x</p>');
    expect((await fetch(`${url}/_redirects`)).status).toBe(404);
  });

  it('never serves /_headers, and //evil/x is a path of this site, not a host', async () => {
    const dir = tempFolder('paths-');
    writeFileSync(join(dir, '_headers'), '/*\n  X-Secret-Rule: 1\n');
    writeFileSync(join(dir, 'x'), 'root x');
    const url = await serve({ distDir: dir });
    const headers = await fetch(`${url}/_headers`);
    expect(headers.status).toBe(404);
    expect(await headers.text()).not.toContain('X-Secret-Rule');
    const evil = await rawGet(url, '//evil/x');
    expect(evil.status).toBe(404);
    expect(evil.body).not.toContain('root x');
    expect((await rawGet(url, 'http://evil/x')).status).toBe(400);
    expect((await rawGet(url, '/x')).body).toBe('root x');
  });

  it('serves no dotfiles, but .well-known', async () => {
    const dir = tempFolder('dot-');
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.git', 'config'), '[core]');
    mkdirSync(join(dir, '.well-known'));
    writeFileSync(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:x@example.org');
    const url = await serve({ distDir: dir });
    for (const path of ['/.env', '/.git/config', '/%2eenv', '/.git/']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/SECRET|\[core\]/);
    }
    expect(await (await fetch(`${url}/.well-known/security.txt`)).text()).toContain('Contact:');
  });

  it('sends nosniff and the release’s security headers on every answer: pages, errors, the API’s JSON', async () => {
    const dir = tempFolder('nosniff-');
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    writeFileSync(
      join(dir, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n",
    );
    writeFileSync(join(dir, 'data.json'), '{}');
    const backend = openBackend({ dbPath: ':memory:', allowedOrigins: ['https://site.example'] });
    const url = await serve({ distDir: dir, api: backend.handle }, () => backend.close());
    const answers = [
      await fetch(`${url}/`),
      await fetch(`${url}/data.json`),
      await fetch(`${url}/missing`),
      await fetch(`${url}/`, { method: 'DELETE' }),
      await fetch(`${url}/HHHHPUBLICAPI/getDataAll.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ table: 'Footer' }),
      }),
      await fetch(`${url}/HHHHPUBLICAPI/insertForm.php`, { method: 'POST', body: '{}' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 405, 200, 403]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    const absolute = await rawGet(url, 'http://evil/x');
    expect(absolute.status).toBe(400);
    expect(absolute.head).toContain("content-security-policy: default-src 'self'");
    expect(absolute.head).toContain('x-content-type-options: nosniff');
  });

  it('a page that sets the XSRF cookie is private, no-store; one that does not stays public', async () => {
    const dir = tempFolder('cookie-');
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    const backend = openBackend({ dbPath: ':memory:', allowedOrigins: ['https://site.example'] });
    const url = await serve(
      { distDir: dir, api: backend.handle, onPage: backend.issueXsrfCookie },
      () => backend.close(),
    );
    const fresh = await fetch(`${url}/`);
    expect(fresh.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    expect(fresh.headers.get('cache-control')).toBe('private, no-store');
    expect(fresh.headers.get('vary')).toMatch(/Cookie/);
    const returning = await fetch(`${url}/`, { headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(returning.headers.get('set-cookie')).toBeNull();
    expect(returning.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(returning.headers.get('vary')).toMatch(/Cookie/);
  });

  it('sets header and request timeouts and refuses connections above the cap', async () => {
    const dir = tempFolder('cap-');
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    const url = await serve({ distDir: dir, maxConnections: 2 });
    const site = running.at(-1)!.site;
    expect(site.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(site.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(createSiteServer({ distDir: dir }).server.maxConnections).toBe(MAX_CONNECTIONS);

    const { port } = new URL(url);
    const open = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
      });
    const held = [await open(), await open()];
    // Both are counted once the server has accepted them.
    await expect
      .poll(() => new Promise((r) => site.server.getConnections((_e, n) => r(n))))
      .toBe(2);
    const third = await open();
    const closed = await new Promise<boolean>((resolve) => {
      third.on('close', () => resolve(true));
      third.on('data', () => resolve(false));
      third.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(closed).toBe(true);
    for (const socket of held) socket.destroy();
  });

  describe('hashed assets of kept releases', () => {
    /** A release folder named as the rebuild service names them, with files under `_astro/`. */
    function withAssets(dir: string, id: string, assets: Record<string, string>): string {
      const path = release(dir, id);
      mkdirSync(join(path, '_astro'), { recursive: true });
      for (const [name, text] of Object.entries(assets)) writeFileSync(join(path, name), text);
      return path;
    }

    it('serves an /_astro/ file the live release lacks from the newest kept release that has it', async () => {
      const dir = tempFolder('kept-');
      withAssets(dir, '20260101-100000-aaaa', {
        '_astro/a.1111.js': 'from a',
        '_astro/ab.2222.js': 'ab from a',
        'only-a.html': '<p>page of a</p>',
      });
      withAssets(dir, '20260101-110000-bbbb', { '_astro/ab.2222.js': 'ab from b' });
      const live = withAssets(dir, '20260101-120000-cccc', { '_astro/c.3333.js': 'from c' });
      const current = join(dir, 'current');
      switchLink(current, live);
      const url = await serve({ distDir: current });

      const own = await fetch(`${url}/_astro/c.3333.js`);
      expect(await own.text()).toBe('from c');
      const old = await fetch(`${url}/_astro/a.1111.js`);
      expect(old.status).toBe(200);
      expect(await old.text()).toBe('from a');
      expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(old.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      // The release's own headers still apply (the live one's, as for every answer).
      expect(old.headers.get('x-release')).toBe('20260101-120000-cccc');
      expect(await (await fetch(`${url}/_astro/ab.2222.js`)).text()).toBe('ab from b');
      // Only hashed assets: an old release's page is not the live site's.
      const page = await fetch(`${url}/only-a`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('not found in 20260101-120000-cccc');
      const missing = await fetch(`${url}/_astro/none.4444.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).not.toContain('immutable');
    });

    it('after a rollback, the newer release’s assets stay reachable too', async () => {
      const dir = tempFolder('rollback-');
      const older = withAssets(dir, '20260101-100000-aaaa', { '_astro/a.1111.js': 'from a' });
      withAssets(dir, '20260101-110000-bbbb', { '_astro/b.2222.js': 'from b' });
      const current = join(dir, 'current');
      switchLink(current, older);
      const url = await serve({ distDir: current });
      expect(await (await fetch(`${url}/_astro/b.2222.js`)).text()).toBe('from b');
    });

    it('looks only in real release folders beside the live one, never through a link out', async () => {
      const dir = tempFolder('contain-');
      const outside = tempFolder('outside-');
      mkdirSync(join(outside, '_astro'));
      writeFileSync(join(outside, '_astro', 'x.5555.js'), 'outside');
      writeFileSync(join(outside, 'secret.txt'), 'secret');
      // A link named like a release, pointing out of the folder.
      symlinkSync(outside, join(dir, '20260101-090000-dddd'));
      // A release whose asset is a link out of it.
      const old = withAssets(dir, '20260101-100000-aaaa', {});
      symlinkSync(join(outside, 'secret.txt'), join(old, '_astro', 'leak.6666.js'));
      // A folder not named like a release.
      withAssets(dir, 'backup', { '_astro/y.7777.js': 'backup' });
      const live = withAssets(dir, '20260101-120000-cccc', {});
      const current = join(dir, 'current');
      switchLink(current, live);
      const url = await serve({ distDir: current });
      for (const path of ['/_astro/x.5555.js', '/_astro/leak.6666.js', '/_astro/y.7777.js']) {
        const res = await fetch(`${url}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).not.toMatch(/outside|secret|backup/);
      }
      expect((await fetch(`${url}/_astro/..%2f..%2f20260101-100000-aaaa`)).status).toBe(404);
    });

    it('a folder that is no release (dist/) has no fallback', async () => {
      const dir = tempFolder('dist-');
      withAssets(dir, '20260101-100000-aaaa', { '_astro/a.1111.js': 'from a' });
      const dist = withAssets(dir, 'dist', {});
      const url = await serve({ distDir: dist });
      expect((await fetch(`${url}/_astro/a.1111.js`)).status).toBe(404);
    });
  });
});
