import type { Locale } from './types.ts';
import { cellText } from './cellText.ts';

/**
 * The column a value is read from in a locale: a text column X may have a German twin X_DE, which
 * German pages use when it is non-blank, falling back to X. Returned so that a warning can name the
 * column the value really came from.
 */
export function localizedColumn(
  row: Readonly<Record<string, unknown>>,
  column: string,
  locale: Locale,
): string {
  const twin = `${column}_DE`;
  return locale === 'de' && cellText(row[twin]).trim() !== '' ? twin : column;
}

/**
 * A text value in a locale: `row[column + '_DE']` for German when non-blank, else `row[column]`,
 * as a string (null → ''). Works on rows and on JSON configuration objects alike (e.g.
 * `ComponentName` / `ComponentName_DE` in ComponentConfiguration).
 */
export function localized(
  row: Readonly<Record<string, unknown>>,
  column: string,
  locale: Locale,
): string {
  return cellText(row[localizedColumn(row, column, locale)]);
}
