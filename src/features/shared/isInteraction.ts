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
 * Whether an event concerns the island: its target is inside it or (given a selector) a matching
 * element. Any Tab press counts: controls hidden until hydration must be there when focus comes.
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
