/**
 * The page types every page-wide check covers: home, a content page with every section type, news
 * and event lists and details, contact, privacy and not-found, in both languages. Paths come from
 * the content model and the route table, never from markup, so the browser tests and
 * `npm run lighthouse` cover the same pages for any content set.
 */
import type { Locale, SiteModel } from '../../src/content/types.ts';
import { routePath } from '../../src/i18n/routes.ts';

export { LOCALES } from '../../src/content/types.ts';

export interface PageType {
  readonly name: string;
  readonly path: (model: SiteModel, locale: Locale) => string;
  /** The HTTP status the page answers with (404 for not-found). */
  readonly status?: number;
}

/** The page whose sections cover the most distinct section templates and types. */
export function pageWithEverySectionType(model: SiteModel, locale: Locale): string {
  const variety = (page: SiteModel['en']['pages'][number]) =>
    new Set(page.sections.map((s) => `${s.template ?? ''}/${s.type ?? ''}`)).size;
  const [best] = [...model[locale].pages].sort((a, b) => variety(b) - variety(a));
  if (!best) throw new Error(`The content has no ${locale} pages`);
  return best.path;
}

function first(items: readonly { path: string }[], what: string): string {
  if (!items[0]) throw new Error(`The content has no ${what}`);
  return items[0].path;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home page', path: (_, locale) => routePath('home', locale) },
  { name: 'content page with every section type', path: pageWithEverySectionType },
  { name: 'news list', path: (_, locale) => routePath('news', locale) },
  { name: 'news detail', path: (model, locale) => first(model[locale].news, 'news') },
  { name: 'event list', path: (_, locale) => routePath('events', locale) },
  { name: 'event detail', path: (model, locale) => first(model[locale].events, 'events') },
  { name: 'contact page', path: (_, locale) => routePath('contact', locale) },
  { name: 'privacy policy', path: (_, locale) => routePath('privacy', locale) },
  {
    name: 'not-found page',
    path: (_, locale) => (locale === 'de' ? '/de/diese-seite-gibt-es-nicht' : '/no-such-page'),
    status: 404,
  },
];
