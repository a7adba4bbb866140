/** UI strings per locale (one module each, identical keys) and the lookup pages and islands use. */
import type { Locale } from '../../content/types.ts';
import { de } from './de.ts';
import { en, type UiKey } from './en.ts';
import { formatLabel, type Labels } from './labels.ts';

export type { Labels, UiKey };
export const UI: Readonly<Record<Locale, Readonly<Record<UiKey, string>>>> = { en, de };

/** A translator for one locale: t('list.counterNews', { shown: 3, total: 9 }). */
export function translator(locale: Locale) {
  const strings = UI[locale];
  return (key: UiKey, params: Readonly<Record<string, string | number>> = {}): string =>
    formatLabel(strings[key], params);
}

/** An island's `labels` prop: the templates of `keys` in `locale`, unfilled (the island fills them). */
export function uiLabels<K extends UiKey>(locale: Locale, keys: readonly K[]): Labels<K> {
  return Object.fromEntries(keys.map((key) => [key, UI[locale][key]])) as Record<K, string>;
}
