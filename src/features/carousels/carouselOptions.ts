/**
 * Swiper settings per carousel kind (the figures are in content/constants.ts). Whether Slider-2's
 * autoplay runs is carouselControls.ts's business; this only configures it.
 */
import type { SwiperOptions } from 'swiper/types';
import { SLIDER_1, SLIDER_2, SLIDER_3 } from '../../content/constants.ts';

export type CarouselKind = 'hero' | 'slider-1' | 'slider-2' | 'slider-3';

export interface CarouselContext {
  readonly slideCount: number;
  readonly reducedMotion: boolean;
}

/**
 * Slides Slider-3 moves per step: the spec's 3 where 3 are visible; with 1 or 2, a step of 3 would
 * skip cards that could then never be shown, so a step is one view.
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
        // In px: the no-JavaScript strip's 1rem.
        spaceBetween: 16,
        breakpoints,
      };
    }
    case 'hero':
      return { slidesPerView: 1, loop: false };
  }
}

/** Only Slider-2, whose slideshow starts by itself, hydrates on sight, not on interaction. */
export function hydratesWhenVisible(kind: CarouselKind): boolean {
  return kind === 'slider-2';
}
