/**
 * Details of the layout: card images show at most 100 px wide in every card, the dated cards of
 * news and event grids, lists and carousels included; the BackgroundImage hero is full height;
 * German text hyphenates (lang="de") rather than breaking long compounds mid-word. Cards are found
 * as what they are — articles inside the page's sections and lists — not by class names.
 */
import { CARD_IMAGE_MAX_WIDTH } from '../../src/content/constants.ts';
import { LOCALES, PAGE_TYPES, siteModel } from './support/pageTypes.ts';
import { expect, test } from './support/test.ts';

const WITH_CARDS = ['home page', 'content page with every section type', 'news list', 'event list'];

for (const locale of LOCALES) {
  for (const pageType of PAGE_TYPES.filter((t) => WITH_CARDS.includes(t.name))) {
    for (const width of [390, 1440]) {
      test(`a visitor sees card images at most 100 px wide on the ${locale} ${pageType.name} at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const path = pageType.path(await siteModel(), locale);
        await page.goto(encodeURI(path));
        // Every image in a card (an article that is not the page's own article).
        const widths = await page.evaluate(() =>
          [...document.querySelectorAll('main article img')]
            .filter((img) => img.closest('article')?.parentElement?.localName !== 'main')
            .map((img) => ({
              src: img.getAttribute('src') ?? '',
              width: img.getBoundingClientRect().width,
            })),
        );
        expect(widths.length, `${path} shows cards with images`).toBeGreaterThan(0);
        const tooWide = widths.filter((image) => image.width > CARD_IMAGE_MAX_WIDTH + 0.5);
        expect(tooWide, path).toEqual([]);
      });
    }
  }
}

for (const width of [390, 1440]) {
  test(`a visitor sees the hero fill the first screen below the header at ${width} px`, async ({
    page,
  }) => {
    const model = await siteModel();
    const home = model.en.home;
    expect(home?.sections[0]?.type, 'the home page opens with a hero').toBe('BackgroundImage');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const header = await page.locator('body > header').boundingBox();
    const hero = await page.locator('main > section').first().boundingBox();
    expect(header && hero).toBeTruthy();
    expect(hero?.y).toBeCloseTo((header?.y ?? 0) + (header?.height ?? 0), 0);
    expect(hero?.height ?? 0).toBeGreaterThanOrEqual(900 - (header?.height ?? 0) - 1);
  });
}

test('a German reader sees words hyphenated by the German dictionary, an English one not', async ({
  page,
}) => {
  const hyphens = async (path: string) => {
    await page.goto(path);
    return page
      .locator('main p')
      .first()
      .evaluate((p) => getComputedStyle(p).hyphens);
  };
  expect(await hyphens('/de/')).toBe('auto');
  expect(await hyphens('/')).toBe('manual');
});
