/**
 * The page types every page-wide browser check covers (issue 8): home, a content page with every
 * section type, news and event lists and details, contact, privacy and not-found, in both
 * languages. Paths come from the content model of the site under test (the snapshot its build
 * pulled) and the route table, never from today's markup, so the checks hold for any content set.
 */
import { readSnapshot } from '../../../src/backend/snapshot.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import type { Locale, SiteModel } from '../../../src/content/types.ts';
import { routePath } from '../../../src/i18n/routes.ts';
import { E2E } from './e2eEnv.ts';

export const LOCALES = ['en', 'de'] as const;

export interface PageType {
  readonly name: string;
  readonly path: (model: SiteModel, locale: Locale) => string;
  readonly status?: number;
}

/** The page whose sections cover the most distinct section templates and types. */
function pageWithEverySectionType(model: SiteModel, locale: Locale): string {
  const variety = (sections: SiteModel['en']['pages'][number]['sections']) =>
    new Set(sections.map((s) => `${s.template ?? ''}/${s.type ?? ''}`)).size;
  const [best] = [...model[locale].pages].sort((a, b) => variety(b.sections) - variety(a.sections));
  if (!best) throw new Error(`The content has no ${locale} pages`);
  return best.path;
}

function first<T extends { path: string }>(items: readonly T[], what: string): string {
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

let modelCache: Promise<SiteModel> | undefined;
/** The content model of the site under test, from the snapshot its build pulled. */
export const siteModel = () =>
  (modelCache ??= readSnapshot(E2E.snapshot).then((snapshot) => buildSiteModel(snapshot.tables)));
