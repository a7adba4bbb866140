import { describe, expect, it } from 'vitest';
import { pageChecks } from '../../../scripts/lib/pageChecks.ts';
import { cspHash } from '../../../src/security/astroCsp.ts';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const SCRIPT = 'window.x=1';

/** A page as Astro renders it: its policy declares `declared`, its body carries `body`. */
function page(declared: readonly string[], body: string): string {
  const policy = `script-src 'self' ${declared.map((h) => `'${h}'`).join(' ')}; style-src 'self' '${cspHash(ISLAND_STYLE.slice(7, -8))}'`;
  return `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${policy}"><title>t</title></head><body>${ISLAND_STYLE}${body}</body></html>`;
}

describe('pageChecks: each page checked once, as it is rendered (issue 16, point 4)', () => {
  it('returns the page with the island style in its head and records what it declared', () => {
    const checks = pageChecks();
    const html = checks.check(
      'about-us/index.html',
      page([cspHash(SCRIPT)], `<script>${SCRIPT}</script>`),
    );
    expect(html.indexOf(ISLAND_STYLE)).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(ISLAND_STYLE)).toHaveLength(2);
    expect(checks.declared.get('about-us/index.html')).toEqual({
      scripts: [cspHash(SCRIPT)],
      styles: [cspHash(ISLAND_STYLE.slice(7, -8))],
    });
    expect(checks.problems).toEqual([]);
  });

  it('gives pages that declare the same code one shared object', () => {
    const checks = pageChecks();
    checks.check('a/index.html', page([cspHash(SCRIPT)], `<script>${SCRIPT}</script>`));
    checks.check('b/index.html', page([cspHash(SCRIPT)], ''));
    checks.check('c/index.html', page([], ''));
    expect(checks.declared.get('a/index.html')).toBe(checks.declared.get('b/index.html'));
    expect(checks.declared.get('c/index.html')).not.toBe(checks.declared.get('a/index.html'));
    expect(checks.declared.get('c/index.html')?.scripts).toEqual([]);
  });

  it('reports code Astro did not declare, naming the page', () => {
    const checks = pageChecks();
    checks.check('news/x/index.html', page([], '<script>alert(1)</script><p onclick="f()">p</p>'));
    expect(checks.problems).toHaveLength(2);
    expect(checks.problems[0]).toMatch(/^\/news\/x\/index\.html: inline <script> not emitted/);
    expect(checks.problems[1]).toBe('/news/x/index.html: inline event handler <p onclick>');
  });
});
