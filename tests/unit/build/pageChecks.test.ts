import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BEHIND, pageChecks } from '../../../src/build/pageChecks.ts';
import { cspHash } from '../../../src/security/astroCsp.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const SCRIPT = 'window.x=1';

/** A page as Astro renders it: its policy declares `declared`, its body carries `body`. */
function page(declared: readonly string[], body: string): string {
  const policy = `script-src 'self' ${declared.map((h) => `'${h}'`).join(' ')}; style-src 'self' '${cspHash(ISLAND_STYLE.slice(7, -8))}'`;
  return `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${policy}"><title>t</title></head><body>${ISLAND_STYLE}${body}</body></html>`;
}

describe('pageChecks: each page checked once, as it is rendered', () => {
  it('returns the page with the island style in its head and records what it declared', async () => {
    const checks = pageChecks();
    const html = await checks.check(
      'about-us/index.html',
      page([cspHash(SCRIPT)], `<script>${SCRIPT}</script>`),
    );
    expect(html.indexOf(ISLAND_STYLE)).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(ISLAND_STYLE)).toHaveLength(2);
    expect(checks.files).toEqual(new Set(['about-us/index.html']));
    const { declared, problems } = await checks.settle();
    expect(declared.get('about-us/index.html')).toEqual({
      scripts: [cspHash(SCRIPT)],
      styles: [cspHash(ISLAND_STYLE.slice(7, -8))],
    });
    expect(problems).toEqual([]);
  });

  it('gives pages that declare the same code one shared object', async () => {
    const checks = pageChecks();
    await checks.check('a/index.html', page([cspHash(SCRIPT)], `<script>${SCRIPT}</script>`));
    await checks.check('b/index.html', page([cspHash(SCRIPT)], ''));
    await checks.check('c/index.html', page([], ''));
    const { declared } = await checks.settle();
    expect(declared.get('a/index.html')).toBe(declared.get('b/index.html'));
    expect(declared.get('c/index.html')).not.toBe(declared.get('a/index.html'));
    expect(declared.get('c/index.html')?.scripts).toEqual([]);
  });

  it('reports code Astro did not declare, naming the page', async () => {
    const checks = pageChecks();
    await checks.check(
      'news/x/index.html',
      page([], '<script>alert(1)</script><p onclick="f()">p</p>'),
    );
    const { problems } = await checks.settle();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/news\/x\/index\.html: inline <script> not emitted/);
    expect(problems[1]).toBe('/news/x/index.html: inline event handler <p onclick>');
  });

  it('audits every page when many arrive at once, faster than it audits them', async () => {
    const checks = pageChecks();
    const names = Array.from({ length: 500 }, (_, n) => `p${n}/index.html`);
    await Promise.all(
      names.map((name, n) =>
        checks.check(name, page([], n === 321 ? '<div style="x">s</div>' : `<p>${n}</p>`)),
      ),
    );
    const { declared, problems } = await checks.settle();
    expect([...declared.keys()].sort()).toEqual([...names].sort());
    expect(problems).toEqual(['/p321/index.html: style attribute <div style="x"> (use a class)']);
  });

  it('holds a sender back while the audit is far behind, so pages do not pile up in memory', async () => {
    const checks = pageChecks();
    // Large pages, sent one after another: the audit parses each far slower than it is sent.
    const body = '<p class="text">paragraph</p>'.repeat(8000);
    let most = 0;
    for (let n = 0; n < 4 * MAX_BEHIND; n++) {
      await checks.check(`p${n}/index.html`, page([], body));
      most = Math.max(most, checks.pending);
    }
    expect(most).toBeLessThanOrEqual(MAX_BEHIND);
    expect((await checks.settle()).declared.size).toBe(4 * MAX_BEHIND);
  });

  it('fails a check still waiting for the audit when the checks are closed', async () => {
    const checks = pageChecks();
    const body = '<p>x</p>'.repeat(20000);
    const sent = Array.from({ length: MAX_BEHIND + 8 }, (_, n) =>
      checks.check(`p${n}/index.html`, page([], body)),
    );
    const outcomes = Promise.allSettled(sent);
    await checks.close();
    expect((await outcomes).some((o) => o.status === 'rejected')).toBe(true);
  });

  it('settles with nothing when no page was checked, and closes without waiting', async () => {
    expect(await pageChecks().settle()).toEqual({ declared: new Map(), problems: [] });
    const checks = pageChecks();
    await checks.check('a/index.html', page([], ''));
    await checks.close();
    await expect(checks.check('b/index.html', page([], ''))).rejects.toThrow(/closed/);
  });

  it('writes a page handed over as bytes, checked, where it was told, by flush at the latest', async () => {
    const dir = tempFolder('page-checks-');
    const checks = pageChecks();
    const html = page([cspHash(SCRIPT)], `<script>${SCRIPT}</script><p>Grüße</p>`);
    const bytes = new TextEncoder().encode(html);
    await checks.write('über/index.html', bytes, { outDir: dir }, 'über/index.html');
    expect(checks.files).toEqual(new Set(['über/index.html']));
    await checks.flush();
    // Moved to the audit's thread, not copied: nothing of it is left here.
    expect(bytes.byteLength).toBe(0);
    expect(checks.pending).toBe(0);
    const written = readFileSync(join(dir, 'über/index.html'), 'utf8');
    expect(written.indexOf(ISLAND_STYLE)).toBeLessThan(written.indexOf('</head>'));
    expect(written).toContain('<p>Grüße</p>');
    const { declared, problems } = await checks.settle();
    expect(declared.get('über/index.html')?.scripts).toEqual([cspHash(SCRIPT)]);
    expect(problems).toEqual([]);
  });

  it('moves a page that is a view of part of a buffer without the rest of it', async () => {
    const dir = tempFolder('page-checks-');
    const checks = pageChecks();
    const html = page([], '<p>part</p>');
    const buffer = new TextEncoder().encode(`xx${html}yy`);
    await checks.write(
      'a/index.html',
      buffer.subarray(2, 2 + html.length),
      { outDir: dir },
      'a/index.html',
    );
    await checks.flush();
    expect(readFileSync(join(dir, 'a/index.html'), 'utf8')).toContain('<p>part</p>');
    expect(new TextDecoder().decode(buffer.subarray(0, 2))).toBe('xx');
    await checks.settle();
  });

  it('writes every page when many arrive at once, holding the sender back', async () => {
    const dir = tempFolder('page-checks-');
    const checks = pageChecks();
    const body = '<p class="text">paragraph</p>'.repeat(4000);
    let most = 0;
    for (let n = 0; n < 3 * MAX_BEHIND; n++) {
      const bytes = new TextEncoder().encode(page([], `${body}<p>${n}</p>`));
      await checks.write(`p${n}/index.html`, bytes, { outDir: dir }, `p${n}/index.html`);
      most = Math.max(most, checks.pending);
    }
    expect(most).toBeLessThanOrEqual(MAX_BEHIND);
    await checks.flush();
    for (let n = 0; n < 3 * MAX_BEHIND; n++) {
      expect(readFileSync(join(dir, `p${n}/index.html`), 'utf8')).toContain(`<p>${n}</p>`);
    }
    expect((await checks.settle()).declared.size).toBe(3 * MAX_BEHIND);
  });

  it('fails the build with the error of a page it could not write, code and all', async () => {
    const dir = tempFolder('page-checks-');
    // A file where the page's folder would go: the write fails as a full disk's would, with a code (EEXIST).
    writeFileSync(join(dir, 'taken'), '');
    const checks = pageChecks();
    const write = (file: string) =>
      checks.write(file, new TextEncoder().encode(page([], '')), { outDir: dir }, file);
    await write('taken/index.html');
    await expect(checks.flush()).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(write('later/index.html')).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(checks.settle()).rejects.toMatchObject({ code: 'EEXIST' });
    expect(existsSync(join(dir, 'later'))).toBe(false);
    await checks.close();
  });

  it('writes a page handed over while it flushes before the flush ends', async () => {
    const dir = tempFolder('page-checks-');
    const checks = pageChecks();
    const write = (n: number) =>
      checks.write(
        `p${n}/index.html`,
        new TextEncoder().encode(page([], `<p>${n}</p>`)),
        { outDir: dir },
        `p${n}/index.html`,
      );
    await write(0);
    const flushed = checks.flush();
    await write(1);
    await write(2);
    await flushed;
    for (const n of [0, 1, 2]) expect(existsSync(join(dir, `p${n}/index.html`))).toBe(true);
    expect(checks.pending).toBe(0);
    await checks.close();
  });

  it('flushes at once when nothing was handed over', async () => {
    const checks = pageChecks();
    await checks.flush();
    await checks.check('a/index.html', page([], ''));
    await checks.flush();
    expect(checks.pending).toBe(0);
    await checks.close();
  });
});
