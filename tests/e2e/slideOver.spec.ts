/**
 * The detail slide-over: opening from a list title or a Slider-3 card, its contents, the 300 ms
 * close, keyboard use, sharing and copying.
 */
import type { Locator, Page } from '@playwright/test';
import { POPUP_CLOSE_MS } from '../../src/content/constants.ts';
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

const panel = (page: Page) => page.locator('dialog.detail-panel');
const firstTitle = (page: Page) =>
  page.locator('[data-dated-list] [data-items] a[data-open-item]').first();

/** Clicks a title and waits until the panel has slid in. */
async function openFrom(link: Locator): Promise<Locator> {
  await link.click();
  const dialog = panel(link.page());
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-panel-body]')).not.toHaveAttribute('aria-busy', 'true');
  return dialog;
}

/** Every alert's message, accepted. */
function alerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

async function linkData(link: Locator) {
  return link.evaluate((a: HTMLAnchorElement) => ({
    title: a.textContent.trim(),
    href: a.getAttribute('href') ?? '',
    slug: a.dataset['slug'] ?? '',
    date: a.dataset['date'] ?? '',
    image: a.dataset['image'] ?? '',
  }));
}

test('slide-over: clicking a news title opens date, share buttons, close, title, cover and description', async ({
  page,
  request,
}) => {
  await page.goto('/NewsHome');
  const link = firstTitle(page);
  const item = await linkData(link);
  const dialog = await openFrom(link);

  await expect(page).toHaveURL(/\/NewsHome\/?$/);
  await expect(page.getByRole('dialog', { name: item.title })).toBeVisible();
  await expect(dialog.locator('.detail-panel__date')).toHaveText(item.date);
  for (const name of ['Share on Facebook', 'Share on Twitter', 'Share on LinkedIn', 'Copy link']) {
    await expect(dialog.getByRole('button', { name })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: item.title })).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute(
    'src',
    item.image || '/PublishingImages/Covers/Default_img.jpg',
  );

  // The description is the detail page's (sanitised at build time) body.
  const html = await (await request.get(item.href)).text();
  const body = /<div class="detail__body[^"]*"[^>]*>([\s\S]*?)<\/div>\s*<\/article>/.exec(html);
  const expected = (body?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const shown = ((await dialog.locator('[data-panel-body]').textContent()) ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  expect(shown).toBe(expected.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
});

test('slide-over: closing plays the 300 ms slide-out, then removes the panel', async ({ page }) => {
  await page.goto('/NewsHome');
  await openFrom(firstTitle(page));
  const states = await page.evaluate(async (closeMs) => {
    const present = () => document.querySelector('dialog.detail-panel') !== null;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    document.querySelector<HTMLElement>('[data-panel-close]')?.click();
    await wait(closeMs / 2);
    const midway = {
      present: present(),
      open: document.querySelector('dialog.detail-panel')?.hasAttribute('open') ?? false,
      // Still sliding: moved part of the way to the right edge, not yet gone.
      moving: (() => {
        const el = document.querySelector('dialog.detail-panel');
        const x = el ? new DOMMatrix(getComputedStyle(el).transform).m41 : -1;
        return x > 0 && x < (el?.getBoundingClientRect().width ?? 0) + 1;
      })(),
    };
    await wait(closeMs / 2 + 150);
    return { midway, after: present() };
  }, POPUP_CLOSE_MS);
  expect(states.midway).toEqual({ present: true, open: true, moving: true });
  expect(states.after).toBe(false);
});

test('slide-over: keyboard only — Enter on a title opens it, focus stays inside, Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const link = firstTitle(page);
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Tabbing cycles through the panel's controls only (a modal dialog).
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveClass(/is-closing/);
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  // Enter on the title again reopens it; Enter on the focused close button closes it.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('slide-over: the title stays a real link — ctrl-click opens the detail page in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/NewsHome');
  const link = firstTitle(page);
  const { href } = await linkData(link);
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname.replace(/\/$/, '')).toBe(href);
  await expect(tab.locator('.detail__title')).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

test('slide-over: facebook, twitter and linkedin share {site}/NewsHome/{slug}', async ({
  page,
  context,
  baseURL,
}) => {
  await context.route(
    /^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com)\//,
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
  );
  await page.goto('/NewsHome');
  const link = firstTitle(page);
  const { slug } = await linkData(link);
  const address = encodeURIComponent(`${baseURL ?? ''}/NewsHome/${encodeURIComponent(slug)}`);
  const dialog = await openFrom(link);
  const expected: Record<string, string> = {
    'Share on Facebook': `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    'Share on Twitter': `https://twitter.com/intent/tweet?url=${address}&text=`,
    'Share on LinkedIn': `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
  };
  for (const [name, url] of Object.entries(expected)) {
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name }).click();
    const tab = await opened;
    expect(tab.url().startsWith(url)).toBe(true);
    await tab.close();
  }
});

test('slide-over: copy-link copies the neuigkeiten address and alerts "URL copied to clipboard!"', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  const messages = alerts(page);
  await page.goto('/NewsHome');
  const link = firstTitle(page);
  const { slug } = await linkData(link);
  const dialog = await openFrom(link);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => messages).toEqual(['URL copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL ?? ''}/neuigkeiten/${encodeURIComponent(slug)}`,
  );
});

test('slide-over (German events): copy-link copies the veranstaltungen address, alert in German', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  const messages = alerts(page);
  await page.goto('/veranstaltungen');
  const link = firstTitle(page);
  const { slug } = await linkData(link);
  const dialog = await openFrom(link);
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Link kopieren' }).click();
  await expect.poll(() => messages).toEqual(['URL in die Zwischenablage kopiert!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL ?? ''}/veranstaltungen/${encodeURIComponent(slug)}`,
  );
});

test('slide-over: a failed copy is logged only, without an alert', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/^Could not copy the URL/);
  const messages = alerts(page);
  await page.goto('/NewsHome');
  const dialog = await openFrom(firstTitle(page));
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => consoleErrors.seen.join('\n')).toMatch(/Could not copy the URL/);
  expect(messages).toEqual([]);
});

test('slide-over: an unknown sharing platform alerts "Platform not supported!"', async ({
  page,
}) => {
  const messages = alerts(page);
  await page.goto('/NewsHome');
  const dialog = await openFrom(firstTitle(page));
  const facebook = dialog.getByRole('button', { name: 'Share on Facebook' });
  await facebook.evaluate((button: HTMLElement) => {
    button.dataset['share'] = 'myspace';
  });
  await facebook.click();
  await expect.poll(() => messages).toEqual(['Platform not supported!']);
});

test('slide-over: a missing or failing cover shows the default .jpg image', async ({ page }) => {
  await page.route(/\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i, (route) =>
    route.request().url().includes('/PublishingImages/Covers/Default_img')
      ? route.continue()
      : route.abort(),
  );
  await page.goto('/NewsHome');
  const dialog = await openFrom(firstTitle(page));
  await expect(dialog.locator('img')).toHaveAttribute(
    'src',
    '/PublishingImages/Covers/Default_img.jpg',
  );
});

test('slide-over: a Slider-3 news or events card opens the same panel', async ({
  page,
  request,
}) => {
  const path = await findPage(request, /data-carousel="slider-3"[\s\S]*?data-open-item/);
  expect(path, 'the content has a news or events carousel').not.toBeNull();
  await page.goto(path ?? '/');
  const link = page.locator('[data-carousel="slider-3"] a[data-open-item]').first();
  await link.scrollIntoViewIfNeeded();
  const { title } = await linkData(link);
  const dialog = await openFrom(link);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: /^(Close|Schließen)$/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});
