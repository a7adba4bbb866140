import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../../src/content/headersFile.ts';
import { cspHash as sha256 } from '../../../src/security/astroCsp.ts';
import { InlineCodeError, writeHeadersFile } from '../../../src/security/writeHeadersFile.ts';

const ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const RUNTIME = '(()=>{self.Astro=1})()';
/** A head as Astro writes it with security.csp: its declaration of the code it emitted. */
const head = (scripts: string[], styles: string[]) =>
  `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' ${scripts.map((s) => `'${sha256(s)}'`).join(' ')}; style-src 'self' ${styles.map((s) => `'${sha256(s)}'`).join(' ')};"></head>`;

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(dist, 'de', 'contact'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<html>${head([], [ISLAND_STYLE])}<body><style>${ISLAND_STYLE}</style><script type="module" src="/_astro/a.js"></script></body></html>`,
  );
  writeFileSync(
    join(dist, 'de', 'contact', 'index.html'),
    `<html>${head([RUNTIME], [])}<body><script>${RUNTIME}</script></body></html>`,
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('writeHeadersFile', () => {
  it('writes _headers for all paths with the hashes Astro declared, images from IMAGE_ORIGINS', () => {
    const { path, headers } = writeHeadersFile(dist, {
      matomoUrl: 'https://stats.example.org/m/',
      imageOrigins: ['https://images.example.org'],
    });
    expect(path).toBe(join(dist, '_headers'));
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`script-src 'self' https://stats.example.org '${sha256(RUNTIME)}';`);
    expect(csp).toContain(`style-src 'self' '${sha256(ISLAND_STYLE)}';`);
    expect(csp).toContain(`img-src 'self' https://images.example.org https://stats.example.org;`);
    const rules = parseHeadersFile(readFileSync(path, 'utf8'));
    expect(headersForPath(rules, '/de/contact/')['content-security-policy']).toBe(csp);
  });

  it('keeps rules already in the file, after the security block', () => {
    writeFileSync(join(dist, '_headers'), '/_astro/*\n  Cache-Control: public, max-age=31536000\n');
    writeHeadersFile(dist);
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/_astro/*']);
  });

  it('says plainly when a folder stands where _headers belongs', () => {
    mkdirSync(join(dist, '_headers'));
    expect(() => writeHeadersFile(dist)).toThrow(
      /_headers is a folder, not the host's headers file/,
    );
  });

  it('fails, naming page and code, on an inline script nobody declared, and writes nothing', () => {
    writeFileSync(
      join(dist, 'de', 'contact', 'index.html'),
      `<html>${head([RUNTIME], [])}<body><script>${RUNTIME}</script><script>alert(1)</script></body></html>`,
    );
    expect(() => writeHeadersFile(dist)).toThrow(InlineCodeError);
    expect(() => writeHeadersFile(dist)).toThrow(
      /\/de\/contact\/index\.html: inline <script> not emitted by Astro or our templates \(sha256-[^)]+\): alert\(1\)/,
    );
    expect(existsSync(join(dist, '_headers'))).toBe(false);
  });

  it('refuses inline event handlers and style attributes, which the policy would block', () => {
    writeFileSync(join(dist, 'bad.html'), '<button onclick="go()" style="color:red">x</button>');
    let error: unknown;
    try {
      writeHeadersFile(dist);
    } catch (e) {
      error = e;
    }
    expect((error as InlineCodeError).problems).toEqual([
      '/bad.html: inline event handler <button onclick>',
      '/bad.html: style attribute <button style="color:red"> (use a class)',
    ]);
  });
});
