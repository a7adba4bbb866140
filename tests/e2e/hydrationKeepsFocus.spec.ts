/**
 * Hydrating an island never moves a visitor's focus. Most islands hydrate late (when a visitor
 * reaches for them, when they come into view, or, for the consent dialog, only on a first visit),
 * so a keyboard visitor may well be on a link or field inside one, or beside it, when its code
 * arrives. For each island the page's island code is held back, focus is put where a visitor would
 * have it, the code is let through, and once the island has started, focus must still be on that
 * very element (the same node: one React replaced would lose the mark the test puts on it).
 */
import type { Page } from '@playwright/test';
import { findPage } from './support/findPage.ts';
import { holdScripts, islandScripts } from './support/holdIslands.ts';
import { expect, test } from './support/test.ts';

interface IslandCase {
  /** What the visitor has focus on, in which island. */
  readonly name: string;
  /** The page: a path, or a test of its HTML. */
  readonly page: string | ((html: string) => boolean);
  /** The island (its astro-island element). */
  readonly island: string;
  /** The element the visitor focuses before the island hydrates (the first match). */
  readonly focus: string;
  /** Resolves once the island has done what it does on starting, beyond hydrating. */
  readonly started?: (page: Page) => Promise<void>;
}

/** A page with a carousel of every kind. */
const everyCarousel = (html: string) =>
  ['hero', 'slider-1', 'slider-2', 'slider-3'].every((kind) =>
    html.includes(`data-carousel="${kind}"`),
  );

/** A carousel has started when swiper runs and its controls show. */
const carouselStarted = (kind: string) => async (page: Page) => {
  const frame = page.locator(`[data-carousel="${kind}"]`).first();
  await expect(frame).toHaveAttribute('data-ready', '');
  await expect(frame.locator('.swiper')).toHaveClass(/swiper-initialized/);
};

const carousel = (kind: string, directive: string, what: string, focus: string): IslandCase => ({
  name: `${what} of ${kind} (client:${directive})`,
  page: everyCarousel,
  island: `astro-island:has([data-carousel="${kind}"])`,
  focus: `[data-carousel="${kind}"] ${focus}`,
  started: carouselStarted(kind),
});

const CASES: readonly IslandCase[] = [
  carousel('hero', 'interaction', 'a link in the first slide', '.swiper-slide a[href]'),
  carousel('slider-1', 'interaction', 'the slide strip', '.swiper-wrapper'),
  carousel('slider-2', 'visible', 'the slide strip', '.swiper-wrapper'),
  carousel('slider-3', 'interaction', 'a card link', '.swiper-slide a[href]'),
  {
    name: 'the first field of the contact form (client:visible)',
    page: '/contact',
    island: 'astro-island[component-url*="ContactForm"]',
    focus: 'form input[name="FirstName"]',
    // Hydrated, the form makes its captcha in the space the placeholder kept.
    started: (page) => expect(page.locator('[data-captcha]')).not.toHaveText('······'),
  },
  {
    name: 'the search field of the news list (client:load)',
    page: '/NewsHome',
    island: 'astro-island[component-url*="DatedList"]',
    focus: '.dated-list input[type="search"]',
  },
  {
    name: 'a news title that opens the slide-over (client:interaction on titles)',
    page: '/NewsHome',
    island: 'astro-island[component-url*="DetailPanel"]',
    focus: 'a[data-open-item]',
  },
];

/** Whether the focused element is the one the test marked (the same node). */
const focusIsOnMark = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-focus-mark') ?? false);

/**
 * Opens `path` with its islands' code held, focuses `focus` and marks it, lets the code through,
 * waits for `island` to hydrate and start, and checks that focus is still on the marked element.
 */
async function focusThenHydrate(
  page: Page,
  path: string,
  island: string,
  focus: string,
  started?: (page: Page) => Promise<void>,
): Promise<void> {
  const context = page.context();
  const html = await (await context.request.get(path)).text();
  const release = await holdScripts(context, islandScripts(html));
  // A page of its own: the shared one's navigation waits for client:load islands to hydrate.
  const held = await context.newPage();
  await held.goto(path);
  const target = held.locator(focus).first();
  await target.focus();
  await expect(target).toBeFocused();
  await target.evaluate((element) => element.setAttribute('data-focus-mark', ''));
  await expect(held.locator(island)).toHaveAttribute('ssr', '');

  release();
  await expect(held.locator(island)).not.toHaveAttribute('ssr');
  await started?.(held);
  expect(await focusIsOnMark(held), `focus after ${island} hydrated`).toBe(true);
  await held.close();
}

for (const island of CASES) {
  test(`hydration keeps a visitor's focus on ${island.name}`, async ({ page }) => {
    const path =
      typeof island.page === 'string' ? island.page : await findPage(page.request, island.page);
    expect(path, `the content has a page for ${island.name}`).not.toBeNull();
    await focusThenHydrate(page, path ?? '/', island.island, island.focus, island.started);
  });
}

test.describe('a first visit', () => {
  test.use({ storeConsent: false, reducedMotion: 'no-preference' });

  test('hydration of the consent island keeps a visitor’s focus on a page link while the box shows', async ({
    page,
  }) => {
    await focusThenHydrate(
      page,
      '/',
      'astro-island[client="consent"]',
      'header a[href]',
      async (held) => {
        // The library moves focus when the box's fade-in ends: wait for the end of that.
        const box = held.locator('#cc-main .cm');
        await expect(box).toBeVisible();
        await expect.poll(() => box.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
        await held.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      },
    );
  });
});
