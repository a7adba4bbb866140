/**
 * A custom directive's hydrate call: one hydration at a time; one that failed (Astro removes `ssr`
 * once the island is hydrated, so still there means it failed, or a chunk that did not load) is
 * tried again on the next call.
 */
import type { ClientDirective } from 'astro';

export function retryingHydration(
  load: Parameters<ClientDirective>[0],
  island: HTMLElement,
  onHydrated: () => void = () => {},
): () => void {
  let hydrating: Promise<void> | undefined;
  return () => {
    hydrating ??= load()
      .then((run) => run())
      .then(
        () => (island.hasAttribute('ssr') ? (hydrating = undefined) : onHydrated()),
        () => (hydrating = undefined),
      );
  };
}
