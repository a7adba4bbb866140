/**
 * The demo back end with a fault injected: one table answers 500 (its rows cannot be read).
 * It is the real handler over the real protocol; only the storage fails, as a broken table would.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TableName } from '../../src/content/types.ts';
import { createApiHandler } from '../../src/services/demoBackend/apiHandler.ts';
import { openDatabase } from '../../src/services/demoBackend/database.ts';
import { seedTables } from '../../src/services/demoBackend/seed/seedTables.ts';

export async function startFaultyBackend(brokenTable: TableName) {
  const db = openDatabase(':memory:', seedTables);
  const broken = {
    ...db,
    rows(table: TableName) {
      if (table === brokenTable) throw new Error(`table ${table} is corrupt`);
      return db.rows(table);
    },
  };
  const handle = createApiHandler(broken);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    },
  };
}
