/**
 * Failing images (SPEC §8 "Cover image fails to load → replaced by the default news image"):
 * any <img data-fallback> that cannot load switches to its fallback once. Images that failed
 * before this script ran are caught by checking `complete` with no natural size.
 */

function applyFallback(img: HTMLImageElement): void {
  const fallback = img.dataset['fallback'];
  if (!fallback || img.dataset['fellBack'] !== undefined) return;
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
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) applyFallback(img);
}
