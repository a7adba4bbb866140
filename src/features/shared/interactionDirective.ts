/**
 * `client:interaction`, a client directive for islands whose server HTML already works, so they
 * need not hydrate at load (their JavaScript would only slow the first paint). It hydrates the
 * island on the first sign that a visitor is about to use it, and never before:
 * - `client:interaction`: a pointer over or down on the island, a touch, focus or a key inside it
 *   (the carousels: their slides are in the HTML; only their controls need React);
 * - `client:interaction="<selector>"`: the same on any element of the page matching the selector
 *   (the slide-over, which answers clicks on news and event titles anywhere on the page).
 * A click counts too, for activations that come without pointer or focus events, and so does a
 * Tab press anywhere (isInteraction.ts). The island also hydrates at once when the pointer or
 * focus is already on it when the page starts. Astro inlines
 * the directive into each page that uses it, so it stays small and imports nothing. A hydration
 * that failed (its chunk did not load; Astro logs it) is tried again on the next interaction.
 */
import type { ClientDirective } from 'astro';
import { INTERACTION_EVENTS, isInteraction } from './isInteraction.ts';

const interactionDirective: ClientDirective = (load, options, island) => {
  const selector = typeof options.value === 'string' && options.value ? options.value : null;
  let hydrating: Promise<void> | undefined;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, onEvent, true);
  };
  const hydrate = () => {
    hydrating ??= load()
      .then((run) => run())
      .then(
        // Astro removes `ssr` once the island is hydrated; still there means it failed.
        () => (island.hasAttribute('ssr') ? (hydrating = undefined) : stop()),
        () => (hydrating = undefined),
      );
  };
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
