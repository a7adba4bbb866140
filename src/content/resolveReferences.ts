import type { ContentWarning, Row, TableName, WarningCode } from './types.ts';
import type { TableIndex } from './indexById.ts';
import { cellText } from './cellText.ts';
import { dataSourceTable } from './dataSourceTable.ts';
import { parseJsonColumn } from './parseJsonColumn.ts';
import { rowId } from './rowId.ts';
import { makeWarning } from './warnings.ts';

/**
 * The table each reference column points into (docs/content.md Reference lists), but
 * AdditionalContentSource, which points into the section's dataSource table.
 */
const REFERENCE_TABLES = {
  PageContainers: 'ContainerList',
  AdditionalImageSource: 'ImageSlider',
  TeamInformation: 'TeamDetails',
  Announcements: 'Announcements',
  Events: 'Events',
  Documents: 'Documents',
  SmartPages: 'SmartMetaData',
} as const satisfies Record<string, TableName>;

/** Columns that hold JSON lists of references to rows of another table. */
export type ReferenceColumn = keyof typeof REFERENCE_TABLES | 'AdditionalContentSource';

/** The table a reference column points into (REFERENCE_TABLES, or the dataSource's table). */
export function referenceTable(column: ReferenceColumn, dataSource?: unknown): TableName {
  return column === 'AdditionalContentSource'
    ? dataSourceTable(dataSource)
    : REFERENCE_TABLES[column];
}

/**
 * The id a reference entry names: `{"Id": 3}`, `{"Id": "3", "Title": "…"}`, `{"id": 3}`, or (leniently)
 * a bare number or string. Null when the entry names no id.
 */
export function referenceId(entry: unknown): string | null {
  if (typeof entry === 'number' || typeof entry === 'string') {
    const text = cellText(entry).trim();
    return text === '' ? null : text;
  }
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    return rowId(entry as Row);
  }
  return null;
}

/**
 * Resolves a reference column of `row` into the rows it names, in the listed order (a page's
 * section containers are rendered in that order). A missing target is skipped with a
 * 'missing-reference' warning naming table, row id, column and the missing id; an entry without an
 * id, and a repeated id, are skipped with a warning too. Never throws.
 */
export function resolveReferences(
  row: Row,
  column: ReferenceColumn,
  index: TableIndex,
  source: { readonly table: TableName; readonly dataSource?: unknown },
): { rows: Row[]; table: TableName; warnings: ContentWarning[] } {
  const id = rowId(row);
  const target = referenceTable(column, source.dataSource);
  const parsed = parseJsonColumn(row[column], { table: source.table, rowId: id, column });
  const warnings: ContentWarning[] = parsed.warning === undefined ? [] : [parsed.warning];
  const rows: Row[] = [];
  const seen = new Set<string>();
  const skip = (code: WarningCode, message: string): void => {
    warnings.push(makeWarning(code, source.table, id, message, column));
  };
  for (const entry of parsed.value) {
    const ref = referenceId(entry);
    if (ref === null) {
      skip(
        'missing-reference',
        `entry ${JSON.stringify(entry) ?? String(entry)} names no Id; skipped`,
      );
      continue;
    }
    if (seen.has(ref)) {
      skip('duplicate-id', `${target} id ${ref} is listed twice; shown once`);
      continue;
    }
    seen.add(ref);
    const found = index[target].get(ref);
    if (found === undefined) {
      skip('missing-reference', `${target} has no row with id ${ref}; skipped`);
    } else {
      rows.push(found);
    }
  }
  return { rows, table: target, warnings };
}
