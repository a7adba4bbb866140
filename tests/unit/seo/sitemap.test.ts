import { describe, expect, it } from 'vitest';
import { pageCatalogue, type PageEntry } from '../../../src/catalogue/pageCatalogue.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { isListedPage, sitemapFileNames, sitemapFiles } from '../../../src/seo/sitemap.ts';
import { siteTables } from '../content/fixtures.ts';

const SITE = 'https://www.example.org';
const { pages } = pageCatalogue(buildSiteModel(siteTables()));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap from the catalogue', () => {
  it('lists every page once at its canonical URL: not /home, not the not-found pages', () => {
    const [index, first] = sitemapFiles(pages, SITE);
    expect(locs(index!.xml)).toEqual([`${SITE}/sitemap-0.xml`]);
    const listed = locs(first!.xml);
    expect(listed).toHaveLength(pages.filter(isListedPage).length);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain(`${SITE}/`);
    expect(listed).toContain(`${SITE}/de/`);
    expect(listed).toContain(`${SITE}/NewsHome`);
    expect(listed.filter((loc) => /\/home$|404/.test(loc))).toEqual([]);
  });

  it('gives each URL its twin in the other language and x-default', () => {
    const xml = sitemapFiles(pages, SITE)[1]!.xml;
    expect(xml).toContain(
      `<url><loc>${SITE}/neuigkeiten</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/NewsHome"/>` +
        `<xhtml:link rel="alternate" hreflang="de" href="${SITE}/neuigkeiten"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/NewsHome"/></url>`,
    );
  });

  it('percent-encodes and escapes a path, and splits at the limit', () => {
    const page = pages.find((entry) => entry.view === 'contact')!;
    const odd: PageEntry[] = ['/ä-&-<b>', '/b', '/c'].map((path) => ({ ...page, path }));
    const files = sitemapFiles(odd, SITE, 2);
    expect(files.map((f) => f.name)).toEqual([
      'sitemap-index.xml',
      'sitemap-0.xml',
      'sitemap-1.xml',
    ]);
    expect(locs(files[1]!.xml)).toEqual([`${SITE}/b`, `${SITE}/c`]);
    expect(locs(files[2]!.xml)).toEqual([`${SITE}/%C3%A4-&amp;-%3Cb%3E`]);
    expect(locs(files[0]!.xml)).toEqual([`${SITE}/sitemap-0.xml`, `${SITE}/sitemap-1.xml`]);
  });

  it('names its files without writing them (a build that carries the sitemap)', () => {
    const page = pages.find((entry) => entry.view === 'contact')!;
    for (const count of [0, 1, 2, 3, 4, 5]) {
      const some: PageEntry[] = Array.from({ length: count }, (_, i) => ({
        ...page,
        path: `/p${i}`,
      }));
      const hidden = { ...page, path: '/home' };
      const names = sitemapFiles([...some, hidden], SITE, 2).map((file) => file.name);
      expect(sitemapFileNames([...some, hidden], 2)).toEqual(names);
    }
    expect(sitemapFileNames(pages)).toEqual(sitemapFiles(pages, SITE).map((file) => file.name));
  });

  it('is one valid empty file without pages', () => {
    const files = sitemapFiles([], SITE);
    expect(files.map((f) => f.name)).toEqual(['sitemap-index.xml', 'sitemap-0.xml']);
    expect(files[1]!.xml).toMatch(/<urlset [^>]+><\/urlset>\n$/);
  });
});
