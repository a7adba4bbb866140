/**
 * One cell edit of the demo back end's content (`npm run demo -- edit Announcements 601 Title
 * "…"`, so a newcomer need not edit SQLite by hand): checks table, row id and column against the
 * stored rows and says plainly what is wrong, naming what would be right.
 */
import { rowId } from '../../src/content/rowId.ts';
import { TABLE_NAMES, type Row, type TableName } from '../../src/content/types.ts';

export interface CellEdit {
  readonly table: TableName;
  /** Where the row is stored in its table (the first row with that id: the one the site uses). */
  readonly position: number;
  readonly before: Row;
  readonly after: Row;
}

/** The id columns: they name the row, so changing one would move the edit to another row. */
const ID_COLUMNS = new Set(['id', 'Id', 'ID']);

/** Checks a table name against the back end's tables; returns it spelled as the tables are. */
export function checkTableName(table: string): TableName {
  const exact = TABLE_NAMES.find((name) => name === table);
  if (exact !== undefined) return exact;
  const folded = TABLE_NAMES.find((name) => name.toLowerCase() === table.toLowerCase());
  throw new Error(
    `There is no table "${table}".${folded === undefined ? '' : ` Did you mean ${folded}?`} Tables: ${TABLE_NAMES.join(', ')}.`,
  );
}

/**
 * The edit that sets `column` of the row with id `id` in `rows` to `value` (a number stays a
 * number when the new text is one); throws for an unknown row or column, or an id column.
 */
export function planCellEdit(
  table: TableName,
  rows: readonly Row[],
  id: string,
  column: string,
  value: string,
): CellEdit {
  const position = rows.findIndex((row) => rowId(row) === id.trim());
  const before = rows[position];
  if (position === -1 || before === undefined) {
    const ids = rows.map(rowId).filter((x): x is string => x !== null);
    const shown = ids.length > 12 ? `${ids.slice(0, 12).join(', ')}, …` : ids.join(', ');
    throw new Error(
      `${table} has no row with id ${JSON.stringify(id)}.${ids.length === 0 ? ` ${table} has no rows.` : ` Ids there: ${shown}.`}`,
    );
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (!columns.includes(column)) {
    const folded = columns.find((name) => name.toLowerCase() === column.toLowerCase());
    throw new Error(
      `${table} has no column "${column}".${folded === undefined ? '' : ` Did you mean ${folded}?`} Columns: ${columns.join(', ')}.`,
    );
  }
  if (ID_COLUMNS.has(column)) {
    throw new Error(`${column} names the row and cannot be edited; pick another column.`);
  }
  const old = before[column];
  const asNumber = Number(value);
  const cell =
    typeof old === 'number' && value.trim() !== '' && Number.isFinite(asNumber) ? asNumber : value;
  return { table, position, before, after: { ...before, [column]: cell } };
}
