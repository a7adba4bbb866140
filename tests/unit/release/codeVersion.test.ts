import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/readConfig.ts';
import { codeVersion, runtimeVersions } from '../../../src/release/codeVersion.ts';
import { tempFolder } from '../../support/tempFolder.ts';

describe('code version (unchanged only when content and code are)', () => {
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
  });

  it('changes with the bytes of a patch applied to node_modules at install, and with a patch removed', async () => {
    mkdirSync(join(root, 'patches'), { recursive: true });
    const patch = join(root, 'patches', 'some-package+1.0.0.patch');
    writeFileSync(patch, '-  return a;\n+  return b;\n');
    const before = await codeVersion(root, site);
    writeFileSync(patch, '-  return a;\n+  return c;\n');
    const changed = await codeVersion(root, site);
    expect(changed).not.toBe(before);
    // A dropped patch changes what node_modules holds as much as an edited one.
    rmSync(patch);
    expect(await codeVersion(root, site)).not.toBe(changed);
  });

  it("changes with a site's own host rules in public/ (_headers, _redirects)", async () => {
    mkdirSync(join(root, 'public'), { recursive: true });
    writeFileSync(join(root, 'public', '_headers'), '/x\n  X-Rule: one\n');
    writeFileSync(join(root, 'public', '_redirects'), '/a /b 301\n');
    const before = await codeVersion(root, site);
    writeFileSync(join(root, 'public', '_headers'), '/x\n  X-Rule: two\n');
    const headers = await codeVersion(root, site);
    expect(headers).not.toBe(before);
    writeFileSync(join(root, 'public', '_redirects'), '/a /c 301\n');
    expect(await codeVersion(root, site)).not.toBe(headers);
  });

  it('changes with the Node version or its ICU data, not with other runtime versions', async () => {
    const runtime = runtimeVersions({
      node: '24.21.0',
      icu: '78.3',
      unicode: '17.0',
      cldr: '48.0',
      tz: '2026c',
      openssl: '3.5.8',
    });
    const before = await codeVersion(root, site, runtime);
    expect(await codeVersion(root, site, { ...runtime })).toBe(before);
    for (const [field, other] of Object.entries({
      node: '24.22.0',
      icu: '79.1',
      unicode: '17.1',
      cldr: '49.0',
      tz: '2026d',
    })) {
      expect(await codeVersion(root, site, { ...runtime, [field]: other }), field).not.toBe(before);
    }
    // A runtime that reports no time zone data version differs from one that does.
    expect(await codeVersion(root, site, { ...runtime, tz: undefined })).not.toBe(before);
    // What cannot change a page's bytes is not counted: an OpenSSL update rebuilds nothing.
    expect(await codeVersion(root, site, runtimeVersions({ ...runtime, openssl: '3.6.0' }))).toBe(
      before,
    );
  });

  it("is this process's runtime by default", async () => {
    expect(await codeVersion(root, site)).toBe(
      await codeVersion(root, site, runtimeVersions(process.versions)),
    );
    expect(runtimeVersions()).toMatchObject({ node: process.versions.node });
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
