import type { ContentWarning, TableName } from './types.ts';
import { makeWarning } from './warnings.ts';

/** Where a JSON cell comes from, so a warning can name table, row id and column. */
export interface JsonColumnContext {
  readonly table: TableName;
  readonly rowId: string | null;
  readonly column: string;
}

export interface JsonColumnResult {
  readonly value: unknown[];
  readonly warning?: ContentWarning;
}

/**
 * Reads a JSON text column as a list; a broken cell must not break the page.
 *
 * - null, undefined, '' and whitespace → [] (no warning: an empty cell is not a fault).
 * - JSON text of a list → that list; of a single object → [object] (docs/content.md).
 * - JSON `null` → [] (an editor's way of writing "nothing").
 * - Text that does not parse, or parses to a number/string/boolean → [] plus a warning.
 * - A cell that already holds a list or object (a back end that decodes JSON itself) is accepted.
 * - A JSON string that itself holds JSON text (double encoding, common with PHP back ends) is
 *   decoded once more.
 */
export function parseJsonColumn(value: unknown, ctx: JsonColumnContext): JsonColumnResult {
  if (value === null || value === undefined) return { value: [] };
  if (Array.isArray(value)) return { value: [...(value as unknown[])] };
  if (typeof value === 'object') return { value: [value] };
  if (typeof value !== 'string') return invalid(ctx, `expected JSON text, got a ${typeof value}`);

  // A byte-order mark is invisible in an editor but breaks JSON.parse.
  const text = value.replace(/^\uFEFF/, '').trim();
  if (text === '') return { value: [] };

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
    if (typeof parsed === 'string' && /^\s*[[{]/.test(parsed)) parsed = JSON.parse(parsed);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return invalid(ctx, `not valid JSON (${reason}); treated as an empty list`);
  }
  if (parsed === null) return { value: [] };
  if (Array.isArray(parsed)) return { value: parsed as unknown[] };
  if (typeof parsed === 'object') return { value: [parsed] };
  return invalid(ctx, `JSON ${typeof parsed} is not a list or object; treated as an empty list`);
}

function invalid(ctx: JsonColumnContext, message: string): JsonColumnResult {
  return {
    value: [],
    warning: makeWarning('invalid-json', ctx.table, ctx.rowId, message, ctx.column),
  };
}
