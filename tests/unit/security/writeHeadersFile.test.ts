import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../../src/services/headersFile.ts';
import { writeHeadersFile } from '../../../src/security/writeHeadersFile.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(dist, 'de', 'contact'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><style>astro-island{display:contents}</style><script type="module" src="/_astro/a.js"></script></head></html>',
  );
  writeFileSync(
    join(dist, 'de', 'contact', 'index.html'),
    '<html><head><script>(()=>{self.Astro=1})()</script></head></html>',
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('writeHeadersFile', () => {
  it('writes _headers for all paths with the hashes of every page’s inline code', () => {
    const { path, headers } = writeHeadersFile(dist, { matomoUrl: 'https://stats.example.org/m/' });
    expect(path).toBe(join(dist, '_headers'));
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain(
      `script-src 'self' https://stats.example.org '${sha('(()=>{self.Astro=1})()')}'`,
    );
    expect(csp).toContain(`style-src 'self' '${sha('astro-island{display:contents}')}'`);
    const rules = parseHeadersFile(readFileSync(path, 'utf8'));
    expect(headersForPath(rules, '/de/contact/')['content-security-policy']).toBe(csp);
  });

  it('keeps rules already in the file, after the security block', () => {
    writeFileSync(join(dist, '_headers'), '/_astro/*\n  Cache-Control: public, max-age=31536000\n');
    writeHeadersFile(dist);
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/_astro/*']);
  });

  it('refuses inline event handlers, which the policy would block', () => {
    writeFileSync(join(dist, 'bad.html'), '<button onclick="go()">x</button>');
    expect(() => writeHeadersFile(dist)).toThrow(/onclick/);
  });
});
