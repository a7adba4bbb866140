/** Menu and footer labels Lighthouse's "link-text" audit fails: shown as written, but reported. */
import { LIGHTHOUSE_GENERIC_TEXTS } from './accessibleName.ts';
import { makeWarning } from './warnings.ts';
import { localizedColumn } from './localized.ts';
import type { ContentWarning, Locale, Row, TableName } from './types.ts';
import { rowId } from './rowId.ts';

/** Whether `label`, as shown on a page in `locale`, is a generic link text. */
export function isGenericLinkText(label: string, locale: Locale): boolean {
  return LIGHTHOUSE_GENERIC_TEXTS[locale].has(label.trim().toLowerCase());
}

/**
 * A 'generic-link-text' warning for a menu or footer row whose label, shown in `locale`, is
 * generic; null otherwise.
 */
export function genericLinkTextWarning(
  table: TableName,
  row: Row,
  label: string,
  locale: Locale,
): ContentWarning | null {
  if (!isGenericLinkText(label, locale)) return null;
  return makeWarning(
    'generic-link-text',
    table,
    rowId(row),
    `link label "${label.trim()}" does not say where it leads; shown as written`,
    localizedColumn(row, 'Title', locale),
  );
}
