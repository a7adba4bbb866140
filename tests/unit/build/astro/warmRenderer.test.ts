import { linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  loadAllRoutes,
  placeHostFiles,
  publicHostFiles,
  renderWarm,
  workerState,
  staticFiles,
  WarmRenderRefused,
  writtenByBuild,
} from '../../../../src/build/astro/warmRenderer.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

const dir = tempFolder('warm-unit-');

function write(path: string, text = 'x'): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

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
    write(join(publicDir, '_headers'));
    write(join(publicDir, '_keys.json'));
    write(join(publicDir, 'sitemap-index.xml'));
    write(join(publicDir, 'sitemap-3.xml'));
    // Not written by the build: copied by Astro in a full build, so carried in a warm one.
    write(join(publicDir, '_routes.json'));
    write(join(publicDir, 'sitemap.xsl'));
    write(join(publicDir, 'docs', '_redirects'));
    expect(staticFiles(built, publicDir)).toEqual([
      '_astro/Carousel.abc.js',
      '_astro/PageView.def.css',
      '_routes.json',
      'docs/_redirects',
      'favicon.svg',
      'images/a.png',
      'sitemap.xsl',
    ]);
    expect(staticFiles(join(dir, 'none'), join(dir, 'none'))).toEqual([]);
  });

  it('tells the files the build writes itself by their exact names at the top', () => {
    for (const file of [
      '_headers',
      '_redirects',
      '_paths.json',
      '_keys.json',
      'neuigkeiten/404.html',
    ]) {
      expect(writtenByBuild(file), file).toBe(true);
    }
    for (const file of ['sitemap-index.xml', 'sitemap-0.xml', 'sitemap-12.xml']) {
      expect(writtenByBuild(file), file).toBe(true);
    }
    for (const file of [
      '_routes.json',
      'sitemap.xsl',
      'sitemap-x.xml',
      'a/_headers',
      '_headers.bak',
    ]) {
      expect(writtenByBuild(file), file).toBe(false);
    }
  });
});

describe("public/'s host files in a warm build", () => {
  it('are read as Astro copied them and placed where it would, never written through a link', () => {
    const built = join(dir, 'host-built');
    write(join(built, '_headers'), '/x\n  X-Own: 1\n');
    write(join(built, '_redirects'), '/a  /b  301\n');
    write(join(built, '_routes.json'), '{}');
    const files = publicHostFiles(built);
    expect([...files.keys()].sort()).toEqual(['_headers', '_redirects']);
    // A folder without them (a site whose public/ has none) gives none.
    expect(publicHostFiles(join(dir, 'host-none')).size).toBe(0);

    const live = join(dir, 'host-live');
    const next = join(dir, 'host-next');
    write(join(live, '_redirects'), 'the live release’s merged rules');
    mkdirSync(next, { recursive: true });
    linkSync(join(live, '_redirects'), join(next, '_redirects'));
    placeHostFiles(next, files);
    expect(readFileSync(join(next, '_headers'), 'utf8')).toBe('/x\n  X-Own: 1\n');
    expect(readFileSync(join(next, '_redirects'), 'utf8')).toBe('/a  /b  301\n');
    expect(readFileSync(join(live, '_redirects'), 'utf8')).toBe('the live release’s merged rules');
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
    slot.current = {
      code: 'c',
      prerenderer: foreign as unknown as AstroPrerenderer,
      statics: [],
      hostFiles: new Map(),
    };
    // Said as the decline it is: after an Astro upgrade, a renderer that cannot be kept.
    await expect(renderWarm(slot, options)).rejects.toMatchObject({
      name: 'WarmRenderRefused',
      code: 'renderer-unknown',
    });
  });
});
