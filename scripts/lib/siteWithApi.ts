/**
 * The server `npm start` and `npm run serve` run: the built site and the demo back end's API on
 * one origin, with the XSRF-TOKEN cookie set on page responses (so the contact form's header path
 * is exercised end to end).
 */
import type { Server } from 'node:http';
import { followLink } from '../../src/services/followLink.ts';
import { createHardenedServer } from '../../src/services/hardenedServer.ts';
import { createSiteServer, type SiteServer } from '../../src/services/siteServer.ts';
import { readConfig } from '../../src/config/readConfig.ts';
import { openBackend } from '../../src/services/demoBackend/startBackend.ts';

export interface SiteWithApi {
  readonly site: SiteServer;
  /** The server that listens: the site's own, or the one following the release link. */
  readonly server: Server;
  readonly url: string;
  close(): Promise<void>;
}

/** Opens the demo database, mounts its API on the site server and listens on 127.0.0.1:port. */
export async function startSiteWithApi(options: {
  port: number;
  distDir: string;
  dbPath: string;
  siteUrl: string;
  /** distDir is a link switched to each new release (releases/current): resolve it per request. */
  followLink?: boolean;
}): Promise<SiteWithApi> {
  const backend = openBackend({
    dbPath: options.dbPath,
    allowedOrigins: [options.siteUrl],
    development: readConfig(process.env).development,
    secureCookies: options.siteUrl.startsWith('https:'),
  });
  const open = (distDir: string) =>
    createSiteServer({ distDir, api: backend.handle, onPage: backend.issueXsrfCookie });
  const site = open(options.distDir);
  // A link (releases/current) is followed per request, one server per release it points at; the
  // server that listens is the outer one, so it carries the limits itself.
  const server = options.followLink
    ? createHardenedServer(followLink(options.distDir, (dir) => open(dir).server))
    : site.server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    site,
    server,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      backend.close();
    },
  };
}

/** Reads PORT (default) and fails naming the variable when it is not a port number. */
export function portFromEnv(fallback: number): number {
  const raw = process.env['PORT']?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Configuration: PORT must be a port number (0–65535), got "${raw}"`);
  }
  return port;
}
