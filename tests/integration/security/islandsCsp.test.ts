/**
 * The CSP as a second line of defence, with real React islands: a fixture site
 * (tests/fixtures/islandSite) renders a React component under client:load, client:idle,
 * client:visible and a custom directive registered with addClientDirective, plus a script and a
 * style of its own that Astro inlines, and an unprocessed inline script registered with astroCsp.
 * It is built by Astro with the site's CSP configuration, audited and given its `_headers` by
 * writeHeadersFile, served by the site server, and loaded in Chromium: every island hydrates and
 * works with no CSP violation. A page holding inline code nobody declared fails the audit, and the
 * policy blocks that code in the browser.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tools/lib/findChromium.ts';
import { createSiteServer, type SiteServer } from '../../../src/server/siteServer.ts';
import { InlineCodeError, writeHeadersFile } from '../../../src/security/writeHeadersFile.ts';
import { runCommand } from '../../support/runCommand.ts';

const FIXTURE = resolve(import.meta.dirname, '../../fixtures/islandSite');
let work: string;
let dist: string;
let site: SiteServer;
let url: string;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'islands-'));
  dist = join(work, 'dist');
  const built = await runCommand(
    'tests/support/buildAstroFixture.ts',
    { FIXTURE_ROOT: FIXTURE, FIXTURE_OUT: dist },
    240_000,
  );
  if (built.code !== 0) throw new Error(`fixture build failed:\n${built.stdout}\n${built.stderr}`);
  writeHeadersFile(dist);
  // Added after the audit: inline code nobody declared, to show the policy really blocks it.
  const intruder = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    '</body>',
    '<script>document.documentElement.dataset.intruder = "ran";</script></body>',
  );
  writeFileSync(join(dist, 'intruder.html'), intruder);
  site = createSiteServer({ distDir: dist });
  await new Promise<void>((done) => site.server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (site) {
    site.server.closeAllConnections();
    await new Promise((done) => site.server.close(done));
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens a page, collecting every CSP violation the browser reports (event and console). */
async function open(path: string): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  const response = await page.goto(`${url}${path}`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  return { page, violations };
}

describe('React islands under the real Content-Security-Policy', () => {
  it('the build passes the audit and the header allows exactly what Astro declared', () => {
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    expect(csp).not.toMatch(/unsafe-inline|unsafe-hashes|unsafe-eval/);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // Astro's island runtime, its directive scripts (ours among them) and our inlined script.
    expect(html).toMatch(/customElements\.define\("astro-island"/);
    expect(html).toMatch(/\.asked=/);
    expect(html).toMatch(/\.visible=/);
    expect(html).toMatch(/<style>astro-island,astro-slot,astro-static-slot\{display:contents\}/);
  });

  it('every island hydrates and works, and the browser reports no violation', async () => {
    const { page, violations } = await open('/');
    for (const label of ['load', 'idle', 'asked']) {
      await expect
        .poll(() => page.getAttribute(`[data-island="${label}"]`, 'data-hydrated'))
        .toBe('yes');
    }
    // client:visible hydrates once scrolled into view.
    expect(await page.getAttribute('[data-island="visible"]', 'data-hydrated')).toBe('no');
    await page.locator('[data-island="visible"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getAttribute('[data-island="visible"]', 'data-hydrated'))
      .toBe('yes');
    for (const label of ['load', 'idle', 'asked', 'visible']) {
      await page.click(`[data-island="${label}"]`);
      await expect.poll(() => page.textContent(`[data-island="${label}"]`)).toBe(`${label}: 1`);
    }
    expect(await page.getAttribute('html', 'data-inline-script')).toBe('ran');
    expect(await page.getAttribute('html', 'data-early')).toBe('ran');
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.spacer')!).marginTop),
    ).not.toBe('0px');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('inline code nobody declared fails the audit, and the policy blocks it in the browser', async () => {
    expect(() => writeHeadersFile(dist)).toThrow(InlineCodeError);
    expect(() => writeHeadersFile(dist)).toThrow(/\/intruder\.html: inline <script> not emitted/);
    const { page, violations } = await open('/intruder.html');
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
    expect(await page.getAttribute('html', 'data-intruder')).toBeNull();
    await page.close();
  });
});
