/**
 * One axe-core check per main page type (and the open slide-over): no serious or critical
 * WCAG 2.1 A/AA violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const FIXED = [
  ['home', '/'],
  ['news list', '/NewsHome'],
  ['events list (German)', '/veranstaltungen'],
  ['contact', '/contact'],
  ['not found', '/404.html'],
] as const;

for (const [name, path] of FIXED) {
  test(`accessibility: ${name} page has no serious or critical axe violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('accessibility: a news detail page has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const href = await page.locator('a[data-open-item]').first().getAttribute('href');
  await page.goto(href ?? '/NewsHome');
  expect(await seriousViolations(page)).toEqual([]);
});

test('accessibility: a content page with sections has no serious or critical axe violations', async ({
  page,
  request,
}) => {
  const path = await findPage(request, (html) => /<section id=/.test(html), undefined);
  expect(path, 'the content has a page with sections').not.toBeNull();
  await page.goto(path ?? '/');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('accessibility: the open slide-over has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  await page.locator('a[data-open-item]').first().click();
  const dialog = page.locator('dialog.detail-panel');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-panel-body]')).not.toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(400);
  expect(await seriousViolations(page)).toEqual([]);
});
