/**
 * Content warnings: a content fault never fails the build (one bad row must not keep the rest of
 * the site from being published); it follows the spec's fallback and is recorded as a warning that
 * names table, row and column.
 */
import type { ContentWarning, TableName, WarningCode } from './types.ts';

/** Builds a warning; `column` is left out (not set to undefined) when absent. */
export function makeWarning(
  code: WarningCode,
  table: TableName,
  rowId: string | null,
  message: string,
  column?: string,
): ContentWarning {
  return column === undefined
    ? { code, table, rowId, message }
    : { code, table, rowId, column, message };
}

/**
 * Removes repeated warnings, keeping the first. The model is built once per locale from the same
 * rows, so most faults would otherwise be reported twice.
 */
export function dedupeWarnings(warnings: readonly ContentWarning[]): ContentWarning[] {
  const seen = new Set<string>();
  const out: ContentWarning[] = [];
  for (const w of warnings) {
    const key = JSON.stringify([w.code, w.table, w.rowId, w.column ?? null, w.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(w);
  }
  return out;
}

/** One report line: `[code] table#rowId column: message`. */
export function formatWarning(w: ContentWarning): string {
  const where = `${w.table}${w.rowId === null ? '' : `#${w.rowId}`}${w.column === undefined ? '' : ` ${w.column}`}`;
  return `[${w.code}] ${where}: ${w.message}`;
}
