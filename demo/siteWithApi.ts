/**
 * The server `npm start` and `npm run serve` run: the built site and the demo back end's API on
 * one origin, with the XSRF-TOKEN cookie set on page responses.
 */
import { DEFAULT_PORT } from '../src/config/readConfig.ts';
import { contactOrigins } from '../src/config/servedOrigin.ts';
import { listenOn } from '../src/server/hardenedServer.ts';
import { createSiteServer, type SiteServer } from '../src/server/siteServer.ts';
import { DEFAULT_DB_PATH, openBackend, type OpenBackend } from './backend/startBackend.ts';

export interface SiteWithApi {
  readonly site: SiteServer;
  readonly url: string;
  readonly port: number;
  /** The browser origins whose contact posts it accepts (contactOrigins). */
  readonly contactOrigins: readonly string[];
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1:port, then mounts the demo API trusting contactOrigins for the port it got,
 * so a site served on any port without SITE_URL accepts its own pages' posts.
 */
export async function startSiteWithApi(options: {
  /** Defaults: PORT (else DEFAULT_PORT) and BACKEND_DB. */
  port?: number;
  dbPath?: string;
  distDir: string;
  /** SITE_URL, or null when it is not set (then the origin served on is the site's). */
  siteUrl: string | null;
  /** Trust the local development origins too (NODE_ENV=development). */
  development: boolean;
}): Promise<SiteWithApi> {
  // Set once listening, before the first request is read (the listen callback runs first).
  let backend: OpenBackend | null = null;
  const site = createSiteServer({
    distDir: options.distDir,
    api: (req, res) => backend?.handle(req, res) ?? false,
    onPage: (req, res) => backend?.issueXsrfCookie(req, res),
  });
  const { server } = site;
  const port = await listenOn(server, options.port ?? portFromEnv(DEFAULT_PORT), '127.0.0.1');
  const origins = contactOrigins(options.siteUrl, port);
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend?.close();
  };
  try {
    backend = openBackend({
      dbPath: options.dbPath ?? dbPathFromEnv(),
      allowedOrigins: origins,
      development: options.development,
      secureCookies: (options.siteUrl ?? '').startsWith('https:'),
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { site, url: `http://127.0.0.1:${port}`, port, contactOrigins: origins, close };
}

/**
 * The line a command prints at start saying whose contact posts it accepts (`siteUrl`: SITE_URL,
 * null when unset): the first thing to look at when the form answers "Origin not allowed".
 */
export function contactOriginsLine(
  origins: readonly string[],
  siteUrl: string | null,
  development: boolean,
): string {
  const why =
    siteUrl === null
      ? 'SITE_URL is not set: the origin served on'
      : origins.length > 1
        ? 'SITE_URL, and the origin served on'
        : 'SITE_URL';
  const dev = development ? '; NODE_ENV=development: any page of this machine too' : '';
  return `Contact form accepts posts from pages on ${origins.join(' and ')} (${why}${dev})`;
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
