/**
 * Fills `{name}` placeholders of a UI string ('Slide {n} of {total}'); a placeholder without a
 * value stays as written. Kept apart from the string tables so islands can format the `labels`
 * they were given without bundling every locale's strings.
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
