/** The events that announce use (a click too: some activations come without pointer or focus). */
export const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
] as const;

export interface InteractionEvent {
  readonly type: string;
  readonly target: EventTarget | null;
  readonly key?: string;
}

/**
 * Whether an event concerns the island: its target is inside it, or (given a selector) inside a
 * matching element anywhere. A Tab press anywhere counts: a carousel's controls, hidden until it
 * has hydrated, must be there when keyboard focus comes to them.
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
