/**
 * Every listening server of the project is made by createHardenedServer (issue 11 point 5): a
 * client that never finishes its headers is cut off within the header timeout (Node's own
 * 30-second check would let it stay three times as long), connections above the cap are refused,
 * and every answer is nosniff. The live release's server (`npm run serve -- releases/current`) is
 * one of them.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSiteWithApi, type SiteWithApi } from '../../../scripts/lib/siteWithApi.ts';
import {
  createHardenedServer,
  HEADERS_TIMEOUT_MS,
  MAX_CONNECTIONS,
  REQUEST_TIMEOUT_MS,
} from '../../../src/services/hardenedServer.ts';

const servers: Server[] = [];
const sites: SiteWithApi[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const site of sites.splice(0)) await site.close();
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Resolves with what the server sent before it closed the socket. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
  });
}

describe('createHardenedServer', () => {
  it(
    'cuts off a client that keeps its headers unfinished (slowloris)',
    { timeout: 20_000 },
    async () => {
      const port = await listen(
        createHardenedServer((_req, res) => res.end('ok'), { headersTimeoutMs: 300 }),
      );
      const slow = await open(port);
      const done = closed(slow);
      slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
      // One more header line now and then, as a slowloris client does to look alive.
      const drip = setInterval(() => slow.write(`X-Drip: ${Date.now()}\r\n`), 200);
      const received = await done;
      clearInterval(drip);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    },
  );

  it('refuses connections above the cap and marks every answer nosniff', async () => {
    const server = createHardenedServer((_req, res) => res.end('ok'), { maxConnections: 1 });
    const port = await listen(server);
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
    const held = await open(port);
    await expect.poll(connections).toBe(1);
    const refused = await open(port);
    expect(await closed(refused)).toBe('');
    held.destroy();
    await expect.poll(connections).toBe(0);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the live release’s server (following releases/current) has the same limits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-'));
    const link = join(dir, 'current');
    const site = await startSiteWithApi({
      port: 0,
      distDir: link,
      dbPath: ':memory:',
      siteUrl: 'http://127.0.0.1',
      development: false,
    });
    sites.push(site);
    const { server } = site.site;
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.maxConnections).toBe(MAX_CONNECTIONS);
    // Before any release is live: 503, still nosniff.
    const waiting = await fetch(`${site.url}/`);
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('x-content-type-options')).toBe('nosniff');
    const release = join(dir, 'r1');
    mkdirSync(release);
    writeFileSync(join(release, 'index.html'), '<p>r1</p>');
    symlinkSync(release, link);
    const live = await fetch(`${site.url}/`);
    expect(await live.text()).toBe('<p>r1</p>');
    expect(live.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
