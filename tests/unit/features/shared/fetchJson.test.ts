import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson } from '../../../../src/features/shared/fetchJson.ts';

let server: Server;
let base = '';
const accepts: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    accepts.push(request.headers.accept);
    if (request.url === '/index.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"titles":["A"]}');
    } else {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"error":"not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchJson (the list index, its chunks, the redirect shards)', () => {
  it('asks for JSON and gives the parsed body', async () => {
    await expect(fetchJson(`${base}/index.json`)).resolves.toEqual({ titles: ['A'] });
    expect(accepts.at(-1)).toBe('application/json');
  });

  it('rejects on an error status even when the body is JSON', async () => {
    await expect(fetchJson(`${base}/missing.json`)).rejects.toThrow('HTTP 404');
  });
});
