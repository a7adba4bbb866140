/**
 * `client:interaction` (inlined into each page, so small): hydrates on the first sign of use
 * (isInteraction.ts) on the island or, given a selector, any matching element; at once when pointer
 * or focus is already there. A failed hydration is tried again on the next interaction.
 */
import type { ClientDirective } from 'astro';
import { INTERACTION_EVENTS, isInteraction } from './isInteraction.ts';
import { retryingHydration } from './retryingHydration.ts';

const interactionDirective: ClientDirective = (load, options, island) => {
  const selector = typeof options.value === 'string' && options.value ? options.value : null;
  const hydrate = retryingHydration(load, island, () => {
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, onEvent, true);
  });
  function onEvent(event: Event): void {
    const key = event instanceof KeyboardEvent ? { key: event.key } : {};
    if (isInteraction({ type: event.type, target: event.target, ...key }, island, selector)) {
      hydrate();
    }
  }
  for (const type of INTERACTION_EVENTS) {
    document.addEventListener(type, onEvent, { capture: true, passive: true });
  }
  const engaged = selector ? `${selector}:is(:hover, :focus)` : ':hover, :focus-within';
  if (selector ? document.querySelector(engaged) : island.matches(engaged)) hydrate();
};

export default interactionDirective;
