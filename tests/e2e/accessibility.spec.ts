/**
 * axe-core over every page type (tools/lib/pageTypes.ts) in both languages, on both content
 * sets (the demo content and the second one, tests/support/secondContent.ts), at a phone and a
 * desktop width: no serious or critical WCAG 2.1 A/AA violations.
 *
 * Each page is checked twice: first as its server HTML, with the islands' code held back (what a
 * visitor has until an island hydrates, which for a lazy island may be never: a carousel's strip,
 * say, must then be usable by keyboard), then with every island hydrated. Also: the open
 * slide-over, and the consent box of a first visit.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E } from './support/e2eEnv.ts';
import { holdScripts, islandScripts } from './support/holdIslands.ts';
import { LOCALES, PAGE_TYPES, siteModel } from './support/pageTypes.ts';
import { expect, test } from './support/test.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CONTENT_SETS = [
  { name: 'demo', siteUrl: E2E.siteUrl, snapshot: E2E.snapshot },
  { name: 'second', siteUrl: E2E.second.siteUrl, snapshot: E2E.second.snapshot },
] as const;

const WIDTHS = [390, 1440] as const;

/** Every width's violations, keyed by width, so a failure names where it was found. */
async function violationsAtEachWidth(page: Page): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found[width] = await seriousViolations(page);
  }
  return found;
}

const noViolations = Object.fromEntries(WIDTHS.map((width) => [width, []]));

/**
 * Hydrates every island a visitor can wake: a Tab press (every `client:interaction` island), each
 * `client:visible` island brought into view. The consent island stays as it is (a stored choice:
 * it never hydrates).
 */
async function hydrateAll(page: Page): Promise<void> {
  await page.locator('body').press('Tab');
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    await island.evaluate((element) => {
      // The island's element has no box of its own (display: contents); its content has.
      const first = element.firstElementChild ?? element;
      first.scrollIntoView({ block: 'center' });
    });
  }
  await expect(page.locator('astro-island[ssr]:not([client="consent"])')).toHaveCount(0);
}

for (const content of CONTENT_SETS) {
  for (const locale of LOCALES) {
    for (const pageType of PAGE_TYPES) {
      test(`accessibility: the ${content.name} content's ${locale} ${pageType.name}, before and after hydration`, async ({
        context,
      }) => {
        const path = encodeURI(pageType.path(await siteModel(content.snapshot), locale));
        const url = `${content.siteUrl}${path}`;
        const response = await context.request.get(url);
        expect(response.status(), url).toBe(pageType.status ?? 200);
        const release = await holdScripts(context, islandScripts(await response.text()));
        // A page of its own: the shared one's navigation waits for its islands to hydrate.
        const page = await context.newPage();
        await page.goto(url);
        const islands = await page.locator('astro-island').count();
        await expect(page.locator('astro-island[ssr]')).toHaveCount(islands);
        expect(await violationsAtEachWidth(page), `${url}, islands not hydrated`).toEqual(
          noViolations,
        );

        release();
        await hydrateAll(page);
        expect(await violationsAtEachWidth(page), `${url}, islands hydrated`).toEqual(noViolations);
      });
    }
  }
}

test('accessibility: the open slide-over has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  await page.locator('a[data-open-item]').first().click();
  const dialog = page.locator('dialog.detail-panel');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-panel-body]')).not.toHaveAttribute('aria-busy', 'true');
  // Its opening animation over (axe reads colours mid-fade otherwise).
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ storeConsent: false });

  for (const path of ['/', '/de/']) {
    test(`accessibility: the consent box over ${path} has no serious or critical axe violations`, async ({
      page,
    }) => {
      await page.goto(path);
      const box = page.locator('#cc-main .cm');
      await expect(box).toBeVisible();
      // Faded in: its colours are its own, not part-way to them.
      await expect.poll(() => box.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
      expect(await violationsAtEachWidth(page)).toEqual(noViolations);
    });
  }
});
