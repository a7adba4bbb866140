/**
 * The back-end client over real HTTP against a loopback server that misbehaves on purpose
 * (5xx, timeouts, non-JSON, wrong shape) — faults the demo back end never produces.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError, createBackendClient } from '../../../src/backend/backendClient.ts';
import { TABLE_NAMES } from '../../../src/content/types.ts';

type Behaviour = (attempt: number) => { status: number; body: string } | 'hang' | 'reset';

let server: Server;
let baseUrl: string;
const behaviours = new Map<string, Behaviour>();
const attempts = new Map<string, number>();
const requests: { path: string; body: unknown; contentType: string | undefined }[] = [];
const sockets = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      sockets.add(`${req.socket.remotePort}`);
      const body = JSON.parse(raw) as { table: string };
      requests.push({ path: req.url ?? '', body, contentType: req.headers['content-type'] });
      const n = (attempts.get(body.table) ?? 0) + 1;
      attempts.set(body.table, n);
      const behaviour = behaviours.get(body.table);
      const answer = behaviour
        ? behaviour(n)
        : { status: 200, body: JSON.stringify({ data: { data: [{ id: 1, table: body.table }] } }) };
      if (answer === 'hang') return;
      if (answer === 'reset') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function reset() {
  behaviours.clear();
  attempts.clear();
  requests.length = 0;
  sockets.clear();
}

describe('getDataAll / getAllTables', () => {
  it('posts {table} as JSON to getDataAll.php and reads rows from data.data, every table once', async () => {
    reset();
    const client = createBackendClient({ baseUrl, backoffMs: 1 });
    const tables = await client.getAllTables();
    await client.close();
    expect(Object.keys(tables).sort()).toEqual([...TABLE_NAMES].sort());
    expect(tables.Events).toEqual([{ id: 1, table: 'Events' }]);
    expect(requests).toHaveLength(TABLE_NAMES.length);
    expect(requests.every((r) => r.path === '/HHHHPUBLICAPI/getDataAll.php')).toBe(true);
    expect(requests.every((r) => r.contentType === 'application/json')).toBe(true);
  });

  it('reuses keep-alive connections across requests', async () => {
    reset();
    const client = createBackendClient({ baseUrl, connections: 2 });
    await client.getAllTables();
    await client.getAllTables();
    await client.close();
    expect(requests).toHaveLength(TABLE_NAMES.length * 2);
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('retries 5xx and network errors with backoff, then succeeds', async () => {
    reset();
    behaviours.set('Footer', (n) =>
      n < 3 ? { status: 503, body: 'busy' } : { status: 200, body: '{"data":{"data":[]}}' },
    );
    behaviours.set('Events', (n) =>
      n < 2 ? 'reset' : { status: 200, body: '{"data":{"data":[{"Id":5}]}}' },
    );
    const client = createBackendClient({ baseUrl, backoffMs: 1 });
    const tables = await client.getAllTables();
    await client.close();
    expect(attempts.get('Footer')).toBe(3);
    expect(tables.Events).toEqual([{ Id: 5 }]);
  });

  it('fails naming table, URL and cause when a table keeps answering 500', async () => {
    reset();
    behaviours.set('Announcements', () => ({ status: 500, body: 'oops' }));
    const client = createBackendClient({ baseUrl, backoffMs: 1, attempts: 2 });
    const error = await client.getAllTables().catch((e: unknown) => e);
    await client.close();
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).table).toBe('Announcements');
    expect((error as Error).message).toMatch(/Announcements: HTTP 500 after 2 attempts/);
    expect((error as Error).message).toContain(`${baseUrl}/HHHHPUBLICAPI/getDataAll.php`);
    expect(attempts.get('Announcements')).toBe(2);
  });

  it('does not retry a 4xx', async () => {
    reset();
    behaviours.set('Documents', () => ({ status: 404, body: '{}' }));
    const client = createBackendClient({ baseUrl, backoffMs: 1 });
    await expect(client.getDataAll('Documents')).rejects.toThrow(/Documents: HTTP 404/);
    await client.close();
    expect(attempts.get('Documents')).toBe(1);
  });

  it.each([
    ['an answer that is not JSON', '<html>error</html>', /answer is not JSON/],
    ['an answer without data.data', '{"data":{"rows":[]}}', /no list at data\.data/],
    ['data.data that is not a list', '{"data":{"data":"x"}}', /no list at data\.data/],
  ])('fails on %s', async (_label, body, message) => {
    reset();
    behaviours.set('TeamDetails', () => ({ status: 200, body }));
    const client = createBackendClient({ baseUrl, backoffMs: 1 });
    await expect(client.getDataAll('TeamDetails')).rejects.toThrow(message);
    await client.close();
  });

  it('times out a table that never answers', async () => {
    reset();
    behaviours.set('ImageSlider', () => 'hang');
    const client = createBackendClient({ baseUrl, timeoutMs: 200, attempts: 2, backoffMs: 1 });
    await expect(client.getDataAll('ImageSlider')).rejects.toThrow(
      /ImageSlider: no answer within 200 ms after 2 attempts/,
    );
    await client.close();
  });

  it('honours a path prefix in the base URL', async () => {
    reset();
    const client = createBackendClient({ baseUrl: `${baseUrl}/api/` });
    await client.getDataAll('Events');
    await client.close();
    expect(requests[0]?.path).toBe('/api/HHHHPUBLICAPI/getDataAll.php');
  });
});

describe('response size cap per table', () => {
  const rows = (n: number) =>
    JSON.stringify({
      data: { data: Array.from({ length: n }, (_, i) => ({ id: i, x: 'y'.repeat(90) })) },
    });

  it('refuses an answer larger than the cap, naming the table and the variable, without retrying', async () => {
    reset();
    behaviours.set('Events', () => ({ status: 200, body: rows(200) }));
    const client = createBackendClient({ baseUrl, backoffMs: 1, maxResponseBytes: 4096 });
    const error = await client.getDataAll('Events').catch((e: unknown) => e);
    await client.close();
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).table).toBe('Events');
    expect((error as Error).message).toMatch(
      /^Table Events: answer is larger than 4096 bytes \(BACKEND_MAX_RESPONSE_BYTES; .*\) \(POST http:\/\/127\.0\.0\.1:\d+\/HHHHPUBLICAPI\/getDataAll\.php\)$/,
    );
    expect(attempts.get('Events')).toBe(1);
  });

  it('counts the bytes of an answer without Content-Length (chunked) too', async () => {
    reset();
    const big = rows(200);
    const chunked = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < big.length; i += 512) res.write(big.slice(i, i + 512));
      res.end();
    });
    await new Promise<void>((resolve) => chunked.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(chunked.address() as AddressInfo).port}`;
    const client = createBackendClient({ baseUrl: url, backoffMs: 1, maxResponseBytes: 4096 });
    const error = await client.getDataAll('Footer').catch((e: unknown) => e);
    await client.close();
    chunked.closeAllConnections();
    await new Promise((resolve) => chunked.close(resolve));
    expect((error as Error).message).toMatch(/^Table Footer: answer is larger than 4096 bytes/);
  });

  it('reads an answer within the cap', async () => {
    reset();
    behaviours.set('Events', () => ({ status: 200, body: rows(20) }));
    const client = createBackendClient({ baseUrl, backoffMs: 1, maxResponseBytes: 4096 });
    expect(await client.getDataAll('Events')).toHaveLength(20);
    await client.close();
  });
});
