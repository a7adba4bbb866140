/** Small builders for the JSON text columns of the seed, written as the real back end stores them. */

/** TemplateConfiguration: a list of one object. */
export function template(
  title: string,
  selectedType: string,
  options: {
    dataSource?: string;
    cardType?: string;
    orderingType?: string;
    imagePosition?: string;
  } = {},
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
