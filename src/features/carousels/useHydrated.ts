/**
 * False in the server render and in the hydration render, true from then on: what lets the
 * carousel's controls be in the HTML from the first paint (their space reserved) yet only
 * become visible once they can do something, without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
