/** Keeps Slider-2's swiper autoplay in step with carouselControls.ts autoplayRuns. */
import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { autoplayRuns, autoplayWanted } from './carouselControls.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export interface AutoplayHandle {
  /** The pause control reads "Pause" then, else "Play". */
  readonly wanted: boolean;
  toggle(): void;
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

  return { wanted, toggle: () => setChoice(!wanted), holdForFocus: setFocusHeld };
}
