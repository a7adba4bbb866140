import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLink } from '../../../src/services/followLink.ts';
import { createSiteServer } from '../../../src/services/siteServer.ts';

describe('serving releases/current (issue 10, point 5: a switch is seen at once)', () => {
  const root = mkdtempSync(join(tmpdir(), 'follow-'));
  const opened: string[] = [];
  let server: Server;
  let url: string;

  function release(id: string, csp: string) {
    mkdirSync(join(root, id));
    writeFileSync(join(root, id, 'index.html'), `<!doctype html><p>${id}</p>`);
    writeFileSync(join(root, id, '_headers'), `/*\n  Content-Security-Policy: ${csp}\n`);
  }
  function point(id: string) {
    symlinkSync(id, join(root, '.tmp-link'));
    renameSync(join(root, '.tmp-link'), join(root, 'current'));
  }

  beforeAll(async () => {
    release('a', "script-src 'sha256-A'");
    release('b', "script-src 'sha256-B'");
    server = createServer(
      followLink(join(root, 'current'), (dir) => {
        opened.push(dir);
        return createSiteServer({ distDir: dir }).server;
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers 503 until a release is live', async () => {
    expect((await fetch(url)).status).toBe(503);
  });

  it('serves each request from the release the link points at, with that release’s headers', async () => {
    point('a');
    const first = await fetch(url);
    expect(await first.text()).toContain('<p>a</p>');
    expect(first.headers.get('content-security-policy')).toBe("script-src 'sha256-A'");
    point('b');
    const second = await fetch(url);
    expect(await second.text()).toContain('<p>b</p>');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'sha256-B'");
    point('a');
    expect(await (await fetch(url)).text()).toContain('<p>a</p>');
    // One server per release, reused.
    expect(opened).toEqual([join(root, 'a'), join(root, 'b')]);
  });
});
