/**
 * The demo back end over real HTTP for tests that change its content or break it: the real handler
 * and protocol; only the storage is steered (`breakTable` makes a table fail as a broken one would).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Row, TableName } from '../../src/content/types.ts';
import { createApiHandler } from '../../demo/backend/apiHandler.ts';
import { openDatabase } from '../../demo/backend/database.ts';
import { seedTables } from '../../demo/seed/seedTables.ts';

/**
 * The demo back end; `setMarker` changes every page's footer, `renameNews` a news item's title,
 * `breakTable` makes a table fail.
 */
export async function startContentBackend() {
  const db = openDatabase(':memory:', seedTables);
  let broken: TableName | null = null;
  let marker: number | null = null;
  const titles = new Map<number, string>();
  /** The seed content with the marker and the renamed titles. */
  const content = () => {
    const tables = seedTables();
    if (marker !== null) {
      tables.Footer = tables.Footer.map((row: Row) =>
        row['FooterTaxType'] === 'Address'
          ? { ...row, Title: `Release marker ${marker}`, Title_DE: `Release marker ${marker}` }
          : row,
      );
    }
    tables.Announcements = tables.Announcements.map((row: Row) => {
      const title = titles.get(Number(row['Id']));
      return title === undefined ? row : { ...row, Title: title, Title_DE: title };
    });
    return tables;
  };
  const handle = createApiHandler({
    ...db,
    rows(table: TableName) {
      if (table === broken) throw new Error(`table ${table} cannot be read`);
      return db.rows(table);
    },
  });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Puts "Release marker N" into the footer's address, so on every page of both languages. */
    setMarker(n: number) {
      marker = n;
      db.replaceContent(content());
    },
    /** Gives the news item with this Id a new title, in both languages (so a new slug). */
    renameNews(id: number, title: string) {
      titles.set(id, title);
      db.replaceContent(content());
    },
    /** Every getDataAll for this table answers 500 from now on (null: none). */
    breakTable(table: TableName | null) {
      broken = table;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    },
  };
}
