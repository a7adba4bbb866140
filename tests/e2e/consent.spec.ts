/**
 * The consent dialog and analytics on the real site: the demo build configured for the stand-in
 * Matomo (E2E.matomoUrl, site id 1), served with its `_headers`, so every page runs under the real
 * Content-Security-Policy and any violation fails the test. Every test is a new visitor in a fresh
 * browser context; the stand-in records each request that reaches the tracker host.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Cookie, Page, Request } from '@playwright/test';
import { E2E } from './support/e2eEnv.ts';
import { expect, test, type ConsentFiles } from './support/consent.ts';

// The stand-in Matomo listens on one fixed port (the site is built for it): keep this file's
// tests in one worker, in order. A failing test does not skip the others.
test.describe.configure({ mode: 'default' });
test.use({ locale: 'en-GB' });

const DAY_S = 86_400;
const MATOMO_ORIGIN = new URL(E2E.matomoUrl).origin;

const consentBox = (page: Page) => page.locator('#cc-main .cm');
const preferences = (page: Page) => page.locator('#cc-main .pm');
const analyticsToggle = (page: Page) => preferences(page).locator('input[value="analytics"]');

/** Every URL the browser requests from now on, in this context (all pages). */
function watchRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

const sameOriginPaths = (urls: readonly string[]) =>
  urls.filter((url) => url.startsWith(`${E2E.siteUrl}/`)).map((url) => new URL(url).pathname);
const trackerHostRequests = (urls: readonly string[]) =>
  urls.filter((url) => new URL(url).origin === MATOMO_ORIGIN);

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

async function trackerCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith('_pk_') || name === 'mtm_consent');
}

/** The categories in the stored consent record, or null without one. */
async function consentCategories(context: BrowserContext): Promise<string[] | null> {
  const cookie = await cookieNamed(context, 'cc_cookie');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}

/** Loads `path` and waits until its scripts (and any tracker request) have settled. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The consent files this page list contains, for "none of the dialog was downloaded". */
const consentFilesIn = (paths: readonly string[], files: readonly string[]) =>
  paths.filter((path) => files.includes(path));

/** Shows that the build was scanned right, so "not downloaded" means something. */
function expectDialogFilesFound(files: ConsentFiles): void {
  expect(files.dialog.some((path) => path.endsWith('.css'))).toBe(true);
  expect(files.dialog.some((path) => /\.m?js$/.test(path))).toBe(true);
}

test.describe('first visit: the dialog in the browser language, nothing tracked before a choice', () => {
  const LANGUAGES = [
    {
      locale: 'en-GB',
      path: '/',
      title: 'Privacy Settings',
      description: 'We use cookies to improve your experience. Manage your preferences below.',
      buttons: ['Accept all', 'Let Me Choose', 'Decline'],
      policy: '/privacy-policy',
    },
    {
      locale: 'de-DE',
      path: '/de/',
      title: 'Datenschutzeinstellungen',
      description:
        'Wir verwenden Cookies, um Ihre Erfahrung zu verbessern. Verwalten Sie unten Ihre Einstellungen.',
      buttons: ['Alle akzeptieren', 'Auswahl bestätigen', 'Ablehnen'],
      policy: '/datenschutz',
    },
    {
      locale: 'fr-FR',
      path: '/',
      title: 'Paramètres de confidentialité',
      description:
        'Nous utilisons des cookies pour améliorer votre expérience. Gérez vos préférences ci-dessous.',
      buttons: ['Tout accepter', 'Me laisser choisir', 'Refuser'],
      policy: '/privacy-policy',
    },
    {
      locale: 'es-ES',
      path: '/',
      title: 'Configuración de privacidad',
      description:
        'Utilizamos cookies para mejorar su experiencia. Gestione sus preferencias a continuación.',
      buttons: ['Aceptar todo', 'Déjame elegir', 'Rechazar'],
      policy: '/privacy-policy',
    },
    // Another browser language gets English, whatever the page's language.
    {
      locale: 'it-IT',
      path: '/de/',
      title: 'Privacy Settings',
      description: 'We use cookies to improve your experience. Manage your preferences below.',
      buttons: ['Accept all', 'Let Me Choose', 'Decline'],
      policy: '/privacy-policy',
    },
  ] as const;

  for (const language of LANGUAGES) {
    test.describe(language.locale, () => {
      test.use({ locale: language.locale });

      test(`a ${language.locale} visitor sees "${language.title}" bottom right in the dark theme`, async ({
        page,
        context,
        matomo,
      }) => {
        const urls = watchRequests(context);
        await visit(page, language.path);
        const box = consentBox(page);
        await expect(box).toBeVisible();
        await expect(box.locator('#cm__title')).toHaveText(language.title);
        await expect(box.locator('#cm__desc')).toHaveText(language.description);
        for (const name of language.buttons) {
          await expect(box.getByRole('button', { name, exact: true })).toBeVisible();
        }
        await expect(box.getByRole('button')).toHaveCount(language.buttons.length);
        await expect(box.locator('a[href]')).toHaveAttribute('href', language.policy);

        // Bottom-right box, dark theme.
        await expect(box).toHaveClass(/\bcm--box\b/);
        await expect(box).toHaveClass(/\bcm--bottom\b/);
        await expect(box).toHaveClass(/\bcm--right\b/);
        await expect(page.locator('html')).toHaveClass(/\bcc--darkmode\b/);
        const viewport = page.viewportSize() ?? { width: 0, height: 0 };
        const bounds = await box.boundingBox();
        expect(bounds).not.toBeNull();
        if (bounds) {
          expect(viewport.width - (bounds.x + bounds.width)).toBeLessThan(64);
          expect(viewport.height - (bounds.y + bounds.height)).toBeLessThan(64);
          expect(bounds.x).toBeGreaterThan(viewport.width / 2);
        }
        const background = await box.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        expect(luminance(background), `dialog background ${background}`).toBeLessThan(0.2);

        // Nothing reached the tracker host, and no tracker cookie, before a choice.
        expect(trackerHostRequests(urls)).toEqual([]);
        expect(matomo.requests).toEqual([]);
        expect(await trackerCookies(context)).toEqual([]);
        expect(await consentCategories(context)).toBeNull();
      });
    });
  }

  test('the page stays usable behind the dialog (no forced choice)', async ({ page, matomo }) => {
    await visit(page, '/');
    await expect(consentBox(page)).toBeVisible();
    await page.locator('a[href="/contact"]').first().click();
    await page.waitForURL(`${E2E.siteUrl}/contact`);
    await expect(consentBox(page)).toBeVisible();
    expect(matomo.requests).toEqual([]);
  });
});

test.describe('a keyboard user on a first visit: the box neither takes nor holds focus', () => {
  // The library moves focus into the box when its fade-in ends: keep the fade, so that move
  // would happen here.
  test.use({ reducedMotion: 'no-preference' });

  /** Where focus is now: 'box' (inside the consent box), 'page' (elsewhere) or 'none' (body). */
  const focusPlace = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'none';
      return active.closest('#cc-main') ? 'box' : 'page';
    });

  /** Presses Tab until focus is in `place`, at most `presses` times; the presses it took. */
  async function tabTo(page: Page, place: 'box' | 'page', presses: number): Promise<number> {
    for (let pressed = 1; pressed <= presses; pressed += 1) {
      await page.keyboard.press('Tab');
      if ((await focusPlace(page)) === place) return pressed;
    }
    return Number.POSITIVE_INFINITY;
  }

  test('the page load moves no focus into the box, even once it has faded in', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { focused: [] as string[], shown: false };
      Object.assign(window, { __consentWatch: seen });
      document.addEventListener(
        'focusin',
        (event) => {
          const target = event.target as Element;
          seen.focused.push(target.closest('#cc-main') ? 'box' : target.tagName);
        },
        true,
      );
      // Runs before the library's own listener on the box, in the same dispatch.
      document.addEventListener(
        'transitionend',
        (event) => {
          const target = event.target as Element;
          if (event.propertyName === 'opacity' && target.matches('#cc-main .cm')) seen.shown = true;
        },
        true,
      );
    });
    await visit(page, '/');
    await expect(consentBox(page)).toBeVisible();
    type Watch = { __consentWatch: { focused: string[]; shown: boolean } };
    const watch = () => page.evaluate(() => (window as unknown as Watch).__consentWatch);
    await expect.poll(async () => (await watch()).shown).toBe(true);
    expect((await watch()).focused).toEqual([]);
    expect(await focusPlace(page)).toBe('none');
  });

  test('Tab from the top meets the box first, then goes on through the page, and Shift+Tab comes back', async ({
    page,
  }) => {
    await visit(page, '/');
    const box = consentBox(page);
    await expect(box).toBeVisible();

    // First stop: the box's first button; then its other controls; then the page.
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Accept all', exact: true })).toBeFocused();
    const controls = await box.locator('button, a[href]').count();
    expect(await tabTo(page, 'page', controls)).toBe(controls);
    await expect(page.locator('.skip-link')).toBeFocused();
    // Twenty more presses stay in the page and reach its header and content links.
    const reached = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusPlace(page)).toBe('page');
      reached.add(
        await page.evaluate(
          () => document.activeElement?.closest('header, main, footer')?.tagName ?? '',
        ),
      );
    }
    expect(reached).toContain('HEADER');
    // And back into the box from the page.
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(page)).toBe('box');
    // A landmark to go back to, named by its title; not a modal dialog.
    const region = page.getByRole('region', { name: 'Privacy Settings', exact: true });
    await expect(region).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-modal', /.*/);
  });

  test('Enter on "Accept all" chooses it: stored, tracked, the box gone', async ({
    page,
    context,
    matomo,
  }) => {
    await visit(page, '/');
    await expect(consentBox(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(consentBox(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(consentBox(page)).toBeHidden();
    expect(await consentCategories(context)).toEqual(['analytics']);
    await matomo.waitFor((r) => r.query['consent'] === '1' && 'action_name' in r.query);
    // The next Tab goes on into the page from the top.
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toBe('page');
  });

  test.describe('German', () => {
    test.use({ locale: 'de-DE' });

    test('Enter on "Ablehnen", reached by Tab from the page, declines: stored, nothing tracked', async ({
      page,
      context,
      matomo,
    }) => {
      await visit(page, '/de/');
      await expect(page.getByRole('region', { name: 'Datenschutzeinstellungen' })).toBeVisible();
      // A visitor who went into the page first comes back to the box by Shift+Tab.
      await page.locator('.skip-link').focus();
      await page.keyboard.press('Shift+Tab');
      const decline = consentBox(page).getByRole('button', { name: 'Ablehnen', exact: true });
      for (
        let i = 0;
        i < 4 && !(await decline.evaluate((b) => b === document.activeElement));
        i++
      ) {
        await page.keyboard.press('Shift+Tab');
      }
      await expect(decline).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(consentBox(page)).toBeHidden();
      expect(await consentCategories(context)).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(matomo.requests).toEqual([]);
    });
  });
});

test('Decline: nothing is tracked, and the next page neither asks again nor downloads the dialog', async ({
  page,
  context,
  matomo,
  consentFiles,
}) => {
  expectDialogFilesFound(consentFiles);
  const urls = watchRequests(context);
  await visit(page, '/');
  // The first visit did download the dialog: the watch below would see it.
  expect(consentFilesIn(sameOriginPaths(urls), consentFiles.dialog)).not.toEqual([]);
  await consentBox(page).getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(consentBox(page)).toBeHidden();
  expect(await consentCategories(context)).toEqual([]);
  await page.waitForLoadState('networkidle');

  const nextPage = urls.length;
  await visit(page, '/contact');
  await expect(page.locator('#cc-main')).toHaveCount(0);
  const downloaded = sameOriginPaths(urls.slice(nextPage));
  expect(downloaded.length).toBeGreaterThan(0);
  expect(consentFilesIn(downloaded, consentFiles.dialog)).toEqual([]);
  expect(consentFilesIn(downloaded, consentFiles.analytics)).toEqual([]);

  expect(trackerHostRequests(urls)).toEqual([]);
  expect(matomo.requests).toEqual([]);
  expect(await trackerCookies(context)).toEqual([]);
});

test('Accept all: the tracker loads, consent and the page view are recorded, for 180 days', async ({
  page,
  context,
  matomo,
  consentFiles,
}) => {
  expectDialogFilesFound(consentFiles);
  expect(consentFiles.analytics).not.toEqual([]);
  const urls = watchRequests(context);
  await visit(page, '/');
  expect(matomo.requests).toEqual([]);
  const acceptedAt = Date.now() / 1000;
  await consentBox(page).getByRole('button', { name: 'Accept all', exact: true }).click();
  await expect(consentBox(page)).toBeHidden();

  // matomo.js from the configured host, then the page view with consent.
  const view = await matomo.waitFor((r) => r.path === '/matomo.php' && 'action_name' in r.query);
  expect(matomo.requests[0]?.path).toBe('/matomo.js');
  expect(view.query).toMatchObject({
    idsite: E2E.matomoSiteId,
    rec: '1',
    consent: '1',
    url: `${E2E.siteUrl}/`,
  });

  // Consent registered with the tool, remembered as long as the consent record.
  await expect.poll(() => trackerCookies(context)).toHaveLength(3);
  const names = await trackerCookies(context);
  expect(names.some((name) => name.startsWith(`_pk_id.${E2E.matomoSiteId}.`))).toBe(true);
  expect(names.some((name) => name.startsWith(`_pk_ses.${E2E.matomoSiteId}.`))).toBe(true);
  const remembered = await cookieNamed(context, 'mtm_consent');
  expect(Math.abs((remembered?.expires ?? 0) - acceptedAt - 180 * DAY_S)).toBeLessThan(DAY_S);

  // The consent record: analytics granted, 180 days (± 1 day).
  expect(await consentCategories(context)).toEqual(['analytics']);
  const record = await cookieNamed(context, 'cc_cookie');
  expect(Math.abs((record?.expires ?? 0) - acceptedAt - 180 * DAY_S)).toBeLessThan(DAY_S);

  // The next page: no dialog, none of its code, and its page view is tracked too.
  const nextPage = urls.length;
  const nextRequest = matomo.requests.length;
  await visit(page, '/contact');
  await matomo.waitFor(
    (r) => r.path === '/matomo.php' && r.query['url'] === `${E2E.siteUrl}/contact`,
    { from: nextRequest },
  );
  await expect(page.locator('#cc-main')).toHaveCount(0);
  const downloaded = sameOriginPaths(urls.slice(nextPage));
  expect(consentFilesIn(downloaded, consentFiles.dialog)).toEqual([]);
  expect(consentFilesIn(downloaded, consentFiles.analytics)).not.toEqual([]);
});

test('Accept all: a click on a link to another site is tracked', async ({ page, matomo }) => {
  await visit(page, '/');
  const outbound = page.locator(`a[href^="http"]:not([href^="${E2E.siteUrl}"])`).first();
  expect(await outbound.count(), 'the content links to another site').toBeGreaterThan(0);
  await consentBox(page).getByRole('button', { name: 'Accept all', exact: true }).click();
  await matomo.waitFor((r) => 'action_name' in r.query);
  const href = (await outbound.evaluate((link: HTMLAnchorElement) => {
    // Stay on the page (no network beyond the test servers); the tracker listens before this.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.removeAttribute('target');
    return link.href;
  })) as string;
  await outbound.dispatchEvent('click');
  await matomo.waitFor((r) => r.query['link'] === href);
});

test('Let Me Choose: analytics is on by default, not forced, and saving it on starts tracking', async ({
  page,
  context,
  matomo,
}) => {
  await visit(page, '/');
  await consentBox(page).getByRole('button', { name: 'Let Me Choose', exact: true }).click();
  await expect(preferences(page)).toBeVisible();
  await expect(preferences(page)).toContainText(
    'Collects anonymous usage data to help improve the website.',
  );
  await expect(analyticsToggle(page)).toBeChecked();
  await expect(analyticsToggle(page)).toBeEnabled();
  expect(matomo.requests).toEqual([]);
  await preferences(page).getByRole('button', { name: 'Save my choices' }).click();
  await matomo.waitFor((r) => r.query['consent'] === '1' && 'action_name' in r.query);
  expect(await consentCategories(context)).toEqual(['analytics']);
});

test.describe('German preferences', () => {
  test.use({ locale: 'de-DE' });

  test('"Auswahl bestätigen" opens them, "Einstellungen speichern" saves them; the window fits its content at 1440 px', async ({
    page,
    context,
    matomo,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/de');
    await consentBox(page).getByRole('button', { name: 'Auswahl bestätigen', exact: true }).click();
    const window = preferences(page);
    await expect(window).toBeVisible();
    // The box stays behind the window; inside it, the save button has a name of its own.
    await expect(
      window.getByRole('button', { name: 'Auswahl bestätigen', exact: true }),
    ).toHaveCount(0);
    const save = window.getByRole('button', { name: 'Einstellungen speichern', exact: true });
    await expect(save).toBeVisible();

    // Sized to its content: no empty band between the body's last line and the footer, and the
    // window is no taller than header, body content and footer together.
    await expect
      .poll(() =>
        window.evaluate((element) => {
          const part = (selector: string) => element.querySelector<HTMLElement>(selector);
          const [header, body, footer] = ['.pm__header', '.pm__body', '.pm__footer'].map(part);
          if (!header || !body || !footer) return Number.POSITIVE_INFINITY;
          const content = header.offsetHeight + body.scrollHeight + footer.offsetHeight;
          return element.getBoundingClientRect().height - content;
        }),
      )
      .toBeLessThanOrEqual(2);
    const box = await window.boundingBox();
    expect(box?.height ?? 0, 'the window is shorter than the viewport').toBeLessThan(900 - 32);
    await page.screenshot({ path: testInfo.outputPath('preferences-de-1440.png') });

    await save.click();
    await expect(window).toBeHidden();
    await matomo.waitFor((r) => r.query['consent'] === '1' && 'action_name' in r.query);
    expect(await consentCategories(context)).toEqual(['analytics']);
  });
});

test.describe('withdrawal from the footer link', () => {
  test('"Privacy settings" on a later page, analytics off, save: the tool forgets, its cookies go', async ({
    page,
    context,
    matomo,
    consentFiles,
  }) => {
    // Accepted on the home page; on the next page the tracker runs from the stored consent.
    await visit(page, '/');
    await consentBox(page).getByRole('button', { name: 'Accept all', exact: true }).click();
    await matomo.waitFor((r) => 'action_name' in r.query);
    const nextPage = matomo.requests.length;
    await visit(page, '/contact');
    await matomo.waitFor((r) => r.query['url'] === `${E2E.siteUrl}/contact`, { from: nextPage });
    await expect.poll(() => trackerCookies(context)).toHaveLength(3);
    const urls = watchRequests(context);

    const from = matomo.requests.length;
    await page.locator('footer').getByRole('link', { name: 'Privacy settings' }).click();
    await expect(preferences(page)).toBeVisible();
    // The dialog was downloaded on demand, and the page stayed where it was.
    expect(consentFilesIn(sameOriginPaths(urls), consentFiles.dialog)).not.toEqual([]);
    expect(page.url()).toBe(`${E2E.siteUrl}/contact`);
    await expect(analyticsToggle(page)).toBeChecked();
    await analyticsToggle(page).uncheck({ force: true });
    await preferences(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(preferences(page)).toBeHidden();

    await matomo.waitFor((r) => r.query['forget_consent'] === '1', { from });
    await expect.poll(() => trackerCookies(context)).toEqual([]);
    expect(await consentCategories(context)).toEqual([]);

    const after = matomo.requests.length;
    await visit(page, '/');
    await expect(page.locator('#cc-main')).toHaveCount(0);
    expect(matomo.requests.slice(after)).toEqual([]);
    expect(await trackerCookies(context)).toEqual([]);
  });

  test.describe('German', () => {
    test.use({ locale: 'de-DE' });

    test('"Datenschutzeinstellungen" right after accepting, Ablehnen: the tool forgets, its cookies go', async ({
      page,
      context,
      matomo,
    }) => {
      await visit(page, '/de/');
      await consentBox(page).getByRole('button', { name: 'Alle akzeptieren', exact: true }).click();
      await matomo.waitFor((r) => 'action_name' in r.query);
      await expect.poll(() => trackerCookies(context)).toHaveLength(3);

      const from = matomo.requests.length;
      await page.locator('footer').getByRole('link', { name: 'Datenschutzeinstellungen' }).click();
      await expect(preferences(page)).toBeVisible();
      await preferences(page).getByRole('button', { name: 'Ablehnen', exact: true }).click();
      await expect(preferences(page)).toBeHidden();

      await matomo.waitFor((r) => r.query['forget_consent'] === '1', { from });
      await expect.poll(() => trackerCookies(context)).toEqual([]);
      expect(await consentCategories(context)).toEqual([]);

      const after = matomo.requests.length;
      await visit(page, '/datenschutz');
      await expect(page.locator('#cc-main')).toHaveCount(0);
      expect(matomo.requests.slice(after)).toEqual([]);
      expect(await trackerCookies(context)).toEqual([]);
    });
  });
});

test('the CSP watch catches a violation (an injected inline script is blocked and reported)', async ({
  page,
  csp,
  consoleErrors,
}) => {
  csp.tolerate();
  consoleErrors.allow(/Content Security Policy/);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${MATOMO_ORIGIN}`);
  expect(policy).not.toContain('unsafe-inline');
  expect(csp.violations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    // An inline script allowed to run runs as it is inserted: nothing to wait for.
    document.body.append(script);
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // Both channels saw it: the page's securitypolicyviolation event and Chromium's console report.
  const events = () => csp.violations.filter((text) => !text.startsWith('console: '));
  await expect.poll(() => events().join('\n')).toMatch(/^script-src-elem blocked inline on /);
  await expect.poll(() => csp.violations.join('\n')).toMatch(/console: .*Content Security Policy/);
});

test('page weight: a returning visitor who declined downloads no consent dialog on the home page', async ({
  page,
  browser,
  context,
  consentFiles,
}) => {
  // First visit: decline.
  await visit(page, '/');
  await consentBox(page).getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(consentBox(page)).toBeHidden();

  // Returning: same cookies, empty cache, so every file the page needs is transferred.
  const returning = await browser.newContext({
    locale: 'en-GB',
    storageState: await context.storageState(),
  });
  try {
    const again = await returning.newPage();
    const scripts: Promise<{ path: string; raw: number; gzip: number }>[] = [];
    const urls = watchRequests(returning);
    again.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === E2E.siteUrl && /\.m?js$/.test(url.pathname)) {
        scripts.push(
          response.body().then((body) => ({
            path: url.pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          })),
        );
      }
    });
    await visit(again, '/');
    await again.locator('footer').scrollIntoViewIfNeeded();
    await again.waitForLoadState('networkidle');
    await expect(again.locator('#cc-main')).toHaveCount(0);
    const downloaded = sameOriginPaths(urls);
    expect(consentFilesIn(downloaded, consentFiles.dialog)).toEqual([]);
    expect(consentFilesIn(downloaded, consentFiles.analytics)).toEqual([]);

    const files = await Promise.all(scripts);
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const summary = `${files.length} scripts, ${raw} bytes raw, ${gzip} bytes gzip`;
    console.log(`Returning visitor (declined), home page JavaScript: ${summary}`, files);
    test.info().annotations.push({ type: 'returning-visitor-home-js', description: summary });
  } finally {
    await returning.close();
  }
});

/** Relative luminance (0 black … 1 white) of a CSS `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r = 255, g = 255, b = 255] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
