import type { Locale } from './types.ts';
import type { LinkIndex } from './buildLinkIndex.ts';
import { datedItemPath, itemPath, pagePath, routePath } from '../i18n/routes.ts';
import { decodeTitleSegment } from './decodeTitleSegment.ts';
import { slugify } from './slugify.ts';
import { titleKey } from './titleKey.ts';

export interface ResolvedLink {
  /** Canonical site path (with ?query and #anchor when given) or an absolute external URL. */
  readonly href: string;
  /** True when the link leaves the site (another origin, mailto:, tel:). */
  readonly external: boolean;
  /** False when a site path matched no page or route; href is then the path as given, encoded. */
  readonly matched: boolean;
}

/** Fixed routes by the title key of a single path segment (the route table, src/i18n/routes.ts). */
const FIXED_ROUTES: Readonly<Record<string, 'home' | 'news' | 'events' | 'contact' | 'privacy'>> = {
  home: 'home',
  newshome: 'news',
  neuigkeiten: 'news',
  // Editors name the menu entries "News" and "Events"; no page may take those paths anyway.
  news: 'news',
  eventhome: 'events',
  veranstaltungen: 'events',
  events: 'events',
  contact: 'contact',
  kontakt: 'contact',
  privacypolicy: 'privacy',
  datenschutz: 'privacy',
};

/**
 * Turns a link as the content writes it (`/{title}`, `/careers#meet-our-team`, `/NewsHome/{title}`,
 * `ContentPage/{title}`, `https://…`) into the canonical URL in `locale`, so generated HTML never
 * links through a redirect.
 *
 * - Blank, or a scheme other than http, https, mailto and tel → null: the caller drops and warns.
 * - mailto:, tel: and links to other origins stay as they are (external); `//host/…` is https.
 *   Absolute links to one of `index.origins` are resolved like site paths.
 * - A site path is matched by title key, a leading `de` skipped: `NewsHome|neuigkeiten/{title}`,
 *   `EventHome|veranstaltungen/{title}` and `ContentPage|SmartPage/{title}` name a detail page; a
 *   single fixed-route segment (FIXED_ROUTES) names that route, before any page; otherwise the
 *   last segment is looked up among the pages.
 * - The #anchor is slugified (section anchors are slugified titles); the ?query is kept.
 * - An unmatched site path keeps its shape, percent-encoded, with `matched: false` (the 404 page
 *   applies the same rule at run time).
 */
export function resolveSiteLink(
  rawPath: string,
  index: LinkIndex,
  locale: Locale,
): ResolvedLink | null {
  const raw = rawPath.trim();
  if (raw === '') return null;
  // Browsers ignore control characters, tabs and newlines in a URL; the scheme check must too.
  const probe = raw.replace(/[\u0000-\u001f\u007f]/g, '');
  let sitePath = probe;

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe)?.[1]?.toLowerCase();
  if (scheme === 'mailto' || scheme === 'tel')
    return { href: probe, external: true, matched: true };
  if (scheme !== undefined || /^[/\\]{2}/.test(probe)) {
    const absolute = scheme === undefined ? `https:${probe.replace(/^[/\\]{2}/, '//')}` : probe;
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
    const url = URL.parse(absolute);
    if (url === null) return null;
    if (!index.origins.includes(url.origin))
      return { href: absolute, external: true, matched: true };
    sitePath = `${url.pathname}${url.search}${url.hash}`;
  }

  const hashAt = sitePath.indexOf('#');
  const rawHash = hashAt === -1 ? '' : sitePath.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? sitePath : sitePath.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const hash = rawHash === '' ? '' : `#${slugify(decodeTitleSegment(rawHash).title) || rawHash}`;

  const segments = pathname
    .split(/[/\\]/)
    .filter((s) => s !== '')
    .map((s) => decodeTitleSegment(s).title);
  // An in-page link ('#team', '?x') stays on the current page.
  if (segments.length === 0 && pathname === '' && (hash !== '' || query !== '')) {
    return { href: `${query}${hash}`, external: false, matched: true };
  }
  if (segments[0]?.toLowerCase() === 'de') segments.shift();

  const found = matchPath(segments, index, locale);
  if (found !== null) return { href: `${found}${query}${hash}`, external: false, matched: true };
  const encoded = `/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
  return { href: `${encoded}${query}${hash}`, external: false, matched: false };
}

function matchPath(segments: readonly string[], index: LinkIndex, locale: Locale): string | null {
  const last = segments.at(-1);
  if (last === undefined) return routePath('home', locale);
  const lastKey = titleKey(last);
  if (segments.length >= 2) {
    // A detail path names its family; a title that is not in it matches nothing (rather than,
    // by coincidence, a page with that title).
    const family = titleKey(segments[0] ?? '');
    if (family === 'newshome' || family === 'neuigkeiten') {
      const slug = index.news.get(lastKey);
      return slug === undefined ? null : datedItemPath('news', locale, slug);
    }
    if (family === 'eventhome' || family === 'veranstaltungen') {
      const slug = index.events.get(lastKey);
      return slug === undefined ? null : datedItemPath('event', locale, slug);
    }
    if (family === 'contentpage' || family === 'smartpage') {
      // /SmartPage/ is an alias the host redirects: links name the canonical ContentPage.
      const slug = index.items.get(lastKey);
      return slug === undefined ? null : itemPath(locale, slug);
    }
  } else {
    const fixed = FIXED_ROUTES[lastKey];
    if (fixed !== undefined) return routePath(fixed, locale);
  }
  const page = index.pages.get(lastKey);
  return page === undefined ? null : pagePath(locale, page);
}
