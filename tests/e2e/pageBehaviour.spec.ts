/**
 * Small page behaviours without React: hash scroll to a section (waiting up to 10 000 ms for it),
 * the header shrinking once scrolled, keyboard-only use of the menu, and the phone menu, which
 * opens without JavaScript (a popover) and lays over the page.
 */
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

/** A page with at least two sections: its path and the anchor of its last section. */
async function pageWithSections(request: Parameters<typeof findPage>[0]) {
  let anchor = '';
  const path = await findPage(request, (html) => {
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1] ?? '');
    anchor = ids.at(-1) ?? '';
    return ids.length >= 2;
  });
  return { path, anchor };
}

test('hash scroll: visiting /{page}#{section} brings that section into view', async ({
  page,
  request,
}) => {
  const { path, anchor } = await pageWithSections(request);
  expect(path, 'the content has a page with two sections').not.toBeNull();
  await page.goto(`${path ?? '/'}#${anchor}`);
  await expect(page.locator(`section[id="${anchor}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('hash scroll: a target that appears later is still scrolled to', async ({ page }) => {
  await page.goto('/NewsHome#late-section');
  await page.evaluate(() => {
    setTimeout(() => {
      const section = document.createElement('section');
      section.id = 'late-section';
      section.textContent = 'Late';
      section.style.marginTop = '3000px';
      document.querySelector('main')?.append(section);
    }, 1500);
  });
  await expect(page.locator('#late-section')).toBeInViewport();
});

test('hash scroll: a hash with invalid URI encoding is logged as a warning and used as is', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/NewsHome#bad%E0%A4%A');
  await expect.poll(() => warnings.join('\n')).toMatch(/bad%E0%A4%A/);
});

test('header: shrinks once the page is scrolled down and grows back at the top', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const header = page.locator('[data-site-header]');
  await expect(header).not.toHaveClass(/is-shrunk/);
  const tall = (await header.boundingBox())?.height ?? 0;
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/is-shrunk/);
  await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(tall);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-shrunk/);
});

test('menu: keyboard only — Tab to a sub-menu toggle, Enter opens it, Tab into its items, Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const toggles = page.locator('[data-submenu-toggle]');
  expect(await toggles.count(), 'the menu has sub-menus').toBeGreaterThan(0);
  const focusedToggle = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-submenu-toggle]')].indexOf(
        document.activeElement as Element,
      ),
    );
  for (let i = 0; i < 40 && (await focusedToggle()) < 0; i += 1) await page.keyboard.press('Tab');
  const index = await focusedToggle();
  expect(index).toBeGreaterThanOrEqual(0);
  const toggle = toggles.nth(index);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const submenu = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`);
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Tab');
  const firstItem = submenu.locator('a').first();
  await expect(firstItem).toBeFocused();
  await page.keyboard.press('Enter');
  // The sub-item is a real link: Enter follows it.
  const href = (await firstItem.getAttribute('href')) ?? '';
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`));

  // Back, open again, and close with Escape: focus returns to the toggle.
  await page.goBack();
  const again = toggles.first();
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(again).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(again).toHaveAttribute('aria-expanded', 'false');
  await expect(again).toBeFocused();
});

test.describe('phone menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('menu: on a phone it starts closed, the menu button opens it over the page, Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Menu$/ });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(button).toBeVisible();
    await expect(nav).toBeHidden();
    const mainBefore = await page.locator('main').boundingBox();

    await button.click();
    await expect(nav).toBeVisible();
    // Laid over the page: what is below the header stays where it was.
    expect(await page.locator('main').boundingBox()).toEqual(mainBefore);
    await expect(nav.getByRole('link').first()).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });
});

test('menu: on a phone, Escape in an open sub-menu closes only the sub-menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /^Menu$/ }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const toggle = nav.locator('[data-submenu-toggle]').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});
