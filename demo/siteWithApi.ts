/**
 * The server `npm start` and `npm run serve` run: the built site and the demo back end's API on
 * one origin, with the XSRF-TOKEN cookie set on page responses (so the contact form's header path
 * is exercised end to end).
 */
import { createSiteServer, type SiteServer } from '../src/server/siteServer.ts';
import { DEFAULT_DB_PATH, openBackend } from './backend/startBackend.ts';

export interface SiteWithApi {
  readonly site: SiteServer;
  readonly url: string;
  close(): Promise<void>;
}

/** Opens the demo database, mounts its API on the site server and listens on 127.0.0.1:port. */
export async function startSiteWithApi(options: {
  port: number;
  distDir: string;
  dbPath: string;
  siteUrl: string;
  /** Trust the local development origins too (NODE_ENV=development). */
  development: boolean;
}): Promise<SiteWithApi> {
  const backend = openBackend({
    dbPath: options.dbPath,
    allowedOrigins: [options.siteUrl],
    development: options.development,
    secureCookies: options.siteUrl.startsWith('https:'),
  });
  // distDir may be the rebuild service's link (releases/current): the site server resolves it
  // on every request, so a switch is seen at once and a page comes with its own release's headers.
  const site = createSiteServer({
    distDir: options.distDir,
    api: backend.handle,
    onPage: backend.issueXsrfCookie,
  });
  const { server } = site;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    site,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
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

/** BACKEND_DB: an SQLite file path or :memory: (set but blank is a mistake, not the default). */
export function dbPathFromEnv(): string {
  const raw = process.env['BACKEND_DB'];
  if (raw === undefined) return DEFAULT_DB_PATH;
  if (raw.trim() === '') {
    throw new Error('Configuration: BACKEND_DB must be an SQLite file path or :memory:, got ""');
  }
  return raw;
}
