/**
 * Whether the visitor prefers reduced motion (`prefers-reduced-motion: reduce`), followed live.
 * False in the server and hydration renders (the server cannot know), so markup that depends on
 * it changes only after hydration, never mismatching it.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
