/**
 * Whether an image has already failed: done, with a source, yet no picture. It catches failures
 * whose `error` event fired before anyone listened (the page's script, or an island's hydration).
 */
export function imageFailed(
  image: Pick<HTMLImageElement, 'complete' | 'naturalWidth' | 'getAttribute'>,
): boolean {
  return image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute('src'));
}
