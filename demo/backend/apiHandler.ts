/**
 * The demo back end's three endpoints with the PHP back end's request and answer shapes
 * (docs/requirements.md): getDataAll.php, getDataByTitle.php and insertForm.php under
 * /HHHHPUBLICAPI/; every other request is left to the caller.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { titleKey } from '../../src/content/titleKey.ts';
import { TABLE_NAMES, type Row, type TableName } from '../../src/content/types.ts';
import {
  clientKey,
  requestClientAddress,
  trustedProxiesFromEnv,
  type TrustedProxies,
} from '../../src/server/clientAddress.ts';
import { BodyTooLargeError, readBody, sendJson } from '../../src/server/httpJson.ts';
import { requestPath } from '../../src/server/requestPath.ts';
import { LOOPBACK_HOSTS } from '../../src/config/servedOrigin.ts';
import type { BackendDatabase } from './database.ts';
import { createMessageLimiter, messageLimitFromEnv, type MessageLimit } from './messageLimiter.ts';
import { validateContactMessage } from './validateContactMessage.ts';

export const API_PREFIX = '/HHHHPUBLICAPI/';
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface ApiOptions {
  /** The origins allowed to post the contact form (SITE_URL); never derived from Host. */
  readonly allowedOrigins?: readonly string[];
  /** Development: local pages on any port may post too (originTrusted). */
  readonly development?: boolean;
  /** Log one line per request to stderr (default: when the LOG_REQUESTS env is set). */
  readonly log?: boolean;
  /** Contact messages per client and window (default: messageLimitFromEnv). */
  readonly messageLimit?: MessageLimit;
  /** The operator's own proxies, whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  readonly trustedProxies?: TrustedProxies;
}

/**
 * The origins a browser may post from: each configured one, and a loopback origin under each of
 * its names (localhost, 127.0.0.1, [::1]), since a local server is reached by either.
 */
export function trustedOrigins(configured: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const origin of configured) {
    const url = URL.parse(origin);
    if (url === null) continue;
    origins.add(url.origin);
    if (LOOPBACK_HOSTS.has(url.hostname)) {
      for (const host of LOOPBACK_HOSTS)
        origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return origins;
}

/**
 * Whether a contact post's Origin is trusted: one of `trusted`, exactly as a browser serialises
 * it; in development also any page of this machine, since `astro dev` may run on any port. Never
 * on a deployed site, where any page on a visitor's own machine could post in their name.
 */
export function originTrusted(
  origin: string,
  trusted: ReadonlySet<string>,
  development: boolean,
): boolean {
  if (trusted.has(origin)) return true;
  const url = development ? URL.parse(origin) : null;
  return (
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === origin &&
    LOOPBACK_HOSTS.has(url.hostname)
  );
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
  const allowed = trustedOrigins(options.allowedOrigins ?? []);
  const development = options.development ?? false;
  const log = options.log ?? Boolean(process.env['LOG_REQUESTS']);
  const trustedProxies = options.trustedProxies ?? trustedProxiesFromEnv(process.env);
  const limiter = createMessageLimiter(options.messageLimit ?? messageLimitFromEnv(process.env));

  return function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
    const path = requestPath(req.url ?? '');
    if (path === null || !path.startsWith(API_PREFIX)) return false;
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
    // Every answer is data, never something to sniff into HTML or script.
    res.setHeader('x-content-type-options', 'nosniff');
    const origin = req.headers.origin ?? null;
    const originAllowed = origin !== null && originTrusted(origin, allowed, development);
    // The answer depends on Origin: a cache must not hand one origin's answer to another.
    res.setHeader('vary', 'Origin');
    if (origin !== null && originAllowed) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
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
    if (endpoint === 'insertForm.php') return insertForm(req, res, origin, originAllowed);
    const body = await readJson(req);
    const table = tableOf(body);
    if (endpoint === 'getDataAll.php')
      return sendJson(res, 200, { data: { data: db.rows(table) } });
    const keyTitle = body['keyTitle'];
    if (typeof keyTitle !== 'string')
      throw new HttpError(400, 'keyTitle must be a string', 'keyTitle');
    const key = titleKey(keyTitle);
    // A blank or punctuation-only title names nothing (it would otherwise match an untitled row).
    const titled = (r: Row) => typeof r['Title'] === 'string' && titleKey(r['Title']) === key;
    const row = key === '' ? undefined : db.rows(table).find(titled);
    sendJson(res, 200, { data: row ?? null });
  }

  async function insertForm(
    req: IncomingMessage,
    res: ServerResponse,
    origin: string | null,
    originAllowed: boolean,
  ): Promise<void> {
    // Every browser sends Origin with a POST: a request without one is no page of the site.
    if (origin === null) throw new HttpError(403, 'Origin header required');
    if (!originAllowed) throw new HttpError(403, 'Origin not allowed');
    // Double-submit token: the cookie only a page of the site can read, echoed in the header.
    const cookieToken = readCookie(req.headers.cookie ?? '', XSRF_COOKIE);
    const headerToken = req.headers[XSRF_HEADER];
    if (cookieToken === null || cookieToken === '') {
      throw new HttpError(403, 'XSRF-TOKEN cookie required');
    }
    if (typeof headerToken !== 'string' || !sameToken(headerToken, cookieToken)) {
      throw new HttpError(403, 'X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie');
    }
    // Counted per client before the body is read, so a flood costs nothing to refuse.
    const [address, forwarded] = [req.socket.remoteAddress, req.headers['x-forwarded-for']];
    const client = clientKey(requestClientAddress(address, forwarded, trustedProxies));
    const place = limiter.take(client, Date.now());
    if (!place.allowed) {
      res.setHeader('retry-after', String(place.retryAfterS));
      throw new HttpError(
        429,
        `Too many messages from this address: try again in ${place.retryAfterS} s`,
      );
    }
    let stored = false;
    try {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json')
        throw new HttpError(415, 'Content-Type must be application/json');
      const result = validateContactMessage(await readJson(req));
      if (!result.ok) throw new HttpError(400, result.error, result.field);
      const id = await db.insertMessage(result.message, origin);
      stored = true;
      sendJson(res, 200, { status: 'ok', id });
    } finally {
      // A message refused as invalid is no message: the visitor may correct it and send again.
      if (!stored) place.release();
    }
  }
}

/**
 * Sets the XSRF-TOKEN cookie on a page response when the browser has none, so the contact form
 * can echo it (readable by scripts on purpose: that is the pattern). The response is marked
 * `private, no-store`: no shared cache may hand the token to another visitor.
 */
export function issueXsrfCookie(
  req: IncomingMessage,
  res: ServerResponse,
  options: { readonly secure?: boolean } = {},
): void {
  if (readCookie(req.headers.cookie ?? '', XSRF_COOKIE) !== null) return;
  const token = randomBytes(18).toString('base64url');
  const secure =
    options.secure === true || (req.socket as { encrypted?: boolean }).encrypted === true;
  res.appendHeader(
    'set-cookie',
    `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
  res.setHeader('cache-control', 'private, no-store');
}

/** Compares two tokens in constant time (an early exit would leak a prefix). */
function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function tableOf(body: Readonly<Record<string, unknown>>): TableName {
  const table = body['table'];
  if (typeof table !== 'string' || !(TABLE_NAMES as readonly string[]).includes(table)) {
    throw new HttpError(400, `Unknown table ${JSON.stringify(table ?? null)}`, 'table');
  }
  return table as TableName;
}

/** The request's body as a JSON object; anything else (`null`, a list, a number) is a 400. */
async function readJson(req: IncomingMessage): Promise<Readonly<Record<string, unknown>>> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
    throw new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
  const body = await readBody(req, MAX_BODY_BYTES).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? new HttpError(413, error.message) : error;
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'Body must be a JSON object');
  }
  return parsed as Readonly<Record<string, unknown>>;
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    // A malformed %-escape must not throw: issueXsrfCookie runs on every page response of the
    // site server, where an exception would take the whole process down.
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
