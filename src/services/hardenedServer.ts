/**
 * The HTTP server every listening server of the project is made with (site, live release, demo
 * back end, rebuild webhook): issue 11 point 5's limits in one place, so a server added later, or
 * one that only forwards to another (the live release's), cannot listen without them.
 */
import { createServer, type RequestListener, type Server } from 'node:http';

/** Time a client has to send its request headers, and its whole request, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often unfinished requests are checked against those timeouts. Node checks every 30 s by
 * default, which lets a slow client hold a connection three times longer than the header timeout.
 */
export const CONNECTIONS_CHECK_MS = 1_000;
/** Connections open at once, by default. */
export const MAX_CONNECTIONS = 256;

/**
 * An HTTP server with the timeouts and connection cap above that sends
 * `X-Content-Type-Options: nosniff` on every answer (pages, JSON, error texts alike), then hands
 * the request to `listener`.
 */
export function createHardenedServer(
  listener: RequestListener,
  options: {
    readonly maxConnections?: number | undefined;
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
      listener(req, res);
    },
  );
  server.maxConnections = options.maxConnections ?? MAX_CONNECTIONS;
  return server;
}
