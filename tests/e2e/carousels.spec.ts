/**
 * Carousels: the Carousel React island (swiper/react) over the static slides of the BackgroundImage
 * hero, Slider-1, Slider-2 and Slider-3 — arrows, breakpoints, autoplay and its pause control,
 * keyboard use and screen-reader labels; hydration that moves nothing, and the slides without
 * JavaScript. A carousel hydrates when a visitor reaches for it (client:interaction; Slider-2,
 * whose slideshow starts by itself, as it comes near the viewport), so a test scrolls to it and
 * points at it first (`reachFor`). Pages are found by what they hold.
 */
import type { Locator, Page } from '@playwright/test';
import { SLIDER_2 } from '../../src/content/constants.ts';
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

type Kind = 'hero' | 'slider-1' | 'slider-2' | 'slider-3';

/**
 * Brings a carousel into view and, unless it hydrates by itself there (Slider-2, client:visible,
 * whose slideshow a pointer over it would pause), puts the pointer over it, as a visitor about to
 * use it does: that hydrates it (client:interaction). Resolves once swiper has started.
 */
async function reachFor(frame: Locator): Promise<void> {
  await frame.scrollIntoViewIfNeeded();
  const directive = await frame.evaluate((el) =>
    el.closest('astro-island')?.getAttribute('client'),
  );
  if (directive !== 'visible') await frame.hover();
  await expect(frame.locator('.swiper')).toHaveClass(/swiper-initialized/);
}

/** Goes to a page with a carousel of this kind with more than `minCount` items (or skips). */
async function pageWith(page: Page, kind: Kind, minCount = 0): Promise<Locator> {
  const pattern = new RegExp(`data-carousel="${kind}"\\s+data-count="(\\d+)"`, 'g');
  const counts = (html: string) => [...html.matchAll(pattern)].map((m) => Number(m[1]));
  const path = await findPage(page.request, (html) => counts(html).some((n) => n > minCount));
  expect(
    path,
    `the content has a ${kind} carousel with more than ${minCount} items`,
  ).not.toBeNull();
  await page.goto(path ?? '/');
  const index = counts(await page.content()).findIndex((n) => n > minCount);
  const frame = page.locator(`[data-carousel="${kind}"]`).nth(Math.max(0, index));
  await reachFor(frame);
  return frame;
}

/** Indexes of the slides wholly inside the carousel's visible box. */
function visibleSlides(frame: Locator): Promise<number[]> {
  return frame.evaluate((el) => {
    const box = el.querySelector('.swiper')?.getBoundingClientRect();
    if (!box) return [];
    return [...el.querySelectorAll('.swiper-slide')].flatMap((slide, i) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i] : [];
    });
  });
}

/** Waits for a slide transition to end: the wrapper's position holds still. */
async function settled(frame: Locator): Promise<void> {
  const position = () =>
    frame.evaluate((el) => getComputedStyle(el.querySelector('.swiper-wrapper') ?? el).transform);
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await position();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

test('carousels: arrows appear only above 3 items', async ({ page, request }) => {
  const paths = [
    await findPage(request, /data-carousel="[^"]+"\s+data-count="[0-3]"/),
    await findPage(request, /data-carousel="[^"]+"\s+data-count="([4-9]|\d{2,})"/),
  ].filter((p): p is string => p !== null);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of new Set(paths)) {
    await page.goto(path);
    for (const frame of await page.locator('[data-carousel]').all()) {
      const count = Number(await frame.getAttribute('data-count'));
      await reachFor(frame);
      await expect(frame.locator('[data-carousel-prev]')).toHaveCount(count > 3 ? 1 : 0);
      await expect(frame.locator('[data-carousel-next]')).toHaveCount(count > 3 ? 1 : 0);
    }
  }
});

test('carousels: previous is disabled at the first position and next at the last', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const frame = await pageWith(page, 'slider-3', 3);
  const prev = frame.getByRole('button', { name: /Previous slide|Vorherige Folie/ });
  const next = frame.getByRole('button', { name: /Next slide|Nächste Folie/ });
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(prev).toBeEnabled();
  // Jump close to the end, then step there with the arrow.
  await frame.evaluate((el) => {
    const swiper = (
      el.querySelector('.swiper') as HTMLElement & {
        swiper: { slides: unknown[]; slideTo(index: number, speed: number): void };
      }
    ).swiper;
    swiper.slideTo(Math.max(0, swiper.slides.length - 5), 0);
  });
  for (let i = 0; i < 10 && (await next.isEnabled()); i += 1) {
    await next.click();
    await settled(frame);
  }
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  const count = Number(await frame.getAttribute('data-count'));
  expect(await visibleSlides(frame)).toContain(count - 1);
  // Keyboard focus is not lost when next becomes disabled: it moves to previous.
  await expect(prev).toBeFocused();
});

for (const [width, perView] of [
  [390, 1],
  [900, 2],
  [1440, 3],
] as const) {
  test(`carousels: Slider-3 shows ${perView} card${perView > 1 ? 's' : ''} at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const frame = await pageWith(page, 'slider-3', 3);
    expect(await visibleSlides(frame)).toEqual([0, 1, 2].slice(0, perView));
  });
}

test('carousels: Slider-3 moves 3 cards at a time where 3 are shown, and does not loop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const frame = await pageWith(page, 'slider-3', 5);
  await frame.getByRole('button', { name: /Next slide|Nächste Folie/ }).click();
  await expect.poll(async () => (await visibleSlides(frame))[0]).toBe(3);
  expect(await frame.locator('.swiper-slide-duplicate, [data-swiper-slide-index]').count()).toBe(0);
});

test('carousels: Slider-1 has a numbered tab strip that shows one item at a time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const frame = await pageWith(page, 'slider-1', 1);
  const tabs = frame.locator('[data-slide-to]');
  await expect(tabs.first()).toHaveText('01');
  // WCAG 2.5.3: the accessible name contains (here: starts with) the visible number.
  await expect(frame.getByRole('tab', { name: /^01\b/ })).toHaveText('01');
  await expect(frame.getByRole('tab', { name: /^02\b/ })).toHaveText('02');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  expect(
    await frame.evaluate(
      (el) =>
        (el.querySelector('.swiper') as HTMLElement & { swiper: { params: { speed: number } } })
          .swiper.params.speed,
    ),
  ).toBe(1000);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect.poll(() => visibleSlides(frame)).toEqual([1]);
});

test('carousels: Slider-2 plays every 9 s with a 2 s transition, loops, is 430 px high, and pauses', async ({
  page,
}) => {
  const frame = await pageWith(page, 'slider-2', 1);
  const state = () =>
    frame.evaluate((el) => {
      const s = (el.querySelector('.swiper') as HTMLElement & { swiper: Record<string, never> })
        .swiper as unknown as {
        params: { speed: number; loop: boolean; autoplay: { delay: number } };
        autoplay: { running: boolean; paused: boolean };
      };
      return {
        speed: s.params.speed,
        loop: s.params.loop,
        delay: s.params.autoplay.delay,
        running: s.autoplay.running && !s.autoplay.paused,
      };
    });
  expect(await state()).toEqual({
    speed: SLIDER_2.speed,
    loop: true,
    delay: SLIDER_2.delay,
    running: true,
  });
  const slide = frame.locator('.swiper-slide-active');
  expect((await slide.boundingBox())?.height).toBe(SLIDER_2.height);

  const pause = frame.getByRole('button', { name: /Pause slideshow|Diashow anhalten/ });
  await pause.click();
  await expect(
    frame.getByRole('button', { name: /Play slideshow|Diashow abspielen/ }),
  ).toBeFocused();
  expect((await state()).running).toBe(false);
  await page.keyboard.press('Enter');
  await expect(pause).toBeVisible();
  expect((await state()).running).toBe(true);
});

test('carousels: no autoplay when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await pageWith(page, 'slider-2', 1);
  await expect(
    frame.getByRole('button', { name: /Play slideshow|Diashow abspielen/ }),
  ).toBeVisible();
  expect(
    await frame.evaluate(
      (el) =>
        (
          el.querySelector('.swiper') as HTMLElement & {
            swiper: { autoplay: { running: boolean } };
          }
        ).swiper.autoplay.running,
    ),
  ).toBe(false);
});

test('carousels: Slider-1 tabs follow the WAI-ARIA tabs pattern, and each slide is announced as "Slide n of m"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const frame = await pageWith(page, 'slider-1', 1);
  await expect(frame).toHaveAttribute('aria-roledescription', /carousel|Karussell/);
  const slides = frame.locator('.swiper-slide');
  const total = await slides.count();
  // Each slide is its tab's panel (WAI-ARIA tabbed carousel).
  await expect(slides.first()).toHaveAttribute('role', 'tabpanel');
  await expect(slides.first()).toHaveAttribute(
    'aria-label',
    new RegExp(`^(Slide|Folie) 1 (of|von) ${total}$`),
  );
  await expect(slides.first()).toHaveAttribute('aria-roledescription', /slide|Folie/);
  await expect(frame.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');

  // Keyboard only: Tab reaches the selected tab, the only one in the Tab order; arrows move focus
  // and selection together, Home and End go to either end.
  const tabs = frame.getByRole('tab');
  const at = async (i: number) => {
    await expect(tabs.nth(i)).toBeFocused();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(i)).toHaveAttribute('tabindex', '0');
    await expect(frame.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect.poll(() => visibleSlides(frame)).toEqual([i]);
  };
  await tabs.first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await at(0);
  await page.keyboard.press('ArrowRight');
  await at(1);
  await page.keyboard.press('ArrowLeft');
  await at(0);
  await page.keyboard.press('End');
  await at(total - 1);
  await page.keyboard.press('ArrowRight');
  await at(0);
  await page.keyboard.press('Home');
  await at(0);
  await page.keyboard.press('ArrowLeft');
  await at(total - 1);
});

test('carousels: the BackgroundImage hero is a carousel of full-width, full-height slides', async ({
  page,
}) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const frame = await pageWith(page, 'hero');
    const frameWidth = (await frame.boundingBox())?.width ?? 0;
    const slide = frame.locator('.swiper-slide').first();
    const box = await slide.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(frameWidth));
    // A full-height hero: the viewport below the header, whatever the viewport.
    const below = await page.evaluate(
      () =>
        window.innerHeight -
        parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) *
          parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(below - 1);
    await expect(slide).toHaveAttribute('aria-label', /^(Slide|Folie) 1 (of|von) \d+$/);
  }
});

test('carousels: every hero slide can be reached with the keyboard through its numbered buttons', async ({
  page,
}) => {
  const frame = await pageWith(page, 'hero', 1);
  const buttons = frame.getByRole('tab', { name: /^\d{2}\b/ });
  const count = Number(await frame.getAttribute('data-count'));
  await expect(buttons).toHaveCount(count);
  const slides = frame.locator('.swiper-slide');
  for (let i = count - 1; i >= 0; i -= 1) {
    await buttons.nth(i).focus();
    await page.keyboard.press('Enter');
    await expect(buttons.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => visibleSlides(frame)).toEqual([i]);
    await expect(slides.nth(i).locator('.hero__heading')).toBeInViewport();
  }
});

test('carousels: a visitor who swiped the strip before it hydrated stays on that slide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hero = await findHero(page);
  // Before hydration the slides are a native scroll-snap strip: swipe it to the second slide.
  await hero.locator('.swiper-wrapper').evaluate((el) => el.scrollTo({ left: el.clientWidth }));
  await expect(hero).not.toHaveAttribute('data-ready', '');
  await hero.hover();
  await expect(hero).toHaveAttribute('data-ready', '');
  await settled(hero);
  // Hydrating on that interaction keeps the visitor where they were.
  expect(await visibleSlides(hero)).toEqual([1]);
  await expect(hero.locator('[data-slide-to="1"]')).toHaveAttribute('aria-selected', 'true');
});

test('carousels: a keyboard visitor’s first Tab press hydrates them, so Tab reaches the hero’s slide buttons', async ({
  page,
}) => {
  const hero = await findHero(page);
  await expect(hero).not.toHaveAttribute('data-ready', '');
  await page.keyboard.press('Tab');
  // No pointer ever came near; the Tab press alone is the interaction.
  await expect(hero).toHaveAttribute('data-ready', '');
  const onHeroTab = () =>
    page.evaluate(() =>
      Boolean(document.activeElement?.closest('[data-carousel="hero"] .carousel__tabs')),
    );
  let reached = await onHeroTab();
  for (let presses = 0; presses < 60 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await onHeroTab();
  }
  expect(reached, 'Tab reaches a slide button of the hero').toBe(true);
});

/** Goes to a page whose hero has more than one slide, without hydrating it. */
async function findHero(page: Page): Promise<Locator> {
  const pattern = /data-carousel="hero"\s+data-count="([2-9]|\d{2,})"/;
  const path = await findPage(page.request, pattern);
  expect(path, 'the content has a hero with more than one slide').not.toBeNull();
  await page.goto(path ?? '/');
  return page.locator('[data-carousel="hero"]').first();
}

/** Paths of the pages the hydration and no-JavaScript checks look at: home and, if the content
 * has one, a page with every carousel kind. */
async function carouselPages(page: Page): Promise<string[]> {
  const all = await findPage(page.request, (html) =>
    ['hero', 'slider-1', 'slider-2', 'slider-3'].every((kind) =>
      html.includes(`data-carousel="${kind}"`),
    ),
  );
  return [...new Set(['/', ...(all ? [all] : [])])];
}

for (const width of [390, 1440]) {
  test(`carousels: hydrating them moves nothing at ${width} px (layout shift ≤ 0.02)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const shifts: { value: number; time: number }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of await carouselPages(page)) {
      // Hold the island's code until the page has painted and settled, so what is measured is
      // the change hydration makes (the header's own first-render shift is another test's).
      const html = await (await page.request.get(path)).text();
      const componentUrl = /<astro-island[^>]*component-url="([^"]*Carousel[^"]*)"/.exec(html)?.[1];
      expect(componentUrl, `${path} renders the Carousel island`).toBeTruthy();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const url = componentUrl ?? '';
      await page.route(`**${url}`, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
      );
      const before = await page.evaluate(() => performance.now());
      release();
      // Every carousel hydrates when a visitor reaches for it: visit each, top to bottom. A
      // pointer moving over it is no input that excuses a shift (hadRecentInput stays false).
      for (const frame of await page.locator('[data-carousel]').all()) {
        await reachFor(frame);
        await expect(frame).toHaveAttribute('data-ready', '');
      }
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
      );
      const shift = await page.evaluate(
        (since) =>
          (window as unknown as { __shifts: { value: number; time: number }[] }).__shifts
            .filter((entry) => entry.time >= since)
            .reduce((sum, entry) => sum + entry.value, 0),
        before,
      );
      console.log(`layout shift from hydrating the carousels on ${path} at ${width} px: ${shift}`);
      expect(shift, `${path} at ${width} px`).toBeLessThanOrEqual(0.02);
      await page.unroute(`**${url}`);
    }
  });
}

test.describe('carousels without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide is in the page, as a strip to swipe or tab through, without dead controls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    for (const path of await carouselPages(page)) {
      await page.goto(path);
      for (const frame of await page.locator('[data-carousel]').all()) {
        const count = Number(await frame.getAttribute('data-count'));
        await expect(frame.locator('.swiper-slide')).toHaveCount(count);
        // Controls that could do nothing are not shown.
        await expect(frame.getByRole('button', { name: /slide|Folie|\d{2}/ })).toHaveCount(0);
        const strip = frame.locator('.swiper-wrapper');
        expect(await strip.evaluate((el) => getComputedStyle(el).scrollSnapType)).toMatch(
          /^x mandatory/,
        );
        if (count > 1) {
          expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        }
      }
      // Tab walks through a Slider-3 strip's cards and brings each into view.
      const cards = page
        .locator('[data-carousel="slider-3"]')
        .first()
        .locator('.swiper-slide :is(a[href], button, input, summary)');
      if ((await cards.count()) > 1) {
        await cards.first().focus();
        for (let i = 1; i < (await cards.count()); i += 1) {
          await page.keyboard.press('Tab');
          await expect(cards.nth(i)).toBeFocused();
          await expect(cards.nth(i)).toBeInViewport();
        }
      }
    }
  });
});
