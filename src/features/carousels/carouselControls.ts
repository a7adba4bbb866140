/** Which controls a carousel shows and in what state (pure; Carousel.tsx renders them). */
import { CAROUSEL_ARROWS_ABOVE } from '../../content/constants.ts';
import { orderingMarker } from '../../content/orderingMarker.ts';
import { tabKeyIndex } from '../shared/tabKeyIndex.ts';
import type { CarouselKind } from './carouselOptions.ts';

export interface CarouselPosition {
  /** Among the real slides (loop copies do not count). */
  readonly index: number;
  readonly isBeginning: boolean;
  readonly isEnd: boolean;
}

/** Before swiper has measured anything (the server and hydration renders, which must agree). */
export function initialPosition(count: number): CarouselPosition {
  return { index: 0, isBeginning: true, isEnd: count <= 1 };
}

export function showsArrows(count: number): boolean {
  return count > CAROUSEL_ARROWS_ABOVE;
}

export function arrowsDisabled(position: CarouselPosition): {
  readonly previous: boolean;
  readonly next: boolean;
} {
  return { previous: position.isBeginning, next: position.isEnd };
}

/** Numbered tabs: Slider-1's strip, and the hero's way to each slide (arrows show only above 3). */
export function showsTabs(kind: CarouselKind, count: number): boolean {
  return (kind === 'slider-1' || kind === 'hero') && count > 1;
}

/** Two digits, as the spec's number ordering ('01'). */
export function tabMarker(index: number): string {
  return orderingMarker('number', index);
}

export function showsPauseControl(kind: CarouselKind, count: number): boolean {
  return kind === 'slider-2' && count > 1;
}

/** Whether Slider-2 is meant to play: the pause control's choice wins over reduced motion. */
export function autoplayWanted(choice: boolean | null, reducedMotion: boolean): boolean {
  return choice ?? !reducedMotion;
}

/** Wanted, and no keyboard focus inside other than on the pause control (WCAG 2.2.2). */
export function autoplayRuns(state: {
  readonly choice: boolean | null;
  readonly reducedMotion: boolean;
  readonly focusHeld: boolean;
}): boolean {
  return autoplayWanted(state.choice, state.reducedMotion) && !state.focusHeld;
}

type CarouselKey = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/** Whether a modifier is held: the key is then a browser's or screen reader's, not ours. */
function modified(event: CarouselKey): boolean {
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
}

/** ArrowLeft back, ArrowRight forward; nothing with a modifier or while typing (`editable`). */
export function keyStep(event: CarouselKey, editable: boolean): -1 | 0 | 1 {
  if (modified(event) || editable) return 0;
  if (event.key === 'ArrowLeft') return -1;
  if (event.key === 'ArrowRight') return 1;
  return 0;
}

/** The tab a key moves to in a carousel's tab strip (tabKeyIndex); null with a modifier held. */
export function tabKeyTarget(event: CarouselKey, index: number, count: number): number | null {
  return modified(event) ? null : tabKeyIndex(event.key, index, count);
}

/**
 * The slide strip's place in the Tab order: before hydration a Tab stop (0), as a scroll-snap strip
 * of slides without links is otherwise unreachable by keyboard; once swiper moves it, focusable but
 * out of the Tab order (-1), so focus it had is kept. One slide never overflows.
 */
export function stripTabIndex(count: number, hydrated: boolean): 0 | -1 | undefined {
  if (count <= 1) return undefined;
  return hydrated ? -1 : 0;
}
