import type { CardTable, Locale } from './types.ts';
import { itemPath, pagePath } from '../i18n/routes.ts';

/**
 * Where a card's title links, given the target's slug in its route family: a smart page to itself
 * in the same tab, any other item to its ContentPage/{slug} in a new tab.
 */
export function cardLink(
  table: CardTable,
  slug: string,
  locale: Locale,
): { href: string; newTab: boolean } {
  if (table === 'SmartMetaData') return { href: pagePath(locale, slug), newTab: false };
  return { href: itemPath(locale, slug), newTab: true };
}
