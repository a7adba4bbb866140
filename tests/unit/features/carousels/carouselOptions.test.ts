import { describe, expect, it } from 'vitest';
import {
  carouselOptions,
  slider3Group,
  hydratesWhenVisible,
} from '../../../../src/features/carousels/carouselOptions.ts';

const ctx = { slideCount: 5, reducedMotion: false };

describe('carousel settings', () => {
  it('Slider-1: 1000 ms transition, no autoplay, one item', () => {
    const o = carouselOptions('slider-1', ctx);
    expect(o).toMatchObject({ speed: 1000, slidesPerView: 1, loop: false });
    expect(o.autoplay).toBeUndefined();
  });

  it('Slider-2: autoplay 9000 ms, 2000 ms transition, loops, one slide', () => {
    expect(carouselOptions('slider-2', ctx)).toMatchObject({
      speed: 2000,
      slidesPerView: 1,
      loop: true,
      autoplay: { delay: 9000, disableOnInteraction: false },
    });
  });

  it('instant transitions when the visitor prefers reduced motion (autoplay is the pause control’s)', () => {
    for (const kind of ['hero', 'slider-1', 'slider-2', 'slider-3'] as const) {
      expect(carouselOptions(kind, { ...ctx, reducedMotion: true }).speed).toBe(0);
    }
    expect(carouselOptions('slider-2', { ...ctx, reducedMotion: true }).autoplay).toMatchObject({
      delay: 9000,
    });
  });

  it('Slider-2: a single slide neither loops nor plays (swiper cannot loop one slide)', () => {
    expect(carouselOptions('slider-2', { ...ctx, slideCount: 1 })).toMatchObject({
      loop: false,
      autoplay: false,
    });
  });

  it('Slider-3: 1 slide below 768 px, 2 below 1200 px, 3 otherwise; no loop', () => {
    const o = carouselOptions('slider-3', ctx);
    expect(o.loop).toBe(false);
    expect(o.slidesPerView).toBe(1);
    expect(o.breakpoints?.[768]?.slidesPerView).toBe(2);
    expect(o.breakpoints?.[1200]?.slidesPerView).toBe(3);
  });

  it('Slider-3: moves 3 at a time where 3 are visible, one view at a time below', () => {
    const o = carouselOptions('slider-3', ctx);
    expect(o.breakpoints?.[1200]?.slidesPerGroup).toBe(3);
    expect(o.breakpoints?.[768]?.slidesPerGroup).toBe(2);
    expect(o.slidesPerGroup).toBe(1);
    expect(slider3Group(3)).toBe(3);
    expect(slider3Group(5)).toBe(3);
  });

  it('the hero shows one slide at a time', () => {
    expect(carouselOptions('hero', ctx)).toMatchObject({ slidesPerView: 1, loop: false });
  });
});

describe('when a carousel hydrates', () => {
  it('only Slider-2, whose slideshow starts by itself, hydrates as it is seen', () => {
    expect(hydratesWhenVisible('slider-2')).toBe(true);
    for (const kind of ['hero', 'slider-1', 'slider-3'] as const) {
      expect(hydratesWhenVisible(kind), kind).toBe(false);
    }
  });
});
