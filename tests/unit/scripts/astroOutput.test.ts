/** Where Astro's build writes, as the build reads it from Astro's build app (astroOutput). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import { astroOutput, writeOutputFile } from '../../../scripts/lib/astroOutput.ts';
import { tempFolder } from '../../support/tempFolder.ts';

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
    writeOutputFile(dir, 'de/über-uns/index.html', '<p>Über uns</p>');
    expect(readFileSync(join(dir, 'de', 'über-uns', 'index.html'), 'utf8')).toBe('<p>Über uns</p>');
  });
});
