/**
 * Where a visitor left the scroll-snap strip: a carousel hydrates on a first interaction, often a
 * swipe under way, so swiper must start on the slide shown rather than jump back to the first.
 */

/** The slide whose left edge (`offsets`, the first at 0) is nearest the scroll position. */
export function slideAtScroll(scrollLeft: number, offsets: readonly number[]): number {
  let best = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset - scrollLeft) < Math.abs((offsets[best] ?? 0) - scrollLeft)) best = i;
  });
  return best;
}

/** The slide the strip `wrapper` shows now. */
export function stripSlide(wrapper: HTMLElement): number {
  const slides = [...wrapper.children].filter((c): c is HTMLElement => c instanceof HTMLElement);
  const first = slides[0]?.offsetLeft ?? 0;
  const offsets = slides.map((slide) => slide.offsetLeft - first);
  return slideAtScroll(wrapper.scrollLeft, offsets);
}
