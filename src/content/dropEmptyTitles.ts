import type { ContentWarning, Row, TableName } from './types.ts';
import { plainText } from './plainText.ts';
import { rowId } from './rowId.ts';
import { makeWarning } from './warnings.ts';

/**
 * Drops rows whose Title is empty or blank, also after removing markup (see plainText): a team
 * member without a name is not shown. An 'empty-title' warning per dropped row. The English Title
 * decides, as it does for slugs: a row is the same row in both languages.
 */
export function dropEmptyTitles<T extends Row>(
  rows: readonly T[],
  table: TableName,
): { rows: T[]; warnings: ContentWarning[] } {
  const warnings: ContentWarning[] = [];
  const kept = rows.filter((row) => {
    if (plainText(row['Title']) !== '') return true;
    warnings.push(
      makeWarning('empty-title', table, rowId(row), 'empty Title; row not shown', 'Title'),
    );
    return false;
  });
  return { rows: kept, warnings };
}
