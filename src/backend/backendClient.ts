/**
 * The one HTTP client for the firm's back end, so timeouts, retries (with backoff, on network
 * errors and 5xx) and size limits are decided in one place. Build-time only.
 */
import { Pool, type Dispatcher } from 'undici';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../config/readConfig.ts';
import { TABLE_NAMES, type Row, type TableName, type Tables } from '../content/types.ts';

/** The back end's table endpoint, relative to the site/back-end origin. */
const GET_DATA_ALL = '/HHHHPUBLICAPI/getDataAll.php';

export interface BackendClientOptions {
  /** Origin (optionally with a path prefix) of the back end, e.g. https://example.org. */
  readonly baseUrl: string;
  /** Per-request timeout in ms (headers and body). Default 30 000. */
  readonly timeoutMs?: number;
  /** Attempts per request, the first included. Default 3. */
  readonly attempts?: number;
  /** Delay before the first retry in ms; doubles each retry. Default 250. */
  readonly backoffMs?: number;
  /** Maximum parallel connections in the pool. Default 10 (one per table). */
  readonly connections?: number;
  /**
   * Largest answer accepted for one request, in bytes (BACKEND_MAX_RESPONSE_BYTES): more fails the
   * pull naming the table instead of exhausting the build's memory. Default 64 MiB.
   */
  readonly maxResponseBytes?: number;
}

/** A request that failed for good: names the table, the URL and the cause, so the log says why. */
export class BackendError extends Error {
  readonly table: string;
  readonly url: string;
  constructor(table: string, url: string, cause: string) {
    super(`Table ${table}: ${cause} (POST ${url})`);
    this.name = 'BackendError';
    this.table = table;
    this.url = url;
  }
}

/** A 4xx answer, or an answer we cannot read: retrying would not help. */
class PermanentFailure extends Error {}

export interface BackendClient {
  /** POST {table}: the rows at data.data. Throws BackendError when they cannot be had. */
  getDataAll(table: TableName): Promise<Row[]>;
  /** Every table of the site, fetched in parallel; rejects with the first table that fails. */
  getAllTables(): Promise<Tables>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates a client with one keep-alive connection pool to the back end's origin. */
export function createBackendClient(options: BackendClientOptions): BackendClient {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoffMs = options.backoffMs ?? 250;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const pool = new Pool(base.origin, {
    connections: options.connections ?? TABLE_NAMES.length,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  const url = `${base.origin}${prefix}${GET_DATA_ALL}`;

  async function postJson(table: TableName): Promise<unknown> {
    let lastCause = 'no attempt made';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
      try {
        const res = await pool.request({
          path: `${prefix}${GET_DATA_ALL}`,
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ table }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await readCapped(res, maxBytes);
        if (res.statusCode >= 500) {
          lastCause = `HTTP ${res.statusCode}`;
          continue;
        }
        if (res.statusCode < 200 || res.statusCode > 299) {
          throw new PermanentFailure(`HTTP ${res.statusCode}`);
        }
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new PermanentFailure(`answer is not JSON (${JSON.stringify(text.slice(0, 80))})`);
        }
      } catch (error) {
        if (error instanceof PermanentFailure) throw new BackendError(table, url, error.message);
        lastCause = describeNetworkError(error, timeoutMs);
      }
    }
    throw new BackendError(table, url, `${lastCause} after ${attempts} attempts`);
  }

  async function getDataAll(table: TableName): Promise<Row[]> {
    const rows = rowsFromAnswer(await postJson(table));
    if (!rows) throw new BackendError(table, url, 'answer has no list at data.data');
    return rows;
  }

  return {
    getDataAll,
    async getAllTables() {
      const entries = await Promise.all(
        TABLE_NAMES.map(async (table) => [table, await getDataAll(table)] as const),
      );
      return Object.fromEntries(entries) as Record<TableName, Row[]>;
    },
    close: () => pool.close(),
  };
}

/** Reads the rows of a getDataAll answer: a list at data.data, every entry an object. */
export function rowsFromAnswer(answer: unknown): Row[] | null {
  const data = isObject(answer) ? answer['data'] : undefined;
  const rows = isObject(data) ? data['data'] : undefined;
  if (!Array.isArray(rows)) return null;
  return rows.filter(isObject);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer's body as text, refusing (PermanentFailure) one larger than `maxBytes`: by its
 * Content-Length before reading anything, or while reading when it has none or lies.
 */
async function readCapped(res: Dispatcher.ResponseData, maxBytes: number): Promise<string> {
  // Refusing an answer destroys its body, which then emits undici's "Request aborted": ours to
  // cause, not a fault to crash on (without a listener it would be an uncaught error).
  res.body.on('error', () => {});
  const tooLarge = () =>
    new PermanentFailure(
      `answer is larger than ${maxBytes} bytes (BACKEND_MAX_RESPONSE_BYTES; raise it if the table really is this large)`,
    );
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    // Leaving the loop destroys the stream, and with it the connection's unread rest.
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return `no answer within ${timeoutMs} ms`;
    }
    const code = (error as { code?: unknown }).code;
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail =
      typeof code === 'string' ? code : typeof cause?.code === 'string' ? cause.code : '';
    return detail ? `${detail}: ${error.message}` : error.message;
  }
  return String(error);
}
