/** Small builders for the JSON text columns of the seed, written as the real back end stores them. */
import type { Row } from '../../src/content/types.ts';

/** TemplateConfiguration: a list of one object. */
export function template(
  title: string,
  selectedType: string,
  options: Partial<
    Record<'dataSource' | 'cardType' | 'orderingType' | 'imagePosition', string>
  > = {},
): string {
  return JSON.stringify([{ Title: title, selectedType, ...options }]);
}

/** A reference list: [{"Id": n}, …]. */
export function refs(...ids: number[]): string {
  return JSON.stringify(ids.map((Id) => ({ Id })));
}

/** ComponentConfiguration with one button, in both languages. */
export function button(label: string, labelDe: string, href: string): string {
  return JSON.stringify([{ ComponentName: label, ComponentName_DE: labelDe, HrefLink: href }]);
}

/** A paragraph of HTML. */
export const p = (text: string) => `<p>${text}</p>`;

/**
 * Rows with each German twin written beside its English column: a column given as an
 * [English, German] pair becomes the column and its `_DE` twin, in place, so the columns keep the
 * back end's order. Pairs that do not fit on one line stay written as two columns.
 */
export function bilingualRows(
  rows: readonly Readonly<Record<string, string | number | null | readonly [string, string]>>[],
): Row[] {
  return rows.map((row) => {
    const columns: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      columns[key] = Array.isArray(value) ? value[0] : value;
      if (Array.isArray(value)) columns[`${key}_DE`] = value[1];
    }
    return columns;
  });
}
