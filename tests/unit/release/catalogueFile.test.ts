/** The one name of a page's file in a release, which the keys, the build and the check share. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { catalogueFile, sitePath } from '../../../src/release/catalogueFile.ts';
import {
  RESERVED_SEGMENTS,
  datedItemPath,
  itemPath,
  listPagePath,
  pagePath,
  routePath,
} from '../../../src/i18n/routes.ts';
import { LOCALES } from '../../../src/content/types.ts';
import { REQUIRED_FILES } from '../../../src/release/verifyRelease.ts';

describe('catalogueFile', () => {
  it('names the file each path is written to', () => {
    expect(catalogueFile('/')).toBe('index.html');
    expect(catalogueFile('/de/')).toBe('de/index.html');
    expect(catalogueFile('/NewsHome/page/2')).toBe('NewsHome/page/2/index.html');
    expect(catalogueFile('/de/neuigkeiten/ein-titel/')).toBe('de/neuigkeiten/ein-titel/index.html');
    expect(catalogueFile('/de/rss.xml')).toBe('de/rss.xml');
    expect(catalogueFile('/robots.txt')).toBe('robots.txt');
    expect(catalogueFile('/NewsHome/index.0.json')).toBe('NewsHome/index.0.json');
  });

  it('names both not-found pages as a static host looks for them, the German one too', () => {
    expect(catalogueFile('/404')).toBe('404.html');
    expect(catalogueFile('/de/404')).toBe('de/404.html');
  });

  it('is the name the release check asks for', () => {
    expect(REQUIRED_FILES).toEqual(
      expect.arrayContaining(['index.html', 'de/index.html', 'de/contact/index.html']),
    );
  });

  it('names a page by its folder whatever its slashes, one file per page', () => {
    const segment = fc.stringMatching(/^[a-zA-Zäöüß0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        if (path === '/404' || path === '/de/404') return;
        const file = catalogueFile(path);
        expect(file).toBe(`${segments.join('/')}/index.html`);
        expect(catalogueFile(`${path}/`)).toBe(file);
      }),
    );
  });

  it('turns a file back into the address it is served at (sitePath)', () => {
    expect(sitePath('index.html')).toBe('/');
    expect(sitePath('de/index.html')).toBe('/de/');
    expect(sitePath('NewsHome/annual-report/index.html')).toBe('/NewsHome/annual-report');
    expect(sitePath(join('de', 'contact', 'index.html'))).toBe('/de/contact');
    expect(sitePath('404.html')).toBe('/404.html');
    expect(sitePath('de/404.html')).toBe('/de/404.html');
    expect(sitePath('de/rss.xml')).toBe('/de/rss.xml');
  });

  it('gives back every route shape a page is made at: path → file → path', () => {
    // A slug never takes a reserved segment (assignSlugs): '404' or 'de' would name another file.
    const slug = fc
      .stringMatching(/^[a-z0-9äöüß][a-z0-9äöüß-]{0,20}$/)
      .filter((s) => !RESERVED_SEGMENTS.has(s));
    const route = fc.oneof(
      fc
        .constantFrom('home', 'news', 'events', 'contact', 'privacy' as const)
        .chain((family) => fc.constantFrom(...LOCALES).map((locale) => routePath(family, locale))),
      fc.tuple(fc.constantFrom(...LOCALES), slug).map(([locale, s]) => pagePath(locale, s)),
      fc
        .tuple(fc.constantFrom('news', 'event' as const), fc.constantFrom(...LOCALES), slug)
        .map(([kind, locale, s]) => datedItemPath(kind, locale, s)),
      fc
        .tuple(fc.constantFrom('news', 'event' as const), fc.constantFrom(...LOCALES), fc.nat(500))
        .map(([kind, locale, n]) => listPagePath(kind, locale, n + 2)),
      fc.tuple(fc.constantFrom(...LOCALES), slug).map(([locale, s]) => itemPath(locale, s)),
      fc.constantFrom('/rss.xml', '/de/rss.xml', '/NewsHome/index.json', '/robots.txt'),
    );
    fc.assert(
      fc.property(route, (path) => {
        expect(sitePath(catalogueFile(path))).toBe(path);
      }),
    );
  });
});
