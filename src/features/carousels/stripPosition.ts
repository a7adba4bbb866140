/**
 * Where a visitor left the no-JavaScript strip (Carousel.css: a scroll-snap strip until swiper
 * starts). A carousel hydrates on the visitor's first interaction (client:interaction), often a
 * swipe already under way, so swiper must start on the slide the strip shows rather than jump back
 * to the first.
 */

/**
 * The index of the slide whose start is nearest the strip's scroll position (`offsets`: each
 * slide's left edge in the strip, first slide at 0); 0 for an empty strip.
 */
export function slideAtScroll(scrollLeft: number, offsets: readonly number[]): number {
  let best = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset - scrollLeft) < Math.abs((offsets[best] ?? 0) - scrollLeft)) best = i;
  });
  return best;
}

/** The slide the strip `wrapper` shows now, from its slides' positions and its scroll. */
export function stripSlide(wrapper: HTMLElement): number {
  const slides = [...wrapper.children].filter((c): c is HTMLElement => c instanceof HTMLElement);
  const first = slides[0]?.offsetLeft ?? 0;
  return slideAtScroll(
    wrapper.scrollLeft,
    slides.map((slide) => slide.offsetLeft - first),
  );
}
