/**
 * Contact messages are written by a thread of their own: the server's thread never waits for the
 * disk (nor for another connection's lock), and a message's id comes back only once its row is
 * committed.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../demo/backend/database.ts';
import { seedTables } from '../../../demo/seed/seedTables.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const message = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  Country: 'United Kingdom',
  Comment: 'Hello!',
};

/** The comments stored in the file, read by a connection of its own (what is on disk). */
function storedComments(path: string): string[] {
  const reader = new DatabaseSync(path, { readOnly: true });
  try {
    return reader
      .prepare('SELECT comment FROM contact_messages ORDER BY id')
      .all()
      .map((row) => String(row['comment']));
  } finally {
    reader.close();
  }
}

describe('contact messages written off the event loop', () => {
  it('keeps the server’s thread free while a write waits for the database', async () => {
    const path = join(tempFolder('writer-'), 'db.sqlite');
    const db = openDatabase(path, seedTables);
    // Another connection holds the write lock, as `npm run demo -- edit` does for a moment.
    const blocker = new DatabaseSync(path);
    blocker.exec('BEGIN IMMEDIATE');
    let stored: number | null = null;
    const pending = db.insertMessage({ ...message, Comment: 'waited' }, 'https://site.example');
    void pending.then((id) => (stored = id));
    // The event loop turns (a synchronous write would hold it until the lock's timeout), the
    // message is not acknowledged while its row cannot be committed…
    for (let i = 0; i < 20; i++) await nextTurn();
    expect(stored).toBeNull();
    expect(storedComments(path)).toEqual([]);
    // …and is, once the lock is given back, with the row on disk.
    blocker.exec('COMMIT');
    const id = await pending;
    expect(id).toBeGreaterThan(0);
    expect(storedComments(path)).toEqual(['waited']);
    blocker.close();
    await db.close();
  });

  it('acknowledges each of 200 concurrent messages once, each with its row committed', async () => {
    const path = join(tempFolder('writer-'), 'db.sqlite');
    const db = openDatabase(path, seedTables);
    const ids = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const id = await db.insertMessage({ ...message, Comment: `m${i}` }, null);
        // Committed before it is acknowledged: another connection sees it at once.
        expect(storedComments(path)).toContain(`m${i}`);
        return id;
      }),
    );
    expect(new Set(ids).size).toBe(200);
    expect(
      db
        .messages()
        .map((m) => m.Comment)
        .sort(),
    ).toEqual(Array.from({ length: 200 }, (_, i) => `m${i}`).sort());
    await db.close();
  });

  it('commits the messages handed over before close, then refuses more', async () => {
    const path = join(tempFolder('writer-'), 'db.sqlite');
    const db = openDatabase(path, seedTables);
    const last = db.insertMessage({ ...message, Comment: 'last' }, null);
    const closed = db.close();
    expect(await last).toBeGreaterThan(0);
    // Closed means the writer's thread has let go of the file, its last commit on disk.
    await closed;
    expect(storedComments(path)).toEqual(['last']);
    await expect(db.insertMessage(message, null)).rejects.toThrow('closed');
  });
});
