/**
 * Which controls a carousel shows and in what state. Pure, so the rules are unit-tested without a
 * browser; Carousel.tsx renders what they say.
 */
import { CAROUSEL_ARROWS_ABOVE } from '../../content/constants.ts';
import { orderingMarker } from '../../content/orderingMarker.ts';
import { tabKeyIndex } from '../shared/tabKeyIndex.ts';
import type { CarouselKind } from './carouselOptions.ts';

/** Where the carousel stands: the active slide and whether it is at either end. */
export interface CarouselPosition {
  /** Index of the active slide among the real slides (loop copies do not count). */
  readonly index: number;
  readonly isBeginning: boolean;
  readonly isEnd: boolean;
}

/**
 * Before swiper has measured anything: the first slide, at the beginning, and at the end only
 * when there is nothing to move to. The server render and the hydration render use it, so both
 * agree.
 */
export function initialPosition(count: number): CarouselPosition {
  return { index: 0, isBeginning: true, isEnd: count <= 1 };
}

/** Both arrows appear only when the item count exceeds 3. */
export function showsArrows(count: number): boolean {
  return count > CAROUSEL_ARROWS_ABOVE;
}

/** Previous is disabled at the first position, next at the last. */
export function arrowsDisabled(position: CarouselPosition): {
  readonly previous: boolean;
  readonly next: boolean;
} {
  return { previous: position.isBeginning, next: position.isEnd };
}

/**
 * A numbered button per slide: Slider-1's numbered tab strip and the hero's way to each slide by
 * keyboard or pointer (arrows alone would appear only above 3 slides). One slide needs no way to
 * itself.
 */
export function showsTabs(kind: CarouselKind, count: number): boolean {
  return (kind === 'slider-1' || kind === 'hero') && count > 1;
}

/** The visible number of a slide's tab: two digits, as the spec's number ordering ('01'). */
export function tabMarker(index: number): string {
  return orderingMarker('number', index);
}

/** Slider-2 autoplays, so it carries a pause control once there is anything to play. */
export function showsPauseControl(kind: CarouselKind, count: number): boolean {
  return kind === 'slider-2' && count > 1;
}

/**
 * Whether Slider-2's slideshow is meant to play (what the pause control's label reflects): the
 * visitor's own choice through that control wins; without one it plays unless the visitor prefers
 * reduced motion.
 */
export function autoplayWanted(choice: boolean | null, reducedMotion: boolean): boolean {
  return choice ?? !reducedMotion;
}

/**
 * Whether the autoplay runs right now: wanted, and no keyboard focus inside the carousel other
 * than on the pause control (focus holds it still while it lasts, WCAG 2.2.2).
 */
export function autoplayRuns(state: {
  readonly choice: boolean | null;
  readonly reducedMotion: boolean;
  readonly focusHeld: boolean;
}): boolean {
  return autoplayWanted(state.choice, state.reducedMotion) && !state.focusHeld;
}

/** The parts of a key event the carousel's key rules read. */
export interface CarouselKey {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** Whether a modifier is held: the key is then a browser's or screen reader's, not ours. */
function modified(event: CarouselKey): boolean {
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
}

/**
 * Slide step for a key pressed inside a carousel: ArrowLeft back, ArrowRight forward; nothing for
 * other keys, with a modifier held, or while typing into a field (`editable`).
 */
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
 * The slide strip's place in the Tab order. Until swiper has started (server HTML, and for good
 * without JavaScript) the strip is a scroll-snap strip (Carousel.css), and slides with no link
 * would leave it a scrollable region no keyboard could reach: it is a Tab stop then (0), so arrow
 * keys scroll it. Once hydrated it scrolls no more (swiper moves it, and arrow keys on it still
 * do): it leaves the Tab order, yet stays focusable (-1), so a strip that had focus as the island
 * hydrated keeps it. One slide never overflows: no stop at all.
 */
export function stripTabIndex(count: number, hydrated: boolean): 0 | -1 | undefined {
  if (count <= 1) return undefined;
  return hydrated ? -1 : 0;
}
