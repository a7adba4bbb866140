/** The one name of a page's file in a release, which the keys, the build and the check share. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFile } from '../../../src/release/catalogueFile.ts';
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
});
