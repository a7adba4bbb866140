/**
 * The not-found page (SPEC §2, §8; DESIGN URLs): a title-shaped URL reaches its canonical page on
 * a plain static host — the server answers 404 with 404.html, whose script normalises the path
 * with the title-matching rule and replaces the location. Anything else keeps the message.
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

test('not found: an unknown path shows the message in both languages and stays', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByText('Die gesuchte Seite existiert nicht.')).toBeVisible();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/no/such/page');
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
