/**
 * What `client:interaction` (interactionDirective.ts) listens for, and which events count: the
 * first signs that a visitor is about to use an island, by pointer, touch or keyboard.
 */

/** Events that announce use: hovering or pressing, touching, focusing, typing, clicking. */
export const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
] as const;

/** The parts of an event the rule reads. */
export interface InteractionEvent {
  readonly type: string;
  readonly target: EventTarget | null;
  readonly key?: string;
}

/**
 * Whether an event concerns the island (lazy hydration): without a selector, when its target is
 * inside the island; with one, when its target is, or is inside, an element matching the selector
 * anywhere on the page. A Tab press anywhere counts for every island: a keyboard visitor moves
 * through the page's controls in order, and a carousel's controls (hidden until it has hydrated,
 * since they only work then) must be there when focus comes to them.
 */
export function isInteraction(
  event: InteractionEvent,
  island: Element,
  selector: string | null,
): boolean {
  if (event.type === 'keydown' && event.key === 'Tab') return true;
  const { target } = event;
  if (!(target instanceof Element)) return false;
  return selector === null ? island.contains(target) : target.closest(selector) !== null;
}
