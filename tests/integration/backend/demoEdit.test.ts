/**
 * `npm run demo -- edit`: a newcomer changes a cell of the demo content with a command, and the
 * running demo back end serves the change to the next pull; a wrong table, row or column is refused
 * with a message that says what would be right, and changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../../src/backend/snapshot.ts';
import { rowId } from '../../../src/content/rowId.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';
import { runCommand } from '../../support/runCommand.ts';

const dir = mkdtempSync(join(tmpdir(), 'demo-edit-'));
const dbPath = join(dir, 'backend.sqlite');
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dbPath });
});
afterAll(async () => {
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const demo = (...args: string[]) =>
  runCommand('scripts/demo.ts', { BACKEND_DB: dbPath }, 60_000, args);

async function pulledRow(table: 'Announcements', id: string) {
  const out = join(dir, `pull-${Date.now()}.json`);
  const pull = await runCommand('scripts/pull.ts', { BACKEND_URL: backend.url, SNAPSHOT_OUT: out });
  expect(pull.code, pull.stderr).toBe(0);
  return (await readSnapshot(out)).tables[table].find((row) => rowId(row) === id);
}

describe('npm run demo -- edit', () => {
  it('changes one cell, and the running demo back end serves it to the next pull', async () => {
    const before = await pulledRow('Announcements', '601');
    expect(before?.['Title']).not.toBe('Our new office is open');

    const result = await demo('edit', 'Announcements', '601', 'Title', 'Our new office is open');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Announcements row 601: Title is now "Our new office is open"');

    const after = await pulledRow('Announcements', '601');
    expect(after).toEqual({ ...before, Title: 'Our new office is open' });
  });

  it('refuses a wrong table, row or column, saying what is there, and changes nothing', async () => {
    const before = await pulledRow('Announcements', '601');
    const table = await demo('edit', 'Announcement', '601', 'Title', 'x');
    expect(table.code).toBe(1);
    expect(table.stderr).toContain('There is no table "Announcement".');
    expect(table.stderr).toContain('Tables: TopNavigation, Footer');

    const row = await demo('edit', 'Announcements', '9999', 'Title', 'x');
    expect(row.code).toBe(1);
    expect(row.stderr).toContain('Announcements has no row with id "9999". Ids there: 601, 602');

    const column = await demo('edit', 'Announcements', '601', 'title', 'x');
    expect(column.code).toBe(1);
    expect(column.stderr).toContain('Announcements has no column "title". Did you mean Title?');

    const usage = await demo('edit', 'Announcements', '601');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('npm run demo -- edit <Table> <id> <Column> <value>');

    expect(await pulledRow('Announcements', '601')).toEqual(before);
  });
});
