/**
 * A missing image never shows as a broken image, even without JavaScript. Site-relative files are
 * checked at build time; an image that still fails in the browser (another origin, a file gone
 * since the build) shows the placeholder the stylesheet draws as the image's ::before, which
 * browsers render only for an image that did not load.
 *
 * How it is seen: a screenshot of the failed image's box is decoded by the browser itself (a
 * canvas in a blank page) and every pixel must be a light, grey placeholder tone. The same box
 * with the placeholder rule switched off must show the browser's broken-image icon (coloured
 * pixels), so the check can tell the two apart.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test.use({ javaScriptEnabled: false });

/** Pixels of the element's screenshot that are neither light nor grey (the icon's colours). */
async function colouredPixels(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64');
  const reader = await page.context().newPage();
  try {
    return await reader.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, canvas.width, canvas.height);
      let coloured = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        const spread = Math.max(r, g, b) - Math.min(r, g, b);
        if (spread > 24 || Math.min(r, g, b) < 170) coloured += 1;
      }
      return coloured;
    }, png);
  } finally {
    await reader.close();
  }
}

test('without JavaScript a cover that fails to load shows a placeholder, not a broken image', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // Every cover fails to load, as one from another origin might.
  await page.route(/\/PublishingImages\/Covers\//u, (route) => route.abort());
  await page.goto('/NewsHome');
  const image = page.locator('main img[data-fallback]').first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
    .toBe(true);
  const box = await image.boundingBox();
  expect(box?.width ?? 0, 'the failed image keeps its box').toBeGreaterThan(40);

  await page.screenshot({ path: test.info().outputPath('broken-cover-placeholder.png') });
  expect(await colouredPixels(page, image)).toBe(0);

  // Control: the same box without the placeholder shows the browser's broken-image icon.
  // (A constructed style sheet: the site's Content-Security-Policy refuses an inline <style>.)
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('img::before { content: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  expect(await colouredPixels(page, image)).toBeGreaterThan(20);
});
