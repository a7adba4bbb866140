import { TABLE_NAMES, type Row, type TableName, type Tables } from './types.ts';
import { rowId } from './rowId.ts';

/** Rows of every table by id (as a string). */
export type TableIndex = Readonly<Record<TableName, ReadonlyMap<string, Row>>>;

/**
 * Rows by id, for resolving references (JSON lists of entries with an Id). Ids are compared as
 * strings; when an id repeats, the first row wins, as in dedupeById.
 */
export function indexById(rows: readonly Row[]): Map<string, Row> {
  const map = new Map<string, Row>();
  for (const row of rows) {
    const id = rowId(row);
    if (id !== null && !map.has(id)) map.set(id, row);
  }
  return map;
}

/** indexById for every table. A table missing from the input is an empty table. */
export function indexTables(tables: Partial<Tables>): TableIndex {
  const entries = TABLE_NAMES.map((name) => [name, indexById(tables[name] ?? [])] as const);
  return Object.fromEntries(entries) as Record<TableName, Map<string, Row>>;
}
