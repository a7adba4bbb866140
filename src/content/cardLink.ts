import type { CardTable, Locale } from './types.ts';
import { itemPath, pagePath } from '../i18n/routes.ts';

/**
 * Where a card's title links: container items, events, documents and announcements go to
 * ContentPage/{title slug}, opened in a new tab; smart pages link to the page itself, /{slug}, in
 * the same tab. `slug` is the slug of the target in its route family (item slug, or page slug for
 * smart pages).
 */
export function cardLink(
  table: CardTable,
  slug: string,
  locale: Locale,
): { href: string; newTab: boolean } {
  if (table === 'SmartMetaData') return { href: pagePath(locale, slug), newTab: false };
  return { href: itemPath(locale, slug), newTab: true };
}
