/** Where Astro's build writes, as the build reads it from Astro's build app (astroOutput). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  astroFile,
  astroOutput,
  writeOutputFile,
} from '../../../../src/build/astro/astroOutput.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

describe('astroOutput', () => {
  it('reads the output folder and the files of public/ from the build app, and is null without one', () => {
    const dir = tempFolder('astro-output-');
    mkdirSync(join(dir, 'public', 'kept'), { recursive: true });
    writeFileSync(join(dir, 'public', 'kept', 'index.html'), 'from public');
    writeFileSync(join(dir, 'public', 'favicon.svg'), '<svg/>');
    const settings = {
      config: {
        outDir: pathToFileURL(`${join(dir, 'out')}/`),
        publicDir: pathToFileURL(`${join(dir, 'public')}/`),
      },
    };
    const inner = { name: 'astro:default', app: { getSettings: () => settings } };
    const output = astroOutput(inner as unknown as AstroPrerenderer);
    expect(output?.outDir).toBe(`${join(dir, 'out')}/`);
    expect([...(output?.publicFiles ?? [])].sort()).toEqual(['favicon.svg', 'kept/index.html']);
    expect(astroOutput({ name: 'astro:default' } as unknown as AstroPrerenderer)).toBeNull();
  });

  it('writes a file under the output folder, making its folders', () => {
    const dir = tempFolder('astro-output-');
    writeOutputFile({ outDir: dir }, 'de/über-uns/index.html', '<p>Über uns</p>');
    expect(readFileSync(join(dir, 'de', 'über-uns', 'index.html'), 'utf8')).toBe('<p>Über uns</p>');
  });
});

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
      (await import('../../../../node_modules/astro/dist/core/build/common.js')) as {
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
