/** UI strings per locale (one module each, identical keys) and the lookup pages and islands use. */
import type { Locale } from '../../content/types.ts';
import { de } from './de.ts';
import { en, type UiKey } from './en.ts';
import { formatMessage } from './formatMessage.ts';

export type { UiKey };
export const UI: Readonly<Record<Locale, Readonly<Record<UiKey, string>>>> = { en, de };

/** A translator for one locale: t('list.counterNews', { shown: 3, total: 9 }). */
export function translator(locale: Locale) {
  const strings = UI[locale];
  return (key: UiKey, params: Readonly<Record<string, string | number>> = {}): string =>
    formatMessage(strings[key], params);
}
export type Translate = ReturnType<typeof translator>;

/** An island's `labels` prop: the given keys' strings in one locale, placeholders left to fill. */
export type Labels<K extends UiKey> = Readonly<Record<K, string>>;

/** Picks an island's UI strings for its `labels` prop (small and serialisable, DESIGN). */
export function pickLabels<K extends UiKey>(locale: Locale, keys: readonly K[]): Labels<K> {
  const strings = UI[locale];
  return Object.fromEntries(keys.map((key) => [key, strings[key]])) as Record<K, string>;
}
