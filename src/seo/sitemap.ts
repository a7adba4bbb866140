/**
 * The sitemap from the page catalogue (so a build that renders only changed pages still lists
 * every page): canonical URLs only, each with its twin in the other language and x-default.
 */
import type { PageEntry } from '../catalogue/pageCatalogue.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import { memoized } from '../content/memoized.ts';
import { switchLocalePath } from '../i18n/routes.ts';

/** The sitemap protocol allows 50,000 URLs per file; the same margin as @astrojs/sitemap. */
export const SITEMAP_URL_LIMIT = 45_000;

/** A file of the sitemap: its name at the site root and its XML. */
export interface SitemapFile {
  readonly name: string;
  readonly xml: string;
}

/**
 * Whether a page is listed: every page whose canonical URL is its own. Not /home (the home page
 * again, canonical /) and not the not-found pages (noindex).
 */
export function isListedPage(entry: PageEntry): boolean {
  return entry.view !== 'notFound' && entry.path !== '/home';
}

/** A path as an absolute URL on the site, percent-encoded and XML-escaped. */
function absoluteUrl(path: string, siteUrl: string): string {
  return escapeHtml(new URL(path, siteUrl).href);
}

/**
 * The `<url>` element of a page (the site URL, a line break, the path) with its alternates.
 * Remembered: the rebuild service's worker lists the same pages at every edit.
 */
const urlElement = memoized((siteAndPath: string) => {
  const cut = siteAndPath.indexOf('\n');
  const siteUrl = siteAndPath.slice(0, cut);
  const path = siteAndPath.slice(cut + 1);
  const en = absoluteUrl(switchLocalePath(path, 'en'), siteUrl);
  const de = absoluteUrl(switchLocalePath(path, 'de'), siteUrl);
  return (
    `<url><loc>${absoluteUrl(path, siteUrl)}</loc>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="de" href="${de}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/></url>`
  );
});

/** The names of the files sitemapFiles writes for `pages` (the index first). */
export function sitemapFileNames(pages: readonly PageEntry[], limit = SITEMAP_URL_LIMIT): string[] {
  const count = Math.max(1, Math.ceil(pages.filter(isListedPage).length / limit));
  return ['sitemap-index.xml', ...Array.from({ length: count }, (_, i) => `sitemap-${i}.xml`)];
}

/**
 * `sitemap-index.xml` and `sitemap-0.xml` … for the listed pages, in path order, at most `limit`
 * URLs per file. URLs are absolute on `siteUrl`, percent-encoded, and XML-escaped.
 */
export function sitemapFiles(
  pages: readonly PageEntry[],
  siteUrl: string,
  limit = SITEMAP_URL_LIMIT,
): SitemapFile[] {
  const paths = pages
    .filter(isListedPage)
    .map((entry) => entry.path)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // The names say how many files there are: one place decides the split (sitemapFileNames).
  const [indexName = 'sitemap-index.xml', ...names] = sitemapFileNames(pages, limit);
  const files: SitemapFile[] = names.map((name, i) => {
    const urls = paths
      .slice(i * limit, (i + 1) * limit)
      .map((path) => urlElement(`${siteUrl}\n${path}`));
    return {
      name,
      xml:
        '<?xml version="1.0" encoding="UTF-8"?>' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
        `${urls.join('')}</urlset>\n`,
    };
  });
  const index = names
    .map((name) => `<sitemap><loc>${absoluteUrl(`/${name}`, siteUrl)}</loc></sitemap>`)
    .join('');
  return [
    {
      name: indexName,
      xml:
        '<?xml version="1.0" encoding="UTF-8"?>' +
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>\n`,
    },
    ...files,
  ];
}
