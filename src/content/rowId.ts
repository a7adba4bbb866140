import type { Row } from './types.ts';
import { cellText } from './cellText.ts';

/**
 * The id of a row as a string, or null when it has none. Announcements and Events use `Id`, the
 * other tables `id` (docs/content.md); both spellings are accepted everywhere, and ids are compared
 * as strings so that `3` and `"3"` name the same row (references and de-duplication by id).
 */
export function rowId(row: Row): string | null {
  for (const column of ['id', 'Id', 'ID']) {
    const text = cellText(row[column]).trim();
    if (text !== '') return text;
  }
  return null;
}

/**
 * The parent id of a navigation or footer row (`ParentId`), or null for a top-level row. Blank, `0`
 * and `null` (as text) all mean "no parent" (docs/content.md).
 */
export function parentIdOf(row: Row): string | null {
  const text = cellText(row['ParentId']).trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'null') return null;
  return text;
}
