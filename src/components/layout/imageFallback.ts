/**
 * Failing images (a cover that fails to load is replaced by the default news image): any <img
 * data-fallback> that cannot load switches to its fallback once. Images that failed before this
 * script ran are caught by checking `complete` with no natural size.
 *
 * Images that a hydrating island renders itself are the island's: changing their `src` before React
 * hydrates makes the server HTML and the client disagree (a hydration mismatch), so the island
 * falls back through its own state (DatedCard's cover). Slot content an island only places (an
 * `<astro-slot>`: the carousels' static slides) is plain page HTML.
 */
import { imageFailed } from '../../features/shared/imageFailed.ts';

/** Rendered by an island's React tree (inside an astro-island, not inside one of its slots). */
function renderedByIsland(img: HTMLImageElement): boolean {
  return img.closest('astro-island, astro-slot')?.localName === 'astro-island';
}

function applyFallback(img: HTMLImageElement): void {
  const fallback = img.dataset['fallback'];
  if (!fallback || img.dataset['fellBack'] !== undefined || renderedByIsland(img)) return;
  img.dataset['fellBack'] = '';
  img.src = fallback;
}

document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) applyFallback(event.target);
  },
  true,
);
for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (imageFailed(img)) applyFallback(img);
}
