/**
 * Content warnings as sentences for the editors who fix them (issue 10, point 4: "Announcements
 * row 17: PublishingDate 'soon' is not a date; shown as Invalid Date"). The warning itself stays
 * as the model made it (DESIGN failure policy); this only words it: where (table, row, column),
 * then what was wrong and what the site shows instead.
 */
import type { ContentWarning } from './types.ts';

/** One warning as one sentence: `{Table} row {id}: {Column} {what happened}`. */
export function editorMessage(warning: ContentWarning): string {
  const where = warning.rowId === null ? warning.table : `${warning.table} row ${warning.rowId}`;
  // Values read better in single quotes inside a sentence than JSON-style double quotes.
  const text = warning.message.replace(/"([^"\n]*)"/g, "'$1'");
  return `${where}: ${withColumn(text, warning.column)}`;
}

function withColumn(text: string, column: string | undefined): string {
  if (column === undefined || mentions(text, column)) return capitalise(text);
  // A message that starts with the value describes the column's value: "PublishingDate 'soon' …".
  if (text.startsWith("'")) return `${column} ${text}`;
  return `${column}: ${text}`;
}

function mentions(text: string, word: string): boolean {
  return new RegExp(
    `(^|[^A-Za-z0-9_])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`,
  ).test(text);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
