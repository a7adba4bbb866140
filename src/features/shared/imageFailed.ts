/**
 * Whether an image has already failed to load: it is done (`complete`) yet has no picture
 * (`naturalWidth` 0) although it has a source. It catches the failures whose `error` event fired
 * before anyone listened: before the page's image script ran, or before an island hydrated (a cover
 * that fails to load is replaced by the default image).
 */
export function imageFailed(image: {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}): boolean {
  return image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute('src'));
}
