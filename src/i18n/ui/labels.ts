/**
 * UI strings as islands receive them: a `labels` prop holding the templates an island shows, picked
 * from its page's locale (uiLabels in index.ts), and the one placeholder rule both sides fill them
 * with. Importing this module costs an island no dictionary.
 */
import type { UiKey } from './en.ts';

/** The UI strings an island shows, by key, in its page's locale. */
export type Labels<K extends UiKey> = Readonly<Record<K, string>>;

/** Fills `{name}` placeholders: formatLabel('Showing {shown} of {total} News', { shown: 3, total: 9 }). */
export function formatLabel(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
