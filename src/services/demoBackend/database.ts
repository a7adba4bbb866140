/**
 * The demo back end's storage: SQLite through Node's built-in node:sqlite. Content tables are
 * kept as the rows the API returns; contact messages are written durably (WAL, synchronous=FULL)
 * before the request is acknowledged.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TABLE_NAMES, type Row, type TableName } from '../../content/types.ts';
import type { ContactMessage } from './validateContactMessage.ts';

export interface BackendDatabase {
  /** Every row of a table, in stored order. */
  rows(table: TableName): Row[];
  /** Replaces one stored row of a table (`npm run demo -- edit`); false when there is none. */
  replaceRow(table: TableName, position: number, row: Row): boolean;
  /** Replaces the content (used for seeding and by tests serving another content set). */
  replaceContent(tables: Readonly<Record<TableName, readonly Row[]>>): void;
  /** Stores a contact message; returns its id once it is on disk. */
  insertMessage(message: ContactMessage, origin: string | null): number;
  /** Every stored message, oldest first. */
  messages(): (ContactMessage & { id: number; receivedAt: string })[];
  close(): void;
}

/** Opens (and creates) the database; seeds it with `seed()` when it holds no content yet. */
export function openDatabase(
  path: string,
  seed: () => Readonly<Record<TableName, readonly Row[]>>,
): BackendDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS content_rows (
      table_name TEXT NOT NULL,
      position INTEGER NOT NULL,
      row_json TEXT NOT NULL,
      PRIMARY KEY (table_name, position)
    );
    CREATE TABLE IF NOT EXISTS contact_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at TEXT NOT NULL,
      origin TEXT,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      country TEXT NOT NULL,
      comment TEXT NOT NULL
    );
  `);
  const selectRows = db.prepare(
    'SELECT row_json FROM content_rows WHERE table_name = ? ORDER BY position',
  );
  const insertRow = db.prepare(
    'INSERT INTO content_rows (table_name, position, row_json) VALUES (?, ?, ?)',
  );
  const updateRow = db.prepare(
    'UPDATE content_rows SET row_json = ? WHERE table_name = ? AND position = ?',
  );
  const insertMessage = db.prepare(
    'INSERT INTO contact_messages (received_at, origin, first_name, last_name, email, country, comment) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const store: BackendDatabase = {
    rows(table) {
      return selectRows.all(table).map((r) => JSON.parse(String(r['row_json'])) as Row);
    },
    replaceRow(table, position, row) {
      return Number(updateRow.run(JSON.stringify(row), table, position).changes) === 1;
    },
    replaceContent(tables) {
      db.exec('BEGIN');
      try {
        db.exec('DELETE FROM content_rows');
        for (const table of TABLE_NAMES) {
          (tables[table] ?? []).forEach((row, i) => insertRow.run(table, i, JSON.stringify(row)));
        }
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    insertMessage(message, origin) {
      const result = insertMessage.run(
        new Date().toISOString(),
        origin,
        message.FirstName,
        message.LastName,
        message.Email,
        message.Country,
        message.Comment,
      );
      return Number(result.lastInsertRowid);
    },
    messages() {
      return db
        .prepare('SELECT * FROM contact_messages ORDER BY id')
        .all()
        .map((r) => ({
          id: Number(r['id']),
          receivedAt: String(r['received_at']),
          FirstName: String(r['first_name']),
          LastName: String(r['last_name']),
          Email: String(r['email']),
          Country: String(r['country']),
          Comment: String(r['comment']),
        }));
    },
    close: () => db.close(),
  };
  const count = Number(db.prepare('SELECT COUNT(*) AS n FROM content_rows').get()?.['n'] ?? 0);
  if (count === 0) store.replaceContent(seed());
  return store;
}
