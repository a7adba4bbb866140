/**
 * Every listening server of the project is made by createHardenedServer: a client that never
 * finishes its headers is cut off within the header timeout (Node's own 30-second check would let
 * it stay three times as long), connections above the cap are refused, and every answer is nosniff.
 * The live release's server (`npm run serve -- releases/current`) is one of them. One client cannot
 * starve the rest: under 300 slow, reconnecting connections from 127.0.0.1, another address
 * (127.0.0.2; Linux routes all of 127/8 to the loopback) is still answered. A handler's error is a
 * 500 for that request, never the end of the server.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSiteWithApi, type SiteWithApi } from '../../../demo/siteWithApi.ts';
import { parseTrustedProxies } from '../../../src/server/clientAddress.ts';
import {
  connectionsPerClientOf,
  createHardenedServer,
  HEADERS_TIMEOUT_MS,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_CLIENT,
  REQUEST_TIMEOUT_MS,
} from '../../../src/server/hardenedServer.ts';
import { answered, startSlowClients, type SlowClients } from '../../support/slowClients.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const servers: Server[] = [];
const sites: SiteWithApi[] = [];
const attacks: SlowClients[] = [];
afterEach(async () => {
  for (const attack of attacks.splice(0)) attack.stop();
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

function open(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
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

  it('answers a handler that throws, or rejects, with a 500 and goes on serving', async () => {
    const port = await listen(
      createHardenedServer((req, res) => {
        if (req.url === '/throws') throw new Error('a bug in a handler');
        if (req.url === '/rejects') return Promise.reject(new Error('a bug after an await'));
        res.end('fine');
        return undefined;
      }),
    );
    const errors: unknown[] = [];
    const onError = (...args: unknown[]) => void errors.push(args);
    const original = console.error;
    console.error = onError;
    try {
      for (const path of ['/throws', '/rejects']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(res.status, path).toBe(500);
        expect(await res.text()).toBe('Internal error');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(2);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('fine');
  });

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

  it('limits connections per client address, not for the others', async () => {
    const server = createHardenedServer((_req, res) => res.end('ok'), {
      maxConnectionsPerClient: 2,
    });
    const port = await listen(server);
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
    const held = [await open(port), await open(port)];
    await expect.poll(connections).toBe(2);
    expect(await closed(await open(port))).toBe('');
    // Another address is a client of its own.
    const other = await open(port, '127.0.0.2');
    const otherAnswer = closed(other);
    other.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await otherAnswer).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    // A connection given back is a place free again.
    held[0]?.destroy();
    await expect.poll(connections).toBe(1);
    const again = await open(port);
    const answer = closed(again);
    again.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    held[1]?.destroy();
  });

  it('does not count a configured reverse proxy as one client (only the global cap)', async () => {
    const server = createHardenedServer((_req, res) => res.end('ok'), {
      maxConnectionsPerClient: 1,
      // A range, as a CDN's edges are listed: 127.0.0.0 and 127.0.0.1.
      trustedProxies: parseTrustedProxies('127.0.0.0/31'),
    });
    const port = await listen(server);
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
    const held = [await open(port), await open(port), await open(port)];
    await expect.poll(connections).toBe(3);
    // Another address is still limited.
    await open(port, '127.0.0.2');
    expect(await closed(await open(port, '127.0.0.2'))).toBe('');
    for (const socket of held) socket.destroy();
  });

  it(
    'answers ≥ 95 % of a second address’s requests under 300 slow, reconnecting connections',
    { timeout: 240_000 },
    async () => {
      // The default limits; only the header timeout is short, so slow connections are cut and
      // reconnect many times while the other address asks.
      const server = createHardenedServer((_req, res) => res.end('ok'), {
        headersTimeoutMs: 1_000,
      });
      const port = await listen(server);
      const attack = startSlowClients({ port, count: 300, localAddress: '127.0.0.1' });
      attacks.push(attack);
      const connections = () =>
        new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
      // The attack is at full strength: every connection it may hold is held, and it has been
      // cut and come back (more openings than connections).
      await expect
        .poll(connections, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(Math.min(MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT));
      await expect.poll(() => attack.opened(), { timeout: 60_000 }).toBeGreaterThan(600);
      const requests = 200;
      let ok = 0;
      for (let i = 0; i < requests; i += 4) {
        const batch = await Promise.all(
          Array.from({ length: 4 }, () => answered(port, '127.0.0.2')),
        );
        ok += batch.filter(Boolean).length;
      }
      const share = ok / requests;
      console.log(
        `slow-client attack: ${ok}/${requests} (${(share * 100).toFixed(1)} %) of 127.0.0.2's requests answered; attack opened ${attack.opened()} connections`,
      );
      expect(share).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('the live release’s server (following releases/current) has the same limits', async () => {
    const dir = tempFolder('live-');
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
    expect(connectionsPerClientOf(server)).toBe(MAX_CONNECTIONS_PER_CLIENT);
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
