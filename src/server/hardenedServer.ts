/**
 * The HTTP server every listening server of the project is made with: request timeouts, a
 * connection cap and a limit per client (so one client cannot take the whole cap) in one place,
 * so a server added later cannot listen without them.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { wholeNumberFromEnv } from '../config/readConfig.ts';
import {
  clientKey,
  inRanges,
  trustedProxiesFromEnv,
  type TrustedProxies,
} from './clientAddress.ts';
import { requestPath } from './requestPath.ts';

/** Time a client has to send its request headers, and its whole request, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often those timeouts are checked: Node's 30 s would let a slow client stay 3× too long. */
export const CONNECTIONS_CHECK_MS = 1_000;
/** Connections open at once, by default; MAX_CONNECTIONS overrides it. */
export const MAX_CONNECTIONS = 256;
/**
 * Connections one client (clientKey) may hold open at once, by default: a browser opens at most 6
 * per host, so this leaves room for an office behind one address, and no address holds more than
 * an eighth of MAX_CONNECTIONS. MAX_CONNECTIONS_PER_CLIENT overrides it.
 */
export const MAX_CONNECTIONS_PER_CLIENT = 32;

const perClientLimits = new WeakMap<Server, number>();

/** The per-client connection limit a server made here enforces (tests read it). */
export function connectionsPerClientOf(server: Server): number | undefined {
  return perClientLimits.get(server);
}

/** Reads MAX_CONNECTIONS_PER_CLIENT (a whole number ≥ 1, the constant by default). */
export function connectionsPerClientFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): number {
  return wholeNumberFromEnv(env, 'MAX_CONNECTIONS_PER_CLIENT', MAX_CONNECTIONS_PER_CLIENT);
}

/** Reads MAX_CONNECTIONS (a whole number ≥ 1, the constant by default). */
export function maxConnectionsFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  return wholeNumberFromEnv(env, 'MAX_CONNECTIONS', MAX_CONNECTIONS);
}

/** An HTTP server with the limits above that sends `nosniff` on every answer, errors included. */
export function createHardenedServer(
  listener: RequestListener,
  options: {
    /** Default: MAX_CONNECTIONS, or the variable of that name. */
    readonly maxConnections?: number | undefined;
    /** Default: MAX_CONNECTIONS_PER_CLIENT, or the variable of that name. */
    readonly maxConnectionsPerClient?: number | undefined;
    /**
     * The operator's own proxies (default: TRUSTED_PROXIES): every visitor behind one arrives from
     * its address, so it counts against the global cap only (the proxy must limit per visitor).
     */
    readonly trustedProxies?: TrustedProxies | undefined;
    /** A shorter limit for tests that watch a slow client being cut off. */
    readonly headersTimeoutMs?: number;
  } = {},
): Server {
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    (req, res) => {
      res.setHeader('x-content-type-options', 'nosniff');
      answerErrorsOf(listener, req, res);
    },
  );
  server.maxConnections = options.maxConnections ?? maxConnectionsFromEnv(process.env);
  const perClient = options.maxConnectionsPerClient ?? connectionsPerClientFromEnv(process.env);
  perClientLimits.set(server, perClient);
  const proxies = options.trustedProxies ?? trustedProxiesFromEnv(process.env);
  // Counted per client key; a connection over the limit is closed before a byte is read, so a
  // client reconnecting in a loop only ever holds its own share of the global cap.
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (inRanges(socket.remoteAddress, proxies)) return;
    const key = clientKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= perClient) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
  return server;
}

/**
 * Runs `listener` so that nothing it throws or rejects with stops a server every visitor shares:
 * the client gets a 500 (or, once an answer has begun, a cut connection, so a half-sent page is
 * never taken for a whole one).
 */
export function answerErrorsOf(
  listener: RequestListener,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const fail = (error: unknown) => {
    console.error(
      // The path only: a query may hold a token (the rebuild service's status token).
      `Error answering ${String(req.method)} ${JSON.stringify(requestPath(req.url ?? '') ?? '')}:`,
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    const headers = { 'content-type': 'text/plain; charset=utf-8', connection: 'close' };
    res.writeHead(500, headers).end('Internal error');
  };
  try {
    const result: unknown = listener(req, res);
    if (result instanceof Promise) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}

/** A taken port in plain words with the way out: Node's own EADDRINUSE reads like a crash. */
export function portInUseMessage(port: number, variable: string): string {
  return `port ${port} is in use: another program (or another copy of this server) listens there. Stop it, or set ${variable} to a free port (e.g. ${variable}=${port === 65_535 ? port - 1 : port + 1}).`;
}

/**
 * Starts `server` listening on host:port and resolves with the port it got (port 0: a free one);
 * a taken port fails with portInUseMessage, naming `variable`, the setting that moves it.
 */
export async function listenOn(
  server: Server,
  port: number,
  host: string,
  variable = 'PORT',
): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(portInUseMessage(port, variable)) : error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
