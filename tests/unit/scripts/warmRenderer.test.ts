import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import {
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
