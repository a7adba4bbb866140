/**
 * The not-found pages: a title-shaped URL reaches its canonical page on a plain static host — the
 * server answers 404 with the not-found page of the path's language (the release's `_redirects`),
 * whose script normalises the path with the title-matching rule, fetches the one shard of the
 * redirect index that can hold it and replaces the location. Anything else keeps the message, in
 * the path's language. /SmartPage/* is one permanent redirect to the ContentPage.
 */
import { expect, test } from './support/test.ts';

test.beforeEach(({ consoleErrors }) => {
  // The browser reports the 404 status of the document these tests ask for on purpose.
  consoleErrors.allow(/status of 404/);
});

const CASES: readonly [string, RegExp][] = [
  ['/About Us', /\/about-us$/],
  ['/ABOUT-US', /\/about-us$/],
  ['/digital strategy + change', /\/digital-strategy-\+-change$|\/digital-strategy-change$/],
  ['/NewsHome/Großes Jubiläum – 10 Jahre Lindenfeld!', /\/NewsHome\/[^/]+$/],
  ['/neuigkeiten/Havelberg Intranet goes LIVE', /\/neuigkeiten\/havelberg-intranet-goes-live$/],
  ['/veranstaltungen/Änderungsmanagement: Workshop für Vereine', /\/veranstaltungen\/[^/]+$/],
  ['/EventHome/aenderungsmanagement workshop fuer vereine', /\/EventHome\/[^/]+$/],
  ['/contentpage/Intranet Playbook 2026', /\/ContentPage\/intranet-playbook-2026$/],
  // A news item no card links to has no ContentPage: its title URL leads to its news page.
  ['/ContentPage/Annual Report 2024 published', /\/NewsHome\/annual-report-2024-published$/],
  ['/de/ContentPage/annual report 2024 published', /\/neuigkeiten\/annual-report-2024-published$/],
  // The host's wildcard redirect first (301), then the title fallback on the ContentPage URL.
  ['/SmartPage/Intranet Playbook 2026', /\/ContentPage\/intranet-playbook-2026$/],
  ['/de/Über uns', /\/de\/about-us$/],
  ['/newshome', /\/NewsHome$/],
];

for (const [requested, expected] of CASES) {
  test(`not found: ${requested} reaches its canonical page`, async ({ page }) => {
    const response = await page.request.get(encodeURI(requested));
    expect(response.status(), 'the server answers 404 like a CDN').toBe(404);
    await page.goto(encodeURI(requested));
    await expect(page).toHaveURL(expected);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toHaveCount(0);
  });
}

test('not found: an unknown path shows the English page, only its message, and stays', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Page not found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByText('Die gesuchte Seite existiert nicht.')).toHaveCount(0);
  // The shard was fetched and held no match: only then is the page known to stay.
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/no/such/page');
});

for (const requested of [
  '/de/gibt/es/nicht',
  '/neuigkeiten/gibt-es-nicht',
  '/veranstaltungen/gibt es nicht',
  '/datenschutz/gibt-es-nicht',
]) {
  test(`not found: ${requested} gets the German page (title, heading, navigation, message)`, async ({
    page,
  }) => {
    const response = await page.goto(encodeURI(requested));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(/^Seite nicht gefunden/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByText('Die gesuchte Seite existiert nicht.')).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toHaveCount(0);
    // The German navigation: the news entry leads to the German list.
    await expect(page.locator('header a[href="/neuigkeiten"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(encodeURI(requested));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('not found: the German page still shows its message', async ({ page }) => {
    const response = await page.goto('/de/gibt/es/nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Die gesuchte Seite existiert nicht.')).toBeVisible();
  });
});

test('/SmartPage/* answers one permanent redirect to the ContentPage, in both languages', async ({
  page,
}) => {
  for (const [from, to] of [
    ['/SmartPage/intranet-playbook-2026', '/ContentPage/intranet-playbook-2026'],
    ['/de/SmartPage/intranet-playbook-2026?x=1', '/de/ContentPage/intranet-playbook-2026?x=1'],
  ] as const) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
  await page.goto('/de/SmartPage/intranet-playbook-2026');
  await expect(page).toHaveURL(/\/de\/ContentPage\/intranet-playbook-2026$/);
});

test('not found: a title with invalid URI encoding is logged as a warning and used as is', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/NewsHome/100%25%zz');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  expect(warnings.some((w) => /Invalid URI encoding/.test(w))).toBe(true);
});
