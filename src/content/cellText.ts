/**
 * Text of one table cell. Back-end rows carry strings, numbers, booleans and null; every text
 * rule downstream works on strings, so this is the one place that decides how a cell reads.
 */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // null, undefined, objects, arrays: not text.
  return '';
}
