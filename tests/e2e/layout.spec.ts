/**
 * Every page type is complete and fits its width, with and without JavaScript, in both languages,
 * at 390 px and 1440 px: nothing wider than the viewport (a full-page screenshot is exactly as wide
 * as the page's scrollable width), a visible heading, main content and footer. The screenshots are
 * kept in the test output for a person to look at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const WIDTHS = [390, 1440] as const;

interface PageCase {
  readonly name: string;
  readonly path: (page: Page) => Promise<string>;
  readonly status?: number;
}

/** The first detail link of a list page (the list itself decides which items exist). */
const firstDetail = (list: string) => async (page: Page) => {
  await page.goto(list);
  const href = await page.locator('[data-items] a[data-open-item]').first().getAttribute('href');
  expect(href, `${list} lists at least one item`).toBeTruthy();
  return href ?? list;
};

const CASES: Record<'en' | 'de', readonly PageCase[]> = {
  en: [
    { name: 'home', path: async () => '/' },
    { name: 'content page with every section type', path: async () => '/showcase' },
    { name: 'news list', path: async () => '/NewsHome' },
    { name: 'news detail', path: firstDetail('/NewsHome') },
    { name: 'contact', path: async () => '/contact' },
    { name: 'not found', path: async () => '/no-such-page-anywhere', status: 404 },
  ],
  de: [
    { name: 'home', path: async () => '/de/' },
    { name: 'content page with every section type', path: async () => '/de/showcase' },
    { name: 'news list', path: async () => '/neuigkeiten' },
    { name: 'news detail', path: firstDetail('/neuigkeiten') },
    { name: 'contact', path: async () => '/de/contact' },
  ],
};

/** Width in px of a PNG (from its IHDR chunk). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

for (const javaScript of [true, false]) {
  test.describe(`layout ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    for (const locale of ['en', 'de'] as const) {
      for (const pageCase of CASES[locale]) {
        for (const width of WIDTHS) {
          test(`${locale} ${pageCase.name} at ${width} px is complete and fits`, async ({
            page,
            consoleErrors,
          }, info) => {
            // The browser reports the document's own 404 status; that is the point of the page.
            if (pageCase.status === 404) consoleErrors.allow(/status of 404/);
            await page.setViewportSize({ width, height: 900 });
            const path = await pageCase.path(page);
            const response = await page.goto(path);
            expect(response?.status()).toBe(pageCase.status ?? 200);
            await expect(page.locator('h1').first()).toBeVisible();
            await expect(page.locator('main')).not.toBeEmpty();
            await expect(page.locator('footer.site-footer')).toBeVisible();
            const shot = await page.screenshot({
              fullPage: true,
              path: info.outputPath(`${locale}-${pageCase.name.replace(/\W+/g, '-')}-${width}.png`),
            });
            expect(pngWidth(shot), 'page is no wider than the viewport').toBeLessThanOrEqual(width);
          });
        }
      }
    }
  });
}
