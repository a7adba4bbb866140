/**
 * The HTTP server every listening server of the project is made with (site, live release, demo back
 * end, rebuild webhook): request timeouts, a connection cap and a limit per client in one place, so
 * a server added later, or one that only forwards to another (the live release's), cannot listen
 * without them. The limit per client sits beside the global cap so one client cannot take all of
 * it.
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
/**
 * How often unfinished requests are checked against those timeouts. Node checks every 30 s by
 * default, which lets a slow client hold a connection three times longer than the header timeout.
 */
export const CONNECTIONS_CHECK_MS = 1_000;
/** Connections open at once, by default; MAX_CONNECTIONS overrides it. */
export const MAX_CONNECTIONS = 256;
/**
 * Connections one client (one IPv4 address, one IPv6 /64) may hold open at once, by default: a
 * browser opens at most 6 per host, so this leaves room for an office of visitors behind one
 * address, and lets no single address hold more than an eighth of MAX_CONNECTIONS.
 * MAX_CONNECTIONS_PER_CLIENT overrides it.
 */
export const MAX_CONNECTIONS_PER_CLIENT = 32;

const perClientLimits = new WeakMap<Server, number>();

/** The per-client connection limit a server made here enforces (tests read it). */
export function connectionsPerClientOf(server: Server): number | undefined {
  return perClientLimits.get(server);
}

/**
 * Reads the variable MAX_CONNECTIONS_PER_CLIENT (a whole number ≥ 1), the constant of that name by default;
 * throws a ConfigError naming the variable otherwise.
 */
export function connectionsPerClientFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): number {
  return wholeNumberFromEnv(env, 'MAX_CONNECTIONS_PER_CLIENT', MAX_CONNECTIONS_PER_CLIENT);
}

/**
 * Reads MAX_CONNECTIONS (a whole number ≥ 1), MAX_CONNECTIONS by default; throws a ConfigError
 * naming the variable otherwise.
 */
export function maxConnectionsFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  return wholeNumberFromEnv(env, 'MAX_CONNECTIONS', MAX_CONNECTIONS);
}

/**
 * Whether a new connection from a client that already holds `open` connections is accepted
 * under a limit of `limit` per client.
 */
export function acceptsConnection(open: number, limit: number): boolean {
  return open < limit;
}

/**
 * An HTTP server with the timeouts, connection cap and per-client limit above that sends
 * `X-Content-Type-Options: nosniff` on every answer (pages, JSON, error texts alike), then hands
 * the request to `listener`.
 */
export function createHardenedServer(
  listener: RequestListener,
  options: {
    /** Default: MAX_CONNECTIONS, or the variable of that name. */
    readonly maxConnections?: number | undefined;
    /** Default: MAX_CONNECTIONS_PER_CLIENT, or the variable of that name. */
    readonly maxConnectionsPerClient?: number | undefined;
    /**
     * The operator's own reverse proxies or CDN edges (default: TRUSTED_PROXIES): every visitor
     * behind one arrives from its address, so it counts against the global cap only, not as one
     * client (the proxy sees each visitor's own connection and must limit it there).
     */
    readonly trustedProxies?: TrustedProxies | undefined;
    /** Shorter limits for tests that watch a slow client being cut off. */
    readonly headersTimeoutMs?: number;
    readonly requestTimeoutMs?: number;
  } = {},
): Server {
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
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
    if (!acceptsConnection(count, perClient)) {
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
 * Runs `listener` so that nothing it throws, or rejects with, reaches the event loop: one bad
 * request must never stop a server every visitor shares. The client gets a 500 (or, once an
 * answer has begun, a cut connection, so a half-sent page is never taken for a whole one) and
 * the server goes on with the next request.
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
    res
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      .end('Internal error');
  };
  try {
    const result: unknown = listener(req, res);
    if (result instanceof Promise) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}

/**
 * What a server says when its port is taken, in plain words with the way out: Node's own
 * `listen EADDRINUSE: address already in use 127.0.0.1:4321` reads like a crash to someone who
 * only started a second copy of a server, or has another program on the default port.
 */
export function portInUseMessage(port: number, variable: string): string {
  return `port ${port} is in use: another program (or another copy of this server) listens there. Stop it, or set ${variable} to a free port (e.g. ${variable}=${port === 65_535 ? port - 1 : port + 1}).`;
}

/**
 * Starts `server` listening on host:port and resolves with the port it got (port 0: a free one).
 * Every server a command starts listens through here, so a taken port fails the same way
 * everywhere: with portInUseMessage, naming `variable`, the setting that moves it.
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
