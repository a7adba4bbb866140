/**
 * Swiper settings per carousel kind:
 * - Slider-1: 1000 ms transition, no autoplay, one item.
 * - Slider-2: autoplay 9000 ms per slide, 2000 ms transition, loops, one slide (430 px high, CSS).
 *   Whether the autoplay runs is the pause control's and the visitor's motion preference's
 *   business (carouselControls.ts autoplayRuns); this only configures it.
 * - Slider-3: 1 slide below 768 px, 2 below 1200 px, else 3; moves 3 at a time; no loop.
 * - BackgroundImage hero: one full-width slide at a time.
 * A visitor who prefers reduced motion gets every transition instant.
 * Pure data, so the rules are unit-tested without a browser; Carousel.tsx hands them to swiper.
 */
import type { SwiperOptions } from 'swiper/types';
import { SLIDER_1, SLIDER_2, SLIDER_3 } from '../../content/constants.ts';

export type CarouselKind = 'hero' | 'slider-1' | 'slider-2' | 'slider-3';

export interface CarouselContext {
  readonly slideCount: number;
  readonly reducedMotion: boolean;
}

/** Gap between Slider-3 cards in px (the no-JavaScript strip uses the same 1rem gap). */
export const SLIDER_3_GAP = 16;

/**
 * Slides Slider-3 moves per step at a breakpoint. The spec's 3 applies where 3 are visible; with 1
 * or 2 visible, swiper would snap only to every third card and the cards in between could never be
 * brought into view, so a step there is one view.
 */
export function slider3Group(slidesPerView: number): number {
  return Math.min(SLIDER_3.slidesPerGroup, slidesPerView);
}

/** Swiper options for one carousel, with transitions made instant under reduced motion. */
export function carouselOptions(kind: CarouselKind, context: CarouselContext): SwiperOptions {
  const options = kindOptions(kind, context);
  return context.reducedMotion ? { ...options, speed: 0 } : options;
}

function kindOptions(kind: CarouselKind, context: CarouselContext): SwiperOptions {
  switch (kind) {
    case 'slider-1':
      return { speed: SLIDER_1.speed, slidesPerView: SLIDER_1.slidesPerView, loop: false };
    case 'slider-2': {
      // Swiper needs at least slidesPerView + 1 slides to loop (it warns otherwise).
      const canMove = context.slideCount > SLIDER_2.slidesPerView;
      return {
        speed: SLIDER_2.speed,
        slidesPerView: SLIDER_2.slidesPerView,
        loop: SLIDER_2.loop && canMove,
        autoplay: canMove
          ? { delay: SLIDER_2.delay, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false,
      };
    }
    case 'slider-3': {
      const breakpoints: Record<number, SwiperOptions> = {};
      for (const [width, perView] of Object.entries(SLIDER_3.breakpoints)) {
        breakpoints[Number(width)] = {
          slidesPerView: perView,
          slidesPerGroup: slider3Group(perView),
        };
      }
      return {
        loop: SLIDER_3.loop,
        slidesPerView: SLIDER_3.breakpoints[0],
        slidesPerGroup: slider3Group(SLIDER_3.breakpoints[0]),
        spaceBetween: SLIDER_3_GAP,
        breakpoints,
      };
    }
    case 'hero':
      return { slidesPerView: 1, loop: false };
    default:
      return {};
  }
}

/**
 * Whether a carousel must hydrate as soon as it nears the viewport rather than on a visitor's first
 * interaction (hydration is deferred so a page's JavaScript costs nothing until used): only
 * Slider-2, whose slideshow starts by itself; every other carousel's slides are complete in the
 * server HTML.
 */
export function hydratesWhenVisible(kind: CarouselKind): boolean {
  return kind === 'slider-2';
}
