/**
 * The demo back end's three endpoints with the spec's request and answer shapes (SPEC §7):
 * getDataAll.php, getDataByTitle.php and insertForm.php under /HHHHPUBLICAPI/. Framework-free:
 * the handler answers requests under that path and leaves every other request to its caller.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { titleKey } from '../../content/titleKey.ts';
import { TABLE_NAMES, type TableName } from '../../content/types.ts';
import type { BackendDatabase } from './database.ts';
import { validateContactMessage } from './validateContactMessage.ts';

export const API_PREFIX = '/HHHHPUBLICAPI/';
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Browser origins always allowed: local development (SPEC §1: port 3000). */
export const DEV_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface ApiOptions {
  /** Browser origins allowed to post the contact form (the site's, besides the back end's own). */
  readonly allowedOrigins?: readonly string[];
  /** Log one line per request to stderr (default: when the LOG_REQUESTS env is set). */
  readonly log?: boolean;
}

class HttpError extends Error {
  readonly status: number;
  readonly field: string | null;
  constructor(status: number, message: string, field: string | null = null) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** Creates the handler; it returns true when it answered the request. */
export function createApiHandler(db: BackendDatabase, options: ApiOptions = {}) {
  const allowed = new Set([...(options.allowedOrigins ?? []), ...DEV_ORIGINS].map(normaliseOrigin));
  const log = options.log ?? Boolean(process.env['LOG_REQUESTS']);

  return function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(API_PREFIX)) return false;
    const started = Date.now();
    res.on('finish', () => {
      if (log) console.error(`${req.method} ${path} ${res.statusCode} ${Date.now() - started}ms`);
    });
    handle(req, res, path.slice(API_PREFIX.length)).catch((error: unknown) => {
      const http = error instanceof HttpError ? error : new HttpError(500, 'Internal error');
      if (!(error instanceof HttpError)) console.error('Demo back end:', error);
      // A body left unread (refused early, or too large) must not be parsed as the next request
      // on a kept-alive connection, and draining an endless upload is not our job: close it.
      if (!req.complete) res.setHeader('connection', 'close');
      sendJson(res, http.status, {
        error: http.message,
        ...(http.field ? { field: http.field } : {}),
      });
    });
    return true;
  };

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
  ): Promise<void> {
    const origin = req.headers.origin ?? null;
    const originAllowed = origin === null || isAllowedOrigin(origin, req);
    if (origin !== null && originAllowed) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      if (!originAllowed) throw new HttpError(403, 'Origin not allowed');
      res.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, x-xsrf-token',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (!['getDataAll.php', 'getDataByTitle.php', 'insertForm.php'].includes(endpoint)) {
      throw new HttpError(404, `No endpoint ${API_PREFIX}${endpoint}`);
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      throw new HttpError(405, 'Only POST is allowed');
    }
    if (endpoint === 'insertForm.php') {
      await insertForm(req, res, origin, originAllowed);
      return;
    }
    const body = await readJson(req);
    const table = tableOf(body);
    if (endpoint === 'getDataAll.php') {
      sendJson(res, 200, { data: { data: db.rows(table) } });
      return;
    }
    const keyTitle = (body as { keyTitle?: unknown }).keyTitle;
    if (typeof keyTitle !== 'string')
      throw new HttpError(400, 'keyTitle must be a string', 'keyTitle');
    const key = titleKey(keyTitle);
    // A blank or punctuation-only title names nothing (it would otherwise match an untitled row).
    const row =
      key === ''
        ? undefined
        : db
            .rows(table)
            .find((r) => typeof r['Title'] === 'string' && titleKey(r['Title']) === key);
    sendJson(res, 200, { data: row ?? null });
  }

  async function insertForm(
    req: IncomingMessage,
    res: ServerResponse,
    origin: string | null,
    originAllowed: boolean,
  ): Promise<void> {
    // A browser posting from a page of another site is refused before anything is read.
    if (!originAllowed) throw new HttpError(403, 'Origin not allowed');
    const cookieToken = readCookie(req.headers.cookie ?? '', XSRF_COOKIE);
    if (cookieToken !== null && req.headers[XSRF_HEADER] !== cookieToken) {
      throw new HttpError(403, 'X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie');
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json')
      throw new HttpError(415, 'Content-Type must be application/json');
    const result = validateContactMessage(await readJson(req));
    if (!result.ok) throw new HttpError(400, result.error, result.field);
    const id = db.insertMessage(result.message, origin);
    sendJson(res, 200, { status: 'ok', id });
  }

  function isAllowedOrigin(origin: string, req: IncomingMessage): boolean {
    const normalised = normaliseOrigin(origin);
    if (allowed.has(normalised)) return true;
    // The back end's own origin (the site and the API share one origin under `npm start`).
    const host = req.headers.host;
    return (
      host !== undefined && (normalised === `http://${host}` || normalised === `https://${host}`)
    );
  }
}

/**
 * Sets the XSRF-TOKEN cookie on a page response when the browser has none, so the contact form
 * can echo it in X-XSRF-TOKEN (SPEC §7). Readable by scripts on purpose: that is the pattern.
 */
export function issueXsrfCookie(req: IncomingMessage, res: ServerResponse): void {
  if (readCookie(req.headers.cookie ?? '', XSRF_COOKIE) !== null) return;
  const token = randomBytes(18).toString('base64url');
  res.appendHeader('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict`);
}

function tableOf(body: unknown): TableName {
  const table = (body as { table?: unknown }).table;
  if (typeof table !== 'string' || !(TABLE_NAMES as readonly string[]).includes(table)) {
    throw new HttpError(400, `Unknown table ${JSON.stringify(table ?? null)}`, 'table');
  }
  return table as TableName;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
  const body = await readBody(req);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}

/**
 * Collects the body up to MAX_BODY_BYTES. Unlike breaking out of `for await`, giving up here
 * leaves the socket open, so the 413 answer still reaches a client sending a chunked body.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).off('end', onEnd);
      req.resume(); // discard the rest until the answer closes the connection
      reject(new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeCookieValue(part.slice(eq + 1));
  }
  return null;
}

// A malformed %-escape must not throw: issueXsrfCookie runs on every page response of the site
// server, where an exception would take the whole process down.
function decodeCookieValue(raw: string): string {
  const value = raw.trim();
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
