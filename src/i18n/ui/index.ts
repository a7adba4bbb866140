/** UI strings per locale (one module each, identical keys) and the lookup pages and islands use. */
import type { Locale } from '../../content/types.ts';
import { de } from './de.ts';
import { en, type UiKey } from './en.ts';

export type { UiKey };
export const UI: Readonly<Record<Locale, Readonly<Record<UiKey, string>>>> = { en, de };

/** A translator for one locale: t('list.counterNews', { shown: 3, total: 9 }). */
export function translator(locale: Locale) {
  const strings = UI[locale];
  return (key: UiKey, params: Readonly<Record<string, string | number>> = {}): string =>
    strings[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
}
export type Translate = ReturnType<typeof translator>;
