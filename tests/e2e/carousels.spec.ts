/**
 * Carousels (SPEC §2 section types, §4 "Carousel arrows", §9): swiper on the static slides of
 * the BackgroundImage hero, Slider-1, Slider-2 and Slider-3 — arrows, breakpoints, autoplay and
 * its pause control, keyboard use and screen-reader labels. Pages are found by what they hold.
 */
import type { Locator, Page } from '@playwright/test';
import { SLIDER_2 } from '../../src/content/constants.ts';
import { findPage } from './support/findPage.ts';
import { expect, test } from './support/test.ts';

type Kind = 'hero' | 'slider-1' | 'slider-2' | 'slider-3';

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
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.locator('.swiper')).toHaveClass(/swiper-initialized/);
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
      // Each carousel hydrates as it comes near the viewport (client:visible).
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.locator('.swiper')).toHaveClass(/swiper-initialized/);
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
  await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
  expect(
    await frame.evaluate(
      (el) =>
        (el.querySelector('.swiper') as HTMLElement & { swiper: { params: { speed: number } } })
          .swiper.params.speed,
    ),
  ).toBe(1000);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(tabs.first()).not.toHaveAttribute('aria-current', 'true');
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

test('carousels: arrow keys move the slides and each slide is announced as "Slide n of m"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const frame = await pageWith(page, 'slider-1', 1);
  await expect(frame).toHaveAttribute('aria-roledescription', /carousel|Karussell/);
  const slides = frame.locator('.swiper-slide');
  const total = await slides.count();
  await expect(slides.first()).toHaveAttribute('role', 'group');
  await expect(slides.first()).toHaveAttribute(
    'aria-label',
    new RegExp(`^(Slide|Folie) 1 (of|von) ${total}$`),
  );
  await expect(slides.first()).toHaveAttribute('aria-roledescription', /slide|Folie/);
  await expect(frame.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');

  // Keyboard only: Tab to the first tab, then arrow keys move the carousel.
  await frame.locator('[data-slide-to]').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => visibleSlides(frame)).toEqual([1]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => visibleSlides(frame)).toEqual([0]);
});

test('carousels: the BackgroundImage hero is a carousel of full-width slides', async ({ page }) => {
  const frame = await pageWith(page, 'hero');
  const width = (await frame.boundingBox())?.width ?? 0;
  const slide = frame.locator('.swiper-slide').first();
  expect(Math.round((await slide.boundingBox())?.width ?? 0)).toBe(Math.round(width));
  await expect(slide).toHaveAttribute('aria-label', /^(Slide|Folie) 1 (of|von) \d+$/);
});
