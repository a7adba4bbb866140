/**
 * Slider-2's slideshow (autoplay 9000 ms per slide): the pause control's state, the visitor's
 * motion preference and keyboard focus decide whether swiper's autoplay runs (carouselControls.ts),
 * and this hook keeps swiper in step with that decision.
 */
import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { autoplayRuns, autoplayWanted } from './carouselControls.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export interface AutoplayHandle {
  /** Whether the slideshow is meant to play: the pause control reads "Pause" then, else "Play". */
  readonly wanted: boolean;
  /** The pause control: the visitor's choice, which wins over the motion preference from now on. */
  toggle(): void;
  /** Keyboard focus inside the carousel (other than on the pause control) holds the slideshow. */
  holdForFocus(held: boolean): void;
}

export function useAutoplay(swiper: SwiperClass | null, enabled: boolean): AutoplayHandle {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusHeld, setFocusHeld] = useState(false);
  const wanted = autoplayWanted(choice, reducedMotion);
  const runs = enabled && autoplayRuns({ choice, reducedMotion, focusHeld });

  useEffect(() => {
    if (!enabled || !swiper || swiper.destroyed) return;
    if (runs) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, enabled, runs]);

  return {
    wanted,
    toggle: () => setChoice(!wanted),
    holdForFocus: setFocusHeld,
  };
}
