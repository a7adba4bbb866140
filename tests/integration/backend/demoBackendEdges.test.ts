/**
 * The demo back end's edge cases over real HTTP: hostile cookies and bodies must not break the
 * connection or the process, blank titles name nothing, JSON columns arrive as text, and the
 * handler mounts in another server together with issueXsrfCookie (as `npm start` does).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../../src/content/types.ts';
import {
  createApiHandler,
  issueXsrfCookie,
  MAX_BODY_BYTES,
} from '../../../demo/backend/apiHandler.ts';
import { openDatabase, type BackendDatabase } from '../../../demo/backend/database.ts';
import { seedTables } from '../../../demo/seed/seedTables.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';

const SITE = 'https://site.example';
let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({ port: 0, dbPath: ':memory:', allowedOrigins: [SITE] });
});
const asSitePage = { origin: SITE, cookie: 'XSRF-TOKEN=t0k3n', 'x-xsrf-token': 't0k3n' };
afterAll(() => backend.close());

const message = {
  FirstName: 'Grace',
  LastName: 'Hopper',
  Email: 'grace@example.org',
  Country: 'USA',
  Comment: 'Hello',
};

const post = (
  base: string,
  endpoint: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}/HHHHPUBLICAPI/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('reading', () => {
  it('returns rows unchanged, JSON columns as JSON text (even a malformed one)', async () => {
    const res = await post(backend.url, 'getDataAll.php', { table: 'SmartMetaData' });
    const rows = ((await res.json()) as { data: { data: Row[] } }).data.data;
    expect(rows).toEqual(seedTables().SmartMetaData);
    const broken = rows.find((r) => r['PageContainers'] === '[{"Id": 3,');
    expect(broken).toBeDefined();
    const sections = await post(backend.url, 'getDataAll.php', { table: 'ContainerList' });
    const first = ((await sections.json()) as { data: { data: Row[] } }).data.data[0];
    expect(typeof first?.['TemplateConfiguration']).toBe('string');
  });

  it('answers data: null for a blank or punctuation-only keyTitle (never the untitled row)', async () => {
    for (const keyTitle of ['', '  ', '!!!']) {
      const res = await post(backend.url, 'getDataByTitle.php', {
        table: 'TeamDetails',
        keyTitle,
        id: null,
      });
      expect(await res.json()).toEqual({ data: null });
    }
  });

  it('finds a page by its slug form (title-key rule)', async () => {
    const res = await post(backend.url, 'getDataByTitle.php', {
      table: 'SmartMetaData',
      keyTitle: 'digital-strategy-+-change',
      id: null,
    });
    const body = (await res.json()) as { data: Row | null };
    expect(body.data?.['Title']).toBe('Digital Strategy + Change');
  });

  it('refuses an unknown table and a missing keyTitle on getDataByTitle (400 JSON)', async () => {
    const unknown = await post(backend.url, 'getDataByTitle.php', {
      table: 'Users',
      keyTitle: 'x',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: 'table' });
    const missing = await post(backend.url, 'getDataByTitle.php', { table: 'Events' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'keyTitle' });
  });

  it.each(['getDataByTitle.php', 'insertForm.php'])(
    'answers 405 with Allow to GET %s',
    async (e) => {
      const res = await fetch(`${backend.url}/HHHHPUBLICAPI/${e}`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toMatch(/POST/);
      expect(await res.json()).toHaveProperty('error');
    },
  );
});

describe('hostile requests do not break the connection or the process', () => {
  it('answers 413 to an oversized chunked body, and the next requests still succeed', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i <= MAX_BODY_BYTES / 1024 + 8; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(`${backend.url}/HHHHPUBLICAPI/insertForm.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asSitePage },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toHaveProperty('error');
    for (let i = 0; i < 3; i++) {
      expect((await post(backend.url, 'insertForm.php', message, asSitePage)).status).toBe(200);
    }
  });

  it('treats a malformed XSRF-TOKEN cookie as a token (403 without the header, not 500)', async () => {
    const cookie = 'XSRF-TOKEN=%E0%A4%A';
    const refused = await post(backend.url, 'insertForm.php', message, { origin: SITE, cookie });
    expect(refused.status).toBe(403);
    const accepted = await post(backend.url, 'insertForm.php', message, {
      origin: SITE,
      cookie,
      'x-xsrf-token': '%E0%A4%A',
    });
    expect(accepted.status).toBe(200);
  });

  it('never sends a stack trace', async () => {
    const res = await post(backend.url, 'getDataAll.php', '{"table": ');
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('mounted in another server with issueXsrfCookie (as npm start does)', () => {
  let server: Server;
  let db: BackendDatabase;
  let url: string;

  beforeAll(async () => {
    db = openDatabase(':memory:', seedTables);
    let api: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
    server = createServer((req, res) => {
      if (api(req, res)) return;
      issueXsrfCookie(req, res, { secure: req.url === '/secure' });
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>page</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The site's configured origin is this server's (as SITE_URL is under `npm start`).
    api = createApiHandler(db, { allowedOrigins: [url] });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    db.close();
  });

  it('leaves other paths to the caller and sets a readable, strict XSRF cookie on pages', async () => {
    const page = await fetch(`${url}/about-us`);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{16,}; Path=\/; SameSite=Strict$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // One visitor's token: no shared cache may keep this answer.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const page = await fetch(`${url}/secure`);
    expect(page.headers.get('set-cookie')).toMatch(
      /^XSRF-TOKEN=[\w-]{16,}; Path=\/; SameSite=Strict; Secure$/,
    );
  });

  it('keeps an existing cookie, even a malformed one, without throwing', async () => {
    for (const existing of ['XSRF-TOKEN=abc', 'XSRF-TOKEN=%E0%A4%A']) {
      const page = await fetch(`${url}/`, {
        headers: { cookie: existing },
        signal: AbortSignal.timeout(5000),
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
    }
  });

  it('accepts the issued token echoed in the header from the page’s own origin', async () => {
    const page = await fetch(`${url}/`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const res = await post(url, 'insertForm.php', message, {
      origin: url,
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    expect(db.messages().find((m) => m.id === id)).toMatchObject(message);
    const foreign = await post(url, 'insertForm.php', message, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
