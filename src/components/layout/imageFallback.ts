/**
 * Any <img data-fallback> that cannot load switches to its fallback once, but not one an island
 * renders (a changed `src` would be a hydration mismatch): that island falls back itself.
 */
import { imageFailed } from '../../features/shared/imageFailed.ts';

/** Inside an astro-island, not inside one of its slots. */
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
