/**
 * Starting the demo back end: alone on its own port (`npm run backend`, the pull), or mounted in
 * the site server (`npm start`) through openBackend().
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Row, TableName } from '../../src/content/types.ts';
import { createHardenedServer, listenOn } from '../../src/server/hardenedServer.ts';
import { sendJson } from '../../src/server/httpJson.ts';
import { createApiHandler, issueXsrfCookie, type ApiOptions } from './apiHandler.ts';
import { openDatabase, type BackendDatabase } from './database.ts';
import { seedTables } from '../seed/seedTables.ts';

export const DEFAULT_DB_PATH = '.data/backend.sqlite';

export interface BackendOptions extends ApiOptions {
  /** SQLite file (created and seeded on first start), or ':memory:'. */
  readonly dbPath?: string;
  /** The site is served over https: the XSRF-TOKEN cookie is `Secure`. */
  readonly secureCookies?: boolean;
  /** Content to serve instead of the demo seed (tests use another content set). */
  readonly content?: Readonly<Record<TableName, readonly Row[]>>;
}

export interface OpenBackend {
  readonly db: BackendDatabase;
  /** Answers /HHHHPUBLICAPI/ requests; returns false for anything else. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => boolean;
  readonly issueXsrfCookie: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

/** Opens the database and builds the request handler, without a server of its own. */
export function openBackend(options: BackendOptions = {}): OpenBackend {
  const db = openDatabase(options.dbPath ?? DEFAULT_DB_PATH, seedTables);
  if (options.content) db.replaceContent(options.content);
  return {
    db,
    handle: createApiHandler(db, options),
    issueXsrfCookie: (req, res) =>
      issueXsrfCookie(req, res, { secure: options.secureCookies === true }),
    close: () => db.close(),
  };
}

export interface RunningBackend extends Pick<OpenBackend, 'db' | 'close'> {
  readonly url: string;
  readonly port: number;
}

/** Starts the back end on its own port (0 = any free port) on 127.0.0.1. */
export async function startBackend(
  options: BackendOptions & { port?: number } = {},
): Promise<RunningBackend> {
  const backend = openBackend(options);
  const server = createHardenedServer((req, res) => {
    if (!backend.handle(req, res)) sendJson(res, 404, { error: 'Not found' });
  });
  const port = await listenOn(server, options.port ?? 0, '127.0.0.1').catch(
    async (error: unknown) => {
      await backend.close();
      throw error;
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db: backend.db,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
    },
  };
}
