/** A carousel's swiper and where it stands: `initialPosition`, then as swiper's events say. */
import { useCallback, useMemo, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { initialPosition, type CarouselPosition } from './carouselControls.ts';
import { stripSlide } from './stripPosition.ts';

function positionOf(swiper: SwiperClass): CarouselPosition {
  return { index: swiper.realIndex, isBeginning: swiper.isBeginning, isEnd: swiper.isEnd };
}

function samePosition(a: CarouselPosition, b: CarouselPosition): boolean {
  return a.index === b.index && a.isBeginning === b.isBeginning && a.isEnd === b.isEnd;
}

export interface CarouselHandle {
  /** Null until it has initialised in the browser. */
  readonly swiper: SwiperClass | null;
  readonly position: CarouselPosition;
  /** `<Swiper>` props that keep `position` current. */
  readonly swiperEvents: {
    readonly onBeforeInit: (swiper: SwiperClass) => void;
    readonly onSwiper: (swiper: SwiperClass) => void;
    readonly onSlideChange: (swiper: SwiperClass) => void;
    readonly onReachBeginning: (swiper: SwiperClass) => void;
    readonly onReachEnd: (swiper: SwiperClass) => void;
    readonly onFromEdge: (swiper: SwiperClass) => void;
    readonly onBreakpoint: (swiper: SwiperClass) => void;
    readonly onLock: (swiper: SwiperClass) => void;
    readonly onUnlock: (swiper: SwiperClass) => void;
  };
  /** One step (a group for Slider-3) back or forward; returns the new position. */
  step(direction: -1 | 1): CarouselPosition | null;
  /** Shows real slide `index` (also in loop mode); returns the new position. */
  goTo(index: number): CarouselPosition | null;
}

/** Starts swiper on the slide the visitor scrolled the strip to (stripPosition.ts). */
function startWhereTheStripIs(swiper: SwiperClass): void {
  if (swiper.wrapperEl) swiper.params.initialSlide = stripSlide(swiper.wrapperEl);
}

export function useCarousel(count: number): CarouselHandle {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [position, setPosition] = useState(() => initialPosition(count));

  const sync = useCallback((instance: SwiperClass) => {
    const next = positionOf(instance);
    setPosition((previous) => (samePosition(previous, next) ? previous : next));
  }, []);
  const onSwiper = useCallback(
    (instance: SwiperClass) => {
      setSwiper(instance);
      sync(instance);
    },
    [sync],
  );

  const swiperEvents = useMemo(
    () => ({
      onBeforeInit: startWhereTheStripIs,
      onSwiper,
      onSlideChange: sync,
      onReachBeginning: sync,
      onReachEnd: sync,
      onFromEdge: sync,
      onBreakpoint: sync,
      onLock: sync,
      onUnlock: sync,
    }),
    [onSwiper, sync],
  );

  // swiper updates its index and ends synchronously; the transition only animates.
  const moved = (move: (instance: SwiperClass) => unknown) => {
    if (!swiper || swiper.destroyed) return null;
    move(swiper);
    return positionOf(swiper);
  };
  const step = (direction: -1 | 1) => moved((s) => (direction < 0 ? s.slidePrev() : s.slideNext()));
  const goTo = (index: number) =>
    moved((s) => (s.params.loop ? s.slideToLoop(index) : s.slideTo(index)));

  return { swiper, position, swiperEvents, step, goTo };
}
