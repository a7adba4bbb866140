/**
 * The one table of routes: every canonical path the site generates, per locale. English is
 * unprefixed; German lives under /de/ except the aliases the spec names.
 */
import type { RedirectRule } from '../content/redirectsFile.ts';
import { DATED_KINDS, type DatedKind } from '../content/datedKinds.ts';
import type { Locale } from '../content/types.ts';

/** Route families and their base path per locale. */
export const ROUTE_BASES = {
  home: { en: '/', de: '/de/' },
  page: { en: '', de: '/de' },
  news: { en: '/NewsHome', de: '/neuigkeiten' },
  events: { en: '/EventHome', de: '/veranstaltungen' },
  contentItem: { en: '/ContentPage', de: '/de/ContentPage' },
  smartItem: { en: '/SmartPage', de: '/de/SmartPage' },
  contact: { en: '/contact', de: '/de/contact' },
  privacy: { en: '/privacy-policy', de: '/datenschutz' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteFamily = keyof typeof ROUTE_BASES;

/** Path segments that are reserved by fixed routes and may not be used as a page slug. */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'home',
  'de',
  'newshome',
  'eventhome',
  'neuigkeiten',
  'veranstaltungen',
  'contentpage',
  'smartpage',
  'contact',
  'privacy-policy',
  'datenschutz',
  '404',
  '404.html',
  'rss.xml',
  'sitemap-index.xml',
  'robots.txt',
  '_astro',
  'images',
  'publishingimages',
  'hhhhpublicapi',
  // Host configuration files of the build (Netlify / Cloudflare Pages): a page must not become
  // the folder where the host expects them.
  '_headers',
  '_redirects',
]);

/** Canonical path of a fixed route (home, lists, contact, privacy). */
export function routePath(
  family: 'home' | 'news' | 'events' | 'contact' | 'privacy',
  locale: Locale,
): string {
  return ROUTE_BASES[family][locale];
}

/**
 * Canonical path of a content page; the page titled home is the locale's home, and the page titled
 * privacy policy (slug 'privacy-policy', reserved for it) lives at the privacy route
 * (/privacy-policy, /datenschutz).
 */
export function pagePath(locale: Locale, slug: string): string {
  if (slug === 'home') return ROUTE_BASES.home[locale];
  if (slug === 'privacy-policy') return ROUTE_BASES.privacy[locale];
  return `${ROUTE_BASES.page[locale]}/${slug}`;
}

/** Canonical path of a news or event detail page. */
export function datedItemPath(kind: DatedKind, locale: Locale, slug: string): string {
  return `${ROUTE_BASES[DATED_KINDS[kind].family][locale]}/${slug}`;
}

/**
 * Canonical path of page `n` (1-based) of the news or events list: page 1 is the list itself,
 * later pages are /NewsHome/page/2, /neuigkeiten/page/2 … (the same prefix swap as the list, so
 * hreflang and the sitemap pair them like every other route).
 */
export function listPagePath(kind: DatedKind, locale: Locale, n: number): string {
  const base = ROUTE_BASES[DATED_KINDS[kind].family][locale];
  return n <= 1 ? base : `${base}/page/${n}`;
}

/**
 * The compact JSON search index of a list (the cards' data in chunks beside it, index.{n}.json),
 * fetched by the list island on the first search. A slug never contains a dot (slugify), so the
 * names cannot clash with a detail page.
 */
export function listIndexPath(kind: DatedKind, locale: Locale): string {
  return `${ROUTE_BASES[DATED_KINDS[kind].family][locale]}/index.json`;
}

/**
 * Canonical path of an item a card links to: /ContentPage/{slug}. /SmartPage/{slug} is only an
 * alias, answered by the host's wildcard redirect (hostRedirectRules), never a page of its own.
 */
export function itemPath(locale: Locale, slug: string): string {
  return `${ROUTE_BASES.contentItem[locale]}/${slug}`;
}

/** The not-found page of each locale: German for /de/… and the German aliases. */
export const NOT_FOUND_PAGES: Readonly<Record<Locale, string>> = {
  en: '/404.html',
  de: '/de/404.html',
};

/**
 * Shard `n` of the not-found pages' redirect index (redirectIndex.ts), fetched by their script for
 * the one key it looks up. Under /404/, a segment no page may take.
 */
export function notFoundShardPath(n: number): string {
  return `/404/${n}.json`;
}

/**
 * The German side of the site: /de/ and the German aliases that are folders, whose unknown paths
 * get the German not-found page. Hosts that look for the nearest 404.html up the path (Cloudflare
 * Pages) find a copy of /de/404.html in each.
 */
export const GERMAN_NOT_FOUND_FOLDERS: readonly string[] = [
  '/de',
  ROUTE_BASES.news.de,
  ROUTE_BASES.events.de,
  ROUTE_BASES.privacy.de,
];

/**
 * The host rules of the build's `_redirects`, in order: /SmartPage/* and /de/SmartPage/* → the
 * ContentPage (one permanent wildcard rule per locale, no page per alias); then unknown paths in
 * GERMAN_NOT_FOUND_FOLDERS answer the German not-found page with 404. Netlify applies these only
 * when no file matches; Cloudflare Pages ignores 404 lines and serves the nearest 404.html.
 */
export function hostRedirectRules(): RedirectRule[] {
  const rules: RedirectRule[] = (['en', 'de'] as const).map((locale) => ({
    from: `${ROUTE_BASES.smartItem[locale]}/*`,
    to: `${ROUTE_BASES.contentItem[locale]}/:splat`,
    status: 301,
  }));
  for (const folder of GERMAN_NOT_FOUND_FOLDERS) {
    rules.push({ from: `${folder}/*`, to: NOT_FOUND_PAGES.de, status: 404 });
  }
  return rules;
}

/**
 * The same page in the other locale. German pages share their English twin's slug, so this is a
 * prefix swap, except for the aliases (NewsHome ↔ neuigkeiten, EventHome ↔ veranstaltungen,
 * privacy-policy ↔ datenschutz).
 */
export function switchLocalePath(path: string, to: Locale): string {
  const [pathname = '/', hash] = path.split('#', 2);
  const from: Locale = isGermanPath(pathname) ? 'de' : 'en';
  let out = pathname;
  if (from !== to) {
    const families = (Object.keys(ROUTE_BASES) as RouteFamily[]).filter(
      (f) => f !== 'home' && f !== 'page',
    );
    const match = families.find((f) => {
      const base = ROUTE_BASES[f][from];
      return pathname === base || pathname.startsWith(`${base}/`);
    });
    if (match) {
      out = ROUTE_BASES[match][to] + pathname.slice(ROUTE_BASES[match][from].length);
    } else if (pathname === ROUTE_BASES.home[from] || pathname === '/home' || pathname === '/de') {
      out = ROUTE_BASES.home[to];
    } else {
      out = to === 'de' ? `/de${pathname}` : pathname.replace(/^\/de(?=\/)/, '');
    }
  }
  return hash === undefined ? out : `${out}#${hash}`;
}

/** Whether a site path belongs to the German side of the site. */
export function isGermanPath(pathname: string): boolean {
  return GERMAN_NOT_FOUND_FOLDERS.some((b) => pathname === b || pathname.startsWith(`${b}/`));
}
