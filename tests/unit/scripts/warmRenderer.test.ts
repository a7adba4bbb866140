import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  astroFile,
  loadAllRoutes,
  renderWarm,
  workerState,
  staticFiles,
  WarmRenderRefused,
} from '../../../scripts/lib/warmRenderer.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const dir = tempFolder('warm-unit-');

function write(path: string, text = 'x'): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

describe('astroFile: where Astro writes a path (format directory)', () => {
  it('writes pages as folders, the root not-found page as 404.html, endpoints as named', () => {
    expect(astroFile('/', 'page')).toBe('index.html');
    expect(astroFile('/about-us', 'page')).toBe('about-us/index.html');
    expect(astroFile('/NewsHome/page/2', 'page')).toBe('NewsHome/page/2/index.html');
    expect(astroFile('/404', 'page')).toBe('404.html');
    // The German one is moved by the build afterwards, as with Astro's own output.
    expect(astroFile('/de/404', 'page')).toBe('de/404/index.html');
    expect(astroFile('/rss.xml', 'endpoint')).toBe('rss.xml');
    expect(astroFile('/NewsHome/index.0.json', 'endpoint')).toBe('NewsHome/index.0.json');
  });

  it('names every file as Astro’s own build names it', async () => {
    // Astro's build (generate.js) encodes the path, asks these two, and writes to the URL's file.
    const { getOutFolder, getOutFile } =
      (await import('../../../node_modules/astro/dist/core/build/common.js')) as {
        getOutFolder(settings: unknown, pathname: string, route: { type: string }): URL;
        getOutFile(format: string, folder: URL, pathname: string, route: { type: string }): URL;
      };
    const outDir = pathToFileURL('/site/dist/');
    const settings = { buildOutput: 'static', config: { outDir, build: { format: 'directory' } } };
    const astros = (pathname: string, type: string) => {
      const encoded = encodeURI(pathname);
      const folder = getOutFolder(settings, encoded, { type });
      const file = fileURLToPath(getOutFile('directory', folder, encoded, { type }));
      return file.slice(fileURLToPath(outDir).length);
    };
    for (const pathname of ['/', '/about-us', '/404', '/500', '/de/404', '/de/über-uns', '/a/b']) {
      expect(astroFile(pathname, 'page'), pathname).toBe(astros(pathname, 'page'));
    }
    for (const pathname of ['/rss.xml', '/de/rss.xml', '/NewsHome/index.0.json']) {
      expect(astroFile(pathname, 'endpoint'), pathname).toBe(astros(pathname, 'endpoint'));
    }
  });
});

describe('staticFiles: what a warm build carries besides the catalogue', () => {
  it("lists Astro's bundles and the public files, never a host file the build writes", () => {
    const built = join(dir, 'built');
    const publicDir = join(dir, 'public');
    write(join(built, '_astro', 'Carousel.abc.js'));
    write(join(built, '_astro', 'PageView.def.css'));
    write(join(built, 'index.html'));
    write(join(built, 'about-us', 'index.html'));
    write(join(publicDir, 'favicon.svg'));
    write(join(publicDir, 'images', 'a.png'));
    write(join(publicDir, '_redirects'));
    write(join(publicDir, 'sitemap-index.xml'));
    expect(staticFiles(built, publicDir)).toEqual([
      '_astro/Carousel.abc.js',
      '_astro/PageView.def.css',
      'favicon.svg',
      'images/a.png',
    ]);
    expect(staticFiles(join(dir, 'none'), join(dir, 'none'))).toEqual([]);
  });
});

describe('a prerenderer that is not Astro’s own as known is never kept', () => {
  it('loadAllRoutes says no, and a warm render refuses without a loaded renderer', async () => {
    const foreign = {
      name: 'other',
      getStaticPaths: async () => [],
      render: async () => new Response(''),
    };
    expect(await loadAllRoutes(foreign as unknown as AstroPrerenderer)).toBe(false);
    const slot = workerState();
    const options = { origin: 'https://x.org', outDir: dir, liveDir: dir, carried: () => false };
    await expect(renderWarm(slot, options)).rejects.toBeInstanceOf(WarmRenderRefused);
    slot.current = { code: 'c', prerenderer: foreign as unknown as AstroPrerenderer, statics: [] };
    await expect(renderWarm(slot, options)).rejects.toBeInstanceOf(WarmRenderRefused);
  });
});
