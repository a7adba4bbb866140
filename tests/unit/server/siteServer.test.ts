import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../../src/content/headersFile.ts';
import { requestPath } from '../../../src/server/requestPath.ts';
import { findFile } from '../../../src/server/siteServer.ts';
import { tempFolder } from '../../support/tempFolder.ts';

describe('static file lookup (serves dist/ as a CDN would)', () => {
  const root = tempFolder('dist-');
  mkdirSync(join(root, 'NewsHome', 'a-title'), { recursive: true });
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'NewsHome', 'index.html'), 'news');
  writeFileSync(join(root, 'NewsHome', 'a-title', 'index.html'), 'detail');
  writeFileSync(join(root, 'robots.txt'), 'robots');
  writeFileSync(join(root, 'about.html'), 'about');

  it('maps clean URLs to index.html files and {path}.html', () => {
    expect(findFile(root, '/')).toBe(join(root, 'index.html'));
    expect(findFile(root, '/NewsHome')).toBe(join(root, 'NewsHome', 'index.html'));
    expect(findFile(root, '/NewsHome/')).toBe(join(root, 'NewsHome', 'index.html'));
    expect(findFile(root, '/NewsHome/a-title')).toBe(
      join(root, 'NewsHome', 'a-title', 'index.html'),
    );
    expect(findFile(root, '/robots.txt')).toBe(join(root, 'robots.txt'));
    expect(findFile(root, '/about')).toBe(join(root, 'about.html'));
    expect(findFile(root, '/News%48ome')).toBe(join(root, 'NewsHome', 'index.html'));
  });

  it('finds nothing outside the root or for bad encodings', () => {
    expect(findFile(root, '/../../etc/passwd')).toBeNull();
    expect(findFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(findFile(root, '/%E0%A4%A')).toBeNull();
    expect(findFile(root, '/nope')).toBeNull();
    expect(findFile(root, '/NewsHome%2findex.html')).toBeNull();
    expect(findFile(root, '/NewsHome%5cindex.html')).toBeNull();
    expect(findFile(root, '/robots.txt%00.html')).toBeNull();
  });
});

describe('containment', () => {
  // parent/site is the served folder; parent/site.html and parent/secret.txt lie beside it.
  const parent = tempFolder('contain-');
  const root = join(parent, 'site');
  mkdirSync(join(root, 'inner'), { recursive: true });
  writeFileSync(join(parent, 'site.html'), 'sibling secret');
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  writeFileSync(join(root, 'inner', 'page.html'), 'inner page');
  writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(root, '_redirects'), '/a /b 301\n');
  writeFileSync(join(root, '_nginx.conf'), 'location / {}\n');
  symlinkSync(join(parent, 'secret.txt'), join(root, 'leak.txt'));
  symlinkSync(parent, join(root, 'up'));
  symlinkSync(join(root, 'inner', 'page.html'), join(root, 'alias.html'));
  symlinkSync(join(root, '_headers'), join(root, 'headers.txt'));

  it('a folder without index.html never serves the sibling {folder}.html', () => {
    for (const path of [
      '/',
      '/a%2f..',
      '/..%2fsite',
      '/.%2e/site',
      '/%2e%2e%2fsite',
      '/inner/..',
    ]) {
      expect(findFile(root, path), path).toBeNull();
    }
  });

  it('does not follow symlinks out of the folder; does follow them inside it', () => {
    expect(findFile(root, '/leak.txt')).toBeNull();
    expect(findFile(root, '/up/secret.txt')).toBeNull();
    expect(findFile(root, '/up/site.html')).toBeNull();
    expect(findFile(root, '/alias')).toBe(join(root, 'inner', 'page.html'));
  });

  it('does not serve the host configuration files, however they are named', () => {
    for (const path of [
      '/_headers',
      '/%5Fheaders',
      '/_redirects',
      '/_nginx.conf',
      '/headers.txt',
    ]) {
      expect(findFile(root, path), path).toBeNull();
    }
  });

  it('a request target is a path: //evil/x is no host, and only origin-form is accepted', () => {
    expect(requestPath('//evil/x?y=1#z')).toBe('//evil/x');
    expect(requestPath('/a?b')).toBe('/a');
    expect(requestPath('http://evil/x')).toBeNull();
    expect(requestPath('*')).toBeNull();
    writeFileSync(join(root, 'x'), 'x at the root');
    expect(findFile(root, requestPath('//evil/x') ?? '')).toBeNull();
  });
});

describe('_headers file', () => {
  const rules = parseHeadersFile(
    "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n# comment\n/_astro/*\n  Cache-Control: immutable\n",
  );

  it('applies every matching rule', () => {
    expect(headersForPath(rules, '/x')).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'self'",
    });
    expect(headersForPath(rules, '/_astro/a.js')).toMatchObject({ 'cache-control': 'immutable' });
  });
});
