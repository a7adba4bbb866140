import type { Row } from './types.ts';
import { rowId } from './rowId.ts';

/**
 * Removes rows whose id was already seen (the spec asks it of Slider-1 and the tabs; the model
 * applies it to every table so no page lists a row twice). The first occurrence wins; ids are
 * compared as strings (`3` = `"3"`). Rows without an id are kept, as there is nothing to compare.
 * `duplicates` lists each removed row's id, for warnings.
 */
export function dedupeById<T extends Row>(
  items: readonly T[],
): { items: T[]; duplicates: string[] } {
  const seen = new Set<string>();
  const out: T[] = [];
  const duplicates: string[] = [];
  for (const item of items) {
    const id = rowId(item);
    if (id !== null) {
      if (seen.has(id)) {
        duplicates.push(id);
        continue;
      }
      seen.add(id);
    }
    out.push(item);
  }
  return { items: out, duplicates };
}
