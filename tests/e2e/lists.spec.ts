/**
 * News and events lists, the cover fallback included: what a visitor sees and does on /NewsHome,
 * /EventHome and their German twins. The tests read the content from the page, so they hold for any
 * content set.
 */
import type { Locator, Page } from '@playwright/test';
import { E2E } from './support/e2eEnv.ts';
import { renderedFrame } from './support/renderedFrame.ts';
import { expect, test } from './support/test.ts';

const EN_DATE = /^(\d{2} [A-Z][a-z]{2} \d{4}|Invalid Date)$/;

function list(page: Page) {
  const root = page.locator('[data-dated-list]');
  return {
    root,
    search: page.getByRole('searchbox'),
    clearX: root.locator('[data-clear-search]'),
    toggle: page.getByRole('switch'),
    clearAll: page.getByRole('button', { name: /^(Clear All|Alles zurücksetzen)$/ }),
    tabs: page.getByRole('tab'),
    counter: root.locator('[data-counter]'),
    cards: root.locator('[data-items] > .dated-card'),
    empty: root.locator('[data-empty]'),
  };
}

/** "Showing N of M News" → [N, M], once the list is done loading its index (long lists). */
async function counts(counter: Locator): Promise<[number, number]> {
  await expect(counter.page().locator('[data-dated-list]')).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  const text = (await counter.textContent()) ?? '';
  const match = /(\d+)\D+(\d+)/.exec(text);
  if (!match) throw new Error(`no counts in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

async function titles(cards: Locator): Promise<string[]> {
  return (await cards.locator('a[data-open-item]').allTextContents()).map((t) => t.trim());
}

test('news list: shows heading, search box, counter, view switch, Clear All and dated items', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const l = list(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News Home');
  await expect(l.search).toHaveAttribute('placeholder', 'Search All...');
  await expect(l.toggle).toHaveAttribute('title', 'Switch to Tab-View');
  await expect(l.toggle).toContainText('Flat View');
  await expect(l.toggle).toContainText('Tab View');
  await expect(l.clearAll).toBeVisible();
  const cardCount = await l.cards.count();
  expect(cardCount).toBeGreaterThan(0);
  await expect(l.counter).toHaveText(new RegExp(`^Showing ${cardCount} of \\d+ News$`));

  for (const card of (await l.cards.all()).slice(0, 10)) {
    await expect(card.locator('.dated-card__date')).toHaveText(EN_DATE);
    await expect(card.locator('a[data-open-item]')).toHaveAttribute('href', /^\/NewsHome\/[^/]+$/);
    await expect(card.locator('img')).toHaveAttribute('src', /\S/);
  }
});

test('events list (German): headings, placeholder, counter and tooltips in German', async ({
  page,
}) => {
  await page.goto('/veranstaltungen');
  const l = list(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltungen');
  await expect(l.search).toHaveAttribute('placeholder', 'Alles durchsuchen...');
  await expect(l.counter).toHaveText(/^\d+ von \d+ Veranstaltungen$/);
  await expect(l.toggle).toHaveAttribute('title', 'Zur Jahresansicht wechseln');
  await l.toggle.click();
  await expect(l.toggle).toHaveAttribute('title', 'Zur Listenansicht wechseln');
  await expect(l.tabs.first()).toHaveText('Alle');
  for (const href of await l.cards
    .locator('a[data-open-item]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/veranstaltungen\/[^/]+$/);
  }
});

test('events list: shows Events Home with its counter', async ({ page }) => {
  await page.goto('/EventHome');
  const l = list(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events Home');
  await expect(l.counter).toHaveText(/^Showing \d+ of \d+ Events$/);
});

test('news list: searching narrows the items and the counter; the clear X resets it', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const l = list(page);
  const [shown, total] = await counts(l.counter);
  const all = await titles(l.cards);
  const target = all.at(-1) ?? '';

  await l.search.fill(target);
  await expect(l.cards.filter({ hasText: target }).first()).toBeVisible();
  const [n, m] = await counts(l.counter);
  expect(m).toBe(total);
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(total);
  if (n <= 50) await expect(l.cards).toHaveCount(n);
  for (const text of await l.cards.allTextContents()) {
    expect(text.toLowerCase()).toContain(target.toLowerCase());
  }

  await l.search.fill('zz-no-such-item-qq');
  await expect(l.counter).toHaveText(`Showing 0 of ${total} News`);
  await expect(l.cards).toHaveCount(0);
  await expect(l.empty).toBeVisible();

  await expect(l.clearX).toBeVisible();
  await l.clearX.click();
  await expect(l.search).toHaveValue('');
  await expect(l.search).toBeFocused();
  await expect(l.counter).toHaveText(`Showing ${shown} of ${total} News`);
  await expect(l.cards).toHaveCount(shown);
  await expect(l.clearX).toBeHidden();
});

test('news list: tab view starts on All, lists each year once, and a year shows only its items', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const l = list(page);
  const [shown, total] = await counts(l.counter);
  await expect(l.tabs).toHaveCount(0);
  await l.toggle.click();
  await expect(l.toggle).toHaveAttribute('aria-checked', 'true');
  await expect(l.toggle).toHaveAttribute('title', 'Switch to Flat-View');
  await expect(l.tabs.first()).toHaveText('All');
  await expect(l.tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(l.counter).toHaveText(`Showing ${shown} of ${total} News`);

  const years = (await l.tabs.allTextContents()).slice(1).map((y) => y.trim());
  expect(new Set(years).size).toBe(years.length);
  for (const year of years) expect(year).toMatch(/^\d{4}$/);

  const undated = await l.cards.filter({ hasText: 'Invalid Date' }).count();
  let sum = 0;
  for (const year of years) {
    await l.tabs.filter({ hasText: year }).click();
    await expect(l.tabs.filter({ hasText: year })).toHaveAttribute('aria-selected', 'true');
    const [n] = await counts(l.counter);
    sum += n;
    if (n <= 50) await expect(l.cards).toHaveCount(n);
    for (const date of await l.cards.locator('.dated-card__date').allTextContents()) {
      expect(date.trim().endsWith(year)).toBe(true);
    }
    // Items with an invalid date have no year: they appear under All only.
    await expect(l.cards.filter({ hasText: 'Invalid Date' })).toHaveCount(0);
  }
  if (total <= 50) expect(sum + undated).toBe(total);

  await l.tabs.first().click();
  await expect(l.counter).toHaveText(`Showing ${shown} of ${total} News`);
});

test('news list: searching narrows within the selected year; Clear All resets the search only', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const l = list(page);
  const [, total] = await counts(l.counter);
  await l.toggle.click();
  const yearTab = l.tabs.nth(1);
  expect(await l.tabs.count(), 'the list has dated items').toBeGreaterThanOrEqual(2);
  const year = ((await yearTab.textContent()) ?? '').trim();
  await yearTab.click();
  const [inYear] = await counts(l.counter);
  const first = (await titles(l.cards))[0] ?? '';
  // The first word of a title: likely shared by items of other years too.
  const query = first.split(/\s+/)[0] ?? first;

  await l.search.fill(query);
  const [n] = await counts(l.counter);
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(inYear);
  for (const date of await l.cards.locator('.dated-card__date').allTextContents()) {
    expect(date.trim().endsWith(year)).toBe(true);
  }

  // Flat view drops the year scope but keeps the search.
  await l.toggle.click();
  await expect(l.tabs).toHaveCount(0);
  await expect(l.search).toHaveValue(query);
  const [inAll] = await counts(l.counter);
  expect(inAll).toBeGreaterThanOrEqual(n);

  // Back in tab view: All again (the view starts on All), search kept; pick the year again.
  await l.toggle.click();
  await expect(l.tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(l.counter).toHaveText(`Showing ${inAll} of ${total} News`);
  await l.tabs.filter({ hasText: year }).click();
  await expect(l.counter).toHaveText(`Showing ${n} of ${total} News`);

  await l.clearAll.click();
  await expect(l.search).toHaveValue('');
  await expect(l.tabs.filter({ hasText: year })).toHaveAttribute('aria-selected', 'true');
  await expect(l.counter).toHaveText(`Showing ${inYear} of ${total} News`);
});

test('news list: year tabs work from the keyboard (arrow keys move and select)', async ({
  page,
}) => {
  await page.goto('/NewsHome');
  const l = list(page);
  await l.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(l.tabs.first()).toBeVisible();
  expect(await l.tabs.count(), 'the list has dated items').toBeGreaterThanOrEqual(2);
  await l.tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(l.tabs.nth(1)).toBeFocused();
  await expect(l.tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(l.tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test('news list: without JavaScript the items are plain HTML and the toolbar stays hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/NewsHome');
  const l = list(page);
  expect(await l.cards.count()).toBeGreaterThan(0);
  await expect(l.search).toBeHidden();
  const href = await l.cards.first().locator('a[data-open-item]').getAttribute('href');
  await l.cards.first().locator('a[data-open-item]').click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}/?$`));
  await expect(page.locator('.detail__body')).toBeAttached();
  await context.close();
});

test('news list: hydrating the list island moves nothing (layout shift at most 0.02)', async ({
  page,
}) => {
  // Layout shifts as the browser reports them: all of them, and those of the list's own elements
  // alone (at 390 px the header, not part of the list, moves the page once its script has run).
  await page.addInitScript(() => {
    const w = window as unknown as { shift: { all: number; list: number } };
    w.shift = { all: 0, list: 0 };
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.shift.all += entry.value;
        const inList = entry.sources.every((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return element?.closest('[data-dated-list]') != null;
        });
        if (inList) w.shift.list += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [width, measure] of [
    [1440, 'all'],
    [390, 'list'],
  ] as const) {
    for (const url of ['/NewsHome', `${E2E.long.siteUrl}/NewsHome`]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      // A frame rendered after hydration: every shift it caused has been reported.
      await renderedFrame(page);
      const shift = await page.evaluate(
        () => (window as unknown as { shift: { all: number; list: number } }).shift,
      );
      expect(shift[measure], `${url} at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  }
});

test('news list: missing and failing cover images show the default image', async ({ page }) => {
  // Every cover fails, except the default image itself.
  await page.route(/\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i, (route) =>
    route.request().url().includes('/PublishingImages/Covers/Default_img')
      ? route.continue()
      : route.abort(),
  );
  await page.goto('/NewsHome');
  const images = list(page).cards.locator('img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of (await images.all()).slice(0, 12)) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/PublishingImages/Covers/Default_img.png');
  }
});

test('news list: the JSON index lists every title in list order, the cards in chunks beside it', async ({
  page,
  request,
}) => {
  await page.goto('/NewsHome');
  const [, total] = await counts(list(page).counter);
  const index = (await (await request.get('/NewsHome/index.json')).json()) as {
    chunk: number;
    titles: string[];
    years: [string, number][];
  };
  expect(index.titles).toHaveLength(total);
  expect(index.years.reduce((sum, [, n]) => sum + n, 0)).toBe(total);
  const shownTitles = await titles(list(page).cards);
  expect(index.titles.slice(0, shownTitles.length)).toEqual(shownTitles);
  const chunks = Math.ceil(total / index.chunk);
  const cards: { t: string; x: string }[] = [];
  for (let n = 0; n < chunks; n += 1) {
    cards.push(
      ...((await (await request.get(`/NewsHome/index.${n}.json`)).json()) as typeof cards),
    );
  }
  expect(cards.map((card) => card.t)).toEqual(index.titles);
  expect(cards.filter((card) => [...card.x].length > 240)).toEqual([]);
});

test('news list: a list longer than one page links its static pages and searches all items', async ({
  page,
}) => {
  // The generated site: its news list is longer than one page (the demo's fits on one).
  await page.goto(`${E2E.long.siteUrl}/NewsHome`);
  const l = list(page);
  const [shown, total] = await counts(l.counter);
  expect(total).toBeGreaterThan(shown);
  const pagination = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagination).toBeVisible();

  // Searching the whole list: the index arrives on demand and "Show more" reveals the rest.
  const indexRequest = page.waitForRequest('**/NewsHome/index.json');
  await l.toggle.click();
  await l.tabs.nth(1).click();
  await indexRequest;
  await expect(pagination).toBeHidden();
  await l.tabs.first().click();
  await l.search.fill(' ');
  await l.search.fill('e');
  const [n] = await counts(l.counter);
  if (n > shown) {
    await expect(l.cards).toHaveCount(shown);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(l.cards).toHaveCount(Math.min(n, shown * 2));
  }

  // Nothing filtered any more: the server's page and its page links are back.
  await l.clearAll.click();
  await l.toggle.click();
  await expect(l.counter).toHaveText(`Showing ${shown} of ${total} News`);
  await expect(pagination).toBeVisible();
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/NewsHome\/page\/2\/?$/);
  await expect(l.cards.first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/NewsHome\/page\/2$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /\/neuigkeiten\/page\/2$/,
  );
});
