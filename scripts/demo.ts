/**
 * `npm run demo -- <command>` (USAGE): the demo back end's content, for trying the editor loop
 * without editing its SQLite file by hand. BACKEND_DB names the database (default
 * .data/backend.sqlite), the same one the other commands and the rebuild service's demo pull read.
 * `publish` and `promote` sign their call as a back end does (demo/signedCall.ts).
 */
import { parseArgs } from 'node:util';
import { signedCall } from '../demo/signedCall.ts';
import { rowId } from '../src/content/rowId.ts';
import { openDatabase, type BackendDatabase } from '../demo/backend/database.ts';
import type { TableName } from '../src/content/types.ts';
import { checkTableName, planCellEdit } from '../demo/backend/planCellEdit.ts';
import { seedTables } from '../demo/seed/seedTables.ts';
import { runMain } from '../src/node/runMain.ts';
import { dbPathFromEnv } from '../demo/siteWithApi.ts';

const USAGE = `Usage:
  npm run demo -- edit <Table> <id> <Column> <value>   change one cell of the demo content
  npm run demo -- show <Table> [<id>]                   list a table's rows, or show one row
  npm run demo -- publish [--reason <text>] [--preview] [--url <service>]
                        a rebuild call signed with WEBHOOK_SECRET, to 127.0.0.1:<WEBHOOK_PORT>
  npm run demo -- promote <id> [--url <service>]        make that preview live (signed the same way)
Example:
  npm run demo -- edit Announcements 601 Title "Our new office is open"
  npm run demo -- publish --reason "New office"`;

runMain(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'edit' && args.length === 4) {
    const [table, id, column, value] = args as [string, string, string, string];
    edit(table, id, column, value);
  } else if (command === 'show' && (args.length === 1 || args.length === 2)) {
    show(args[0] ?? '', args[1]);
  } else if (command === 'publish' || command === 'promote') {
    await call(command, args);
  } else {
    const got = command === undefined ? 'no command' : `"${[command, ...args].join(' ')}"`;
    throw new Error(
      `expected edit, show, publish or promote with their arguments, got ${got}.\n${USAGE}`,
    );
  }
});

/** Runs `use` on the table named `tableName` in the BACKEND_DB file, closing the file after. */
function withTable(
  tableName: string,
  use: (table: TableName, db: BackendDatabase, path: string) => void,
) {
  const table = checkTableName(tableName);
  const path = dbPathFromEnv();
  if (path === ':memory:') throw new Error('BACKEND_DB must be a file for npm run demo');
  const db = openDatabase(path, seedTables);
  try {
    use(table, db, path);
  } finally {
    db.close();
  }
}

function edit(tableName: string, id: string, column: string, value: string): void {
  withTable(tableName, (table, db, path) => {
    const change = planCellEdit(table, db.rows(table), id, column, value);
    if (!db.replaceRow(table, change.position, change.after)) {
      throw new Error(`${table} row ${id} changed while editing; try again`);
    }
    console.log(
      `${table} row ${id}: ${column} is now ${JSON.stringify(change.after[column])} (was ${JSON.stringify(change.before[column] ?? null)}) in ${path}.`,
    );
    console.log('Publish it: npm run demo -- publish (docs/publishing.md).');
  });
}

function show(tableName: string, id: string | undefined): void {
  withTable(tableName, (table, db) => {
    const rows = db.rows(table);
    if (id === undefined) {
      for (const row of rows) {
        const title = row['Title'] ?? row['title'] ?? '';
        console.log(`${rowId(row) ?? '(no id)'}\t${typeof title === 'string' ? title : ''}`);
      }
      return;
    }
    // The same checks and messages as edit, on a column every row has.
    const row = rows.find((r) => rowId(r) === id.trim());
    if (row === undefined) planCellEdit(table, rows, id, '', '');
    console.log(JSON.stringify(row, null, 2));
  });
}

/** `publish [--reason <text>] [--preview] [--url <service>]`, `promote <id> [--url <service>]`. */
async function call(command: 'publish' | 'promote', args: readonly string[]): Promise<void> {
  const text = { type: 'string' } as const;
  const options = { reason: text, url: text, preview: { type: 'boolean' } } as const;
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true });
  const { reason, url, preview } = values;
  if (command === 'publish') return signedCall('/rebuild', { reason, preview }, url);
  if (positionals.length !== 1) throw new Error(`promote takes one release id.\n${USAGE}`);
  return signedCall('/promote', { release: positionals[0] }, url);
}
