/**
 * The consent dialog and analytics in real Chromium, under the real security headers, against the
 * stand-in Matomo (the ConsentManager island built by Astro with its `client:consent` directive):
 * first visit in five browser languages; Decline; Accept all; withdrawal from the footer link;
 * failed tracker and missing configuration; and the returning visitor's page weight. Any CSP
 * violation fails the test.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tools/lib/findChromium.ts';
import {
  buildConsentBundle,
  startHarnessSite,
  type ConsentBundle,
  type HarnessSite,
} from '../../support/consentHarness.ts';
import { startFakeMatomo, type FakeMatomo } from '../../support/fakeMatomo.ts';

const DAY_S = 86_400;

let workDir: string;
let bundle: ConsentBundle;
let browser: Browser;
let matomo: FakeMatomo;
let site: HarnessSite;
const contexts: BrowserContext[] = [];
/** CSP violations and console errors, per page, collected for the assertions. */
const violations = new Map<Page, string[]>();
const consoleErrors = new Map<Page, string[]>();

beforeAll(async () => {
  // Inside the repository, so the harness project resolves the site's packages.
  const cache = resolve(import.meta.dirname, '../../../.cache');
  mkdirSync(cache, { recursive: true });
  workDir = mkdtempSync(join(cache, 'consent-harness-'));
  bundle = await buildConsentBundle(workDir);
  browser = await chromium.launch(chromiumLaunchOptions());
  matomo = await startFakeMatomo();
  site = await startHarnessSite({ bundle, matomoUrl: matomo.url, siteId: '3' });
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await matomo?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A new visitor: fresh context (no cookies) with the given browser language. */
async function visitor(locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  contexts.push(context);
  // Report CSP violations from the page itself (the event carries the directive and the URL).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  violations.set(page, []);
  consoleErrors.set(page, []);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) violations.get(page)?.push(text);
    else consoleErrors.get(page)?.push(text);
  });
  return page;
}

function expectNoCspViolation(page: Page): void {
  expect(violations.get(page)).toEqual([]);
}

async function cookies(page: Page) {
  return page.context().cookies();
}

async function pkCookies(page: Page): Promise<string[]> {
  return (await cookies(page)).map((c) => c.name).filter((n) => n.startsWith('_pk_'));
}

async function consentRecord(page: Page) {
  const cookie = (await cookies(page)).find((c) => c.name === 'cc_cookie');
  return cookie
    ? { cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] } }
    : null;
}

const dialog = (page: Page) => page.locator('#cc-main .cm');
const preferences = (page: Page) => page.locator('#cc-main .pm');

/** Requests the fake Matomo got from pages of this site since `from` (tests share the fake). */
const trackerRequestsSince = (from: number) => matomo.requests.slice(from);

describe('first visit: dialog in the browser language, nothing tracked', () => {
  it.each([
    ['en-US', 'Privacy Settings', ['Accept all', 'Decline', 'Let Me Choose']],
    ['de-DE', 'Datenschutzeinstellungen', ['Alle akzeptieren', 'Ablehnen', 'Auswahl bestätigen']],
    ['fr-FR', 'Paramètres de confidentialité', ['Tout accepter', 'Refuser', 'Me laisser choisir']],
    ['es-ES', 'Configuración de privacidad', ['Aceptar todo', 'Rechazar', 'Déjame elegir']],
    ['it-IT', 'Privacy Settings', ['Accept all', 'Decline', 'Let Me Choose']],
  ])('%s', async (locale, title, buttons) => {
    const from = matomo.requests.length;
    const page = await visitor(locale);
    await page.goto(`${site.url}/`);
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await page.locator('#cm__title').textContent()).toBe(title);
    expect((await page.locator('#cc-main .cm__btn').allTextContents()).sort()).toEqual(
      [...buttons].sort(),
    );
    // Bottom-right box, dark theme.
    expect(await dialog(page).getAttribute('class')).toMatch(/cm--box.*cm--bottom.*cm--right/);
    expect(await page.locator('html').getAttribute('class')).toContain('cc--darkmode');
    const policy = await page.locator('#cc-main .cm__links a').getAttribute('href');
    expect(policy).toBe(locale.startsWith('de') ? '/datenschutz' : '/privacy-policy');
    if (locale === 'en-US') {
      expect(await page.locator('#cm__desc').textContent()).toBe(
        'We use cookies to improve your experience. Manage your preferences below.',
      );
      // The page stays usable behind it (no forced choice).
      await page.click('#next');
      await page.waitForURL(`${site.url}/next`);
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
    }
    expect(trackerRequestsSince(from)).toEqual([]);
    expect(await pkCookies(page)).toEqual([]);
    expectNoCspViolation(page);
  });
});

describe('choices', () => {
  it('Decline: no tracker request, no _pk_ cookie, no dialog on the next page', async () => {
    const from = matomo.requests.length;
    const page = await visitor();
    await page.goto(`${site.url}/`);
    await page.locator('#cc-main .cm__btn[data-role="necessary"]').click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect((await consentRecord(page))?.value.categories).toEqual([]);

    const consentFiles = new Set([...bundle.dialog, ...bundle.analytics].map((a) => a.path));
    const siteFrom = site.requests.length;
    await page.goto(`${site.url}/next`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#cc-main').count()).toBe(0);
    // A returning visitor downloads none of the dialog, React, nor the analytics module.
    expect(site.requests.slice(siteFrom).filter((p) => consentFiles.has(p))).toEqual([]);
    expect(trackerRequestsSince(from)).toEqual([]);
    expect(await pkCookies(page)).toEqual([]);
    expectNoCspViolation(page);
  });

  it('Accept all: tracker loaded, consent and page view recorded, 180-day consent, link clicks', async () => {
    const from = matomo.requests.length;
    const page = await visitor();
    await page.goto(`${site.url}/`);
    expect(trackerRequestsSince(from)).toEqual([]);
    const acceptedAt = Date.now() / 1000;
    await page.locator('#cc-main .cm__btn[data-role="all"]').click();

    const view = await matomo.waitFor((r) => r.query['action_name'] === 'Home', { from });
    expect(view.query).toMatchObject({ idsite: '3', rec: '1', consent: '1', url: `${site.url}/` });
    expect(matomo.requests.slice(from).map((r) => r.path)[0]).toBe('/matomo.js');
    await expect.poll(() => pkCookies(page)).toHaveLength(2);
    const names = await pkCookies(page);
    expect(names.some((n) => /^_pk_id\.3\./.test(n))).toBe(true);
    expect(names.some((n) => /^_pk_ses\.3\./.test(n))).toBe(true);

    const record = await consentRecord(page);
    expect(record?.value.categories).toEqual(['analytics']);
    const lifetime = (record?.cookie.expires ?? 0) - acceptedAt;
    expect(Math.abs(lifetime - 180 * DAY_S)).toBeLessThan(120);
    const mtm = (await cookies(page)).find((c) => c.name === 'mtm_consent');
    expect(Math.abs((mtm?.expires ?? 0) - acceptedAt - 180 * DAY_S)).toBeLessThan(3_700);

    // Next page: no dialog (nor React), the page view is tracked from the stored consent.
    const dialogFiles = new Set(bundle.dialog.map((a) => a.path));
    const analyticsFiles = bundle.analytics.map((a) => a.path);
    const siteFrom = site.requests.length;
    const nextFrom = matomo.requests.length;
    await page.goto(`${site.url}/next`);
    await matomo.waitFor((r) => r.query['action_name'] === 'Next', { from: nextFrom });
    expect(await page.locator('#cc-main').count()).toBe(0);
    expect(site.requests.slice(siteFrom).filter((p) => dialogFiles.has(p))).toEqual([]);
    expect(site.requests.slice(siteFrom)).toEqual(expect.arrayContaining(analyticsFiles));

    // An outbound link click is tracked.
    await page.evaluate(() =>
      document
        .getElementById('outbound')
        ?.addEventListener('click', (e) => e.preventDefault(), { once: true }),
    );
    await page.click('#outbound');
    await matomo.waitFor((r) => r.query['link'] === 'https://partner.example/', { from: nextFrom });
    expectNoCspViolation(page);
  });

  it('withdrawal from the footer link: forget-consent sent, _pk_ cookies gone, no more tracking', async () => {
    const page = await visitor();
    await page.goto(`${site.url}/`);
    await page.locator('#cc-main .cm__btn[data-role="all"]').click();
    await expect.poll(() => pkCookies(page)).toHaveLength(2);
    const nextFrom = matomo.requests.length;
    await page.goto(`${site.url}/next`);
    await matomo.waitFor((r) => r.query['action_name'] === 'Next', { from: nextFrom });
    await expect.poll(() => pkCookies(page)).toHaveLength(2);

    const from = matomo.requests.length;
    await page.getByText('Privacy settings').click();
    await expect.poll(() => preferences(page).isVisible()).toBe(true);
    // On by default in the preferences, and currently accepted.
    expect(await page.locator('#cc-main .pm input[value="analytics"]').isChecked()).toBe(true);
    await page.locator('#cc-main .pm__btn[data-role="necessary"]').click();

    await matomo.waitFor((r) => r.query['forget_consent'] === '1', { from });
    await expect.poll(() => pkCookies(page)).toEqual([]);
    expect((await cookies(page)).some((c) => c.name === 'mtm_consent')).toBe(false);
    expect((await consentRecord(page))?.value.categories).toEqual([]);

    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#cc-main').count()).toBe(0);
    expect(
      trackerRequestsSince(from).filter((r) => r.query['action_name'] || r.path === '/matomo.js'),
    ).toEqual([]);
    expect(await pkCookies(page)).toEqual([]);
    expectNoCspViolation(page);
  });

  it('the preferences can accept analytics after a decline', async () => {
    const page = await visitor('de-DE');
    await page.goto(`${site.url}/`);
    await page.locator('#cc-main .cm__btn[data-role="necessary"]').click();
    await page.goto(`${site.url}/next`);
    const from = matomo.requests.length;
    await page.getByText('Privacy settings').click();
    await expect.poll(() => preferences(page).isVisible()).toBe(true);
    await page.locator('#cc-main .pm__btn[data-role="all"]').click();
    await matomo.waitFor((r) => r.query['action_name'] === 'Next' && r.query['consent'] === '1', {
      from,
    });
    await expect.poll(() => pkCookies(page)).toHaveLength(2);
    expectNoCspViolation(page);
  });
});

describe('faults are logged and the site works on', () => {
  it('a failed tracker script', async () => {
    const failing = await startFakeMatomo({ failScript: true });
    const failingSite = await startHarnessSite({ bundle, matomoUrl: failing.url, siteId: '3' });
    try {
      const page = await visitor();
      await page.goto(`${failingSite.url}/`);
      await page.locator('#cc-main .cm__btn[data-role="all"]').click();
      await expect
        .poll(() => consoleErrors.get(page)?.join('\n'))
        .toMatch(/analytics script failed to load/);
      await page.click('#next');
      await page.waitForURL(`${failingSite.url}/next`);
      expect(await pkCookies(page)).toEqual([]);
      expectNoCspViolation(page);
    } finally {
      await failingSite.close();
      await failing.close();
    }
  });

  it('missing Matomo configuration', async () => {
    const bare = await startHarnessSite({ bundle, matomoUrl: null });
    try {
      const page = await visitor();
      await page.goto(`${bare.url}/`);
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await page.locator('#cc-main .cm__btn[data-role="all"]').click();
      await expect
        .poll(() => consoleErrors.get(page)?.join('\n'))
        .toMatch(/consent configuration[\s\S]*Analytics is not configured/);
      expect(await pkCookies(page)).toEqual([]);
      expectNoCspViolation(page);
    } finally {
      await bare.close();
    }
  });
});

describe('security headers and weight', () => {
  it('every response carries the policy, and it allows only the site and Matomo', async () => {
    const response = await fetch(`${site.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${matomo.origin}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the policy is enforced: an injected inline script is blocked', async () => {
    const page = await visitor();
    await page.goto(`${site.url}/`);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.get(page)?.join('\n')).toMatch(/script-src/);
  });

  it('every page vs dialog sizes (gzip), reported: a page carries no consent file of its own', () => {
    const total = (assets: readonly { gzip: number }[]) => assets.reduce((s, a) => s + a.gzip, 0);
    const name = (a: { path: string; gzip: number }) =>
      `${a.path.replace(/^\/_astro\//, '')} ${a.gzip} B`;
    console.log(
      `every page: inline ${bundle.everyPage.inlineGzip} B gzip (island runtime + client:consent), ` +
        `files [${bundle.everyPage.scriptFiles.join(', ')}]; on hydration: ${bundle.dialog
          .map(name)
          .join(', ')} = ${total(bundle.dialog)} B gzip; analytics module: ${bundle.analytics
          .map(name)
          .join(', ')} = ${total(bundle.analytics)} B gzip`,
    );
    expect(bundle.everyPage.scriptFiles).toEqual([]);
    expect(bundle.everyPage.inlineGzip).toBeLessThan(3_000);
    // React is part of what hydration loads, and only of that.
    expect(bundle.dialog.some((a) => /react/i.test(a.path))).toBe(true);
    expect(bundle.analytics.some((a) => /react/i.test(a.path))).toBe(false);
    // Production React (the development build alone is over 100 KB gzip).
    expect(total(bundle.dialog)).toBeLessThan(90_000);
  });
});
