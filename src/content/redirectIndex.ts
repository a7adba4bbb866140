/**
 * The 404 page's redirect index (DESIGN: URLs): every URL shape the spec produces — a title with
 * spaces, other case, umlauts, punctuation — maps to its canonical path. Keys are
 * `{family}/{titleKey}`, where family is the title keys of the leading segments ('' for a page).
 */
import { routePath } from '../i18n/routes.ts';
import { titleKey } from './titleKey.ts';
import type { Locale, SiteModel } from './types.ts';

export type RedirectIndex = Readonly<Record<string, string>>;

/** The lookup key of a requested path's segments (already decoded), or null for the root. */
export function redirectKey(segments: readonly string[]): string | null {
  const parts = segments.filter((s) => s !== '');
  const last = parts.pop();
  if (last === undefined) return null;
  return `${parts.map(titleKey).join('/')}/${titleKey(last)}`;
}

/** Builds the index for both locales of the model. */
export function redirectIndex(model: SiteModel): RedirectIndex {
  const index: Record<string, string> = {};
  const add = (segments: string[], path: string) => {
    const key = redirectKey(segments);
    // First wins: a page keeps its key even if an item of the same title comes later.
    if (key !== null && !(key in index)) index[key] = path;
  };
  for (const locale of ['en', 'de'] as const satisfies Locale[]) {
    const site = model[locale];
    const prefix = locale === 'de' ? ['de'] : [];
    for (const family of ['news', 'events', 'contact', 'privacy'] as const) {
      const path = routePath(family, locale);
      add(path.split('/'), path);
    }
    if (locale === 'en') add(['home'], '/');
    for (const page of site.pages) add([...prefix, page.title], page.path);
    for (const page of site.pages) add([...prefix, page.slug], page.path);
    for (const item of [...site.news, ...site.events]) {
      const base = item.path.split('/').slice(0, -1);
      add([...base, item.title], item.path);
      add([...base, item.slug], item.path);
    }
    for (const item of site.items) {
      for (const family of ['ContentPage', 'SmartPage']) {
        const path = `${locale === 'de' ? '/de' : ''}/${family}/${item.slug}`;
        add([...prefix, family, item.title], path);
        add([...prefix, family, item.slug], path);
      }
    }
  }
  return index;
}

/**
 * Title keys of pages that have a fixed route of their own (home at /, the privacy page at
 * /privacy-policy and /datenschutz), so the catch-all page route does not render them twice.
 */
export const FIXED_PAGE_KEYS: ReadonlySet<string> = new Set([
  'home',
  'privacypolicy',
  'datenschutz',
]);
