/**
 * What a control says is what it is called (WCAG 2.4.4 link purpose, 2.5.3 label in name). On every
 * page type in both languages: each link and button's accessible name contains its visible text
 * (axe's label-content-name-mismatch, with link-name and button-name), and no link or button reads
 * only "Learn more", "Mehr erfahren" or another generic text — its text as the page renders it
 * (what Lighthouse and a screen reader's link list see) says where it leads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isGenericLinkText } from '../../src/content/accessibleName.ts';
import { LOCALES, PAGE_TYPES, siteModel } from './support/pageTypes.ts';
import { expect, test } from './support/test.ts';

/** Visible links and buttons whose rendered text (innerText) is generic only. */
async function genericControls(page: Page): Promise<string[]> {
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], label')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({
        html: element.outerHTML.slice(0, 160),
        text: element.innerText.replace(/\s+/g, ' ').trim(),
      })),
  );
  return controls.filter((control) => isGenericLinkText(control.text)).map((c) => c.html);
}

for (const locale of LOCALES) {
  for (const pageType of PAGE_TYPES) {
    for (const width of [390, 1440]) {
      test(`a visitor hears what they see on the ${locale} ${pageType.name} at ${width} px`, async ({
        page,
        consoleErrors,
      }) => {
        if (pageType.status === 404) consoleErrors.allow(/status of 404/);
        await page.setViewportSize({ width, height: 900 });
        const path = pageType.path(await siteModel(), locale);
        await page.goto(encodeURI(path));
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withRules(['label-content-name-mismatch', 'link-name', 'button-name'])
          .analyze();
        const violations = results.violations.flatMap((v) =>
          v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
        );
        expect(violations, path).toEqual([]);
        expect(await genericControls(page), `${path}: generic link or button texts`).toEqual([]);
      });
    }
  }
}
