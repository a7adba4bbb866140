import type { Row } from './types.ts';
import { cellText } from './cellText.ts';

/**
 * The SortOrder of a row as a number. Missing, blank and non-numeric values are 0; numeric text
 * ('3', ' 2.5 ') counts.
 */
export function sortOrderOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = cellText(value).trim();
  if (text === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Sorts rows by their SortOrder column, ascending (slider items, navigation, footer, team members).
 * Stable: rows with equal order keep the order they came in. Returns a new array.
 */
export function sortBySortOrder<T extends Row>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, order: sortOrderOf(item['SortOrder']) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((entry) => entry.item);
}
