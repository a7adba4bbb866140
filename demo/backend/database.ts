/**
 * The demo back end's storage: SQLite through node:sqlite. Content tables are kept as the rows
 * the API returns; contact messages are written durably by a thread of their own (messageWriter.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TABLE_NAMES, type Row, type TableName } from '../../src/content/types.ts';
import { createMessageWriter } from './messageWriter.ts';
import { CONTACT_FIELDS, type ContactMessage } from './validateContactMessage.ts';

export interface BackendDatabase {
  /** Every row of a table, in stored order. */
  rows(table: TableName): Row[];
  /** Replaces one stored row of a table (`npm run demo -- edit`); false when there is none. */
  replaceRow(table: TableName, position: number, row: Row): boolean;
  /** Replaces the content (used for seeding and by tests serving another content set). */
  replaceContent(tables: Readonly<Record<TableName, readonly Row[]>>): void;
  /** Stores a contact message; resolves with its id once it is committed (on disk). */
  insertMessage(message: ContactMessage, origin: string | null): Promise<number>;
  /** Every stored message, oldest first. */
  messages(): (ContactMessage & { id: number; receivedAt: string })[];
  /** Closes the file; resolves once the message writer's thread has let go of it too. */
  close(): Promise<void>;
}

/** Opens (and creates) the database; seeds it with `seed()` when it holds no content yet. */
export function openDatabase(
  path: string,
  seed: () => Readonly<Record<TableName, readonly Row[]>>,
): BackendDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = openMessageConnection(path);
  db.exec(`
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
  // An in-memory database is this connection's alone, with no disk to wait for.
  const writer = path === ':memory:' ? null : createMessageWriter(path);

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
    async insertMessage(message, origin) {
      if (writer !== null) return writer.write(message, origin);
      const [id = -1] = insertMessages(db, [
        { receivedAt: new Date().toISOString(), origin, message },
      ]);
      return id;
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
    async close() {
      db.close();
      // Messages already handed to the writer are still committed and answered.
      await writer?.close();
    },
  };
  const count = Number(db.prepare('SELECT COUNT(*) AS n FROM content_rows').get()?.['n'] ?? 0);
  if (count === 0) store.replaceContent(seed());
  return store;
}

/**
 * A connection to the back end's SQLite file: WAL (readers and the writer do not block each
 * other), synchronous=FULL (a commit is on disk when it returns), and up to 5 s of waiting for
 * another connection's write instead of failing at once.
 */
export function openMessageConnection(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  // The wait first: setting the journal mode already takes a lock another connection may hold.
  db.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
  `);
  return db;
}

/** A contact message as it is stored. */
export interface MessageRow {
  readonly receivedAt: string;
  readonly origin: string | null;
  readonly message: ContactMessage;
}

/** Inserts `rows` in one transaction (one wait for the disk) and returns their ids in order. */
export function insertMessages(db: DatabaseSync, rows: readonly MessageRow[]): number[] {
  const insert = db.prepare(
    'INSERT INTO contact_messages (received_at, origin, first_name, last_name, email, country, comment) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // Outside the try: a transaction that could not begin has nothing to roll back.
  db.exec('BEGIN IMMEDIATE');
  try {
    const ids = rows.map(({ receivedAt, origin, message }) => {
      const fields = CONTACT_FIELDS.map((field) => message[field]);
      return Number(insert.run(receivedAt, origin, ...fields).lastInsertRowid);
    });
    db.exec('COMMIT');
    return ids;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
