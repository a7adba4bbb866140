import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/config/readConfig.ts';
import { codeVersion } from '../../../../src/services/webhook/codeVersion.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

describe('code version (issue 10: unchanged only when content and code are)', () => {
  const root = tempFolder('project-');
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Hi</h1>');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  const site = readConfig({ SITE_URL: 'https://example.org' });

  it('is stable for the same files and configuration', async () => {
    expect(await codeVersion(root, site)).toBe(await codeVersion(root, site));
    expect(await codeVersion(root, site)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with a source file, a new file, or a setting baked into pages', async () => {
    const before = await codeVersion(root, site);
    writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>Hello</h1>');
    const edited = await codeVersion(root, site);
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'astro.config.mjs'), 'export default {}');
    const added = await codeVersion(root, site);
    expect(added).not.toBe(edited);
    const other = readConfig({ SITE_URL: 'https://example.org', SHOW_SEARCH: 'true' });
    expect(await codeVersion(root, other)).not.toBe(added);
    // IMAGE_ORIGINS goes into the sanitiser and the policy's img-src.
    const images = readConfig({
      SITE_URL: 'https://example.org',
      IMAGE_ORIGINS: 'https://i.example',
    });
    expect(await codeVersion(root, images)).not.toBe(added);
    // What the build runs on its output (scripts/lib) is code too.
    mkdirSync(join(root, 'scripts', 'lib'), { recursive: true });
    writeFileSync(join(root, 'scripts', 'lib', 'hoistIslandStyle.ts'), 'export {}');
    expect(await codeVersion(root, site)).not.toBe(added);
  });

  it('ignores settings that only say where content comes from', async () => {
    const before = await codeVersion(root, site);
    const elsewhere = readConfig({
      SITE_URL: 'https://example.org',
      BACKEND_URL: 'https://api.example.org',
      BACKEND_ATTEMPTS: '5',
    });
    expect(await codeVersion(root, elsewhere)).toBe(before);
  });

  it('ignores files outside the code paths (releases, records)', async () => {
    const before = await codeVersion(root, site);
    mkdirSync(join(root, 'releases'), { recursive: true });
    writeFileSync(join(root, 'releases', 'x.html'), 'built');
    expect(await codeVersion(root, site)).toBe(before);
  });
});
