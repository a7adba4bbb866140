import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../../src/services/headersFile.ts';
import { findFile } from '../../../src/services/siteServer.ts';

describe('static file lookup (serves dist/ as a CDN would)', () => {
  const root = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(root, 'NewsHome', 'a-title'), { recursive: true });
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'NewsHome', 'index.html'), 'news');
  writeFileSync(join(root, 'NewsHome', 'a-title', 'index.html'), 'detail');
  writeFileSync(join(root, 'robots.txt'), 'robots');

  it('maps clean URLs to index.html files', () => {
    expect(findFile(root, '/')).toBe(join(root, 'index.html'));
    expect(findFile(root, '/NewsHome')).toBe(join(root, 'NewsHome', 'index.html'));
    expect(findFile(root, '/NewsHome/')).toBe(join(root, 'NewsHome', 'index.html'));
    expect(findFile(root, '/NewsHome/a-title')).toBe(
      join(root, 'NewsHome', 'a-title', 'index.html'),
    );
    expect(findFile(root, '/robots.txt')).toBe(join(root, 'robots.txt'));
  });

  it('finds nothing outside the root or for bad encodings', () => {
    expect(findFile(root, '/../../etc/passwd')).toBeNull();
    expect(findFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(findFile(root, '/%E0%A4%A')).toBeNull();
    expect(findFile(root, '/nope')).toBeNull();
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
