/**
 * The element swiper/react renders around the slides (its `wrapperTag`): the scroll-snap strip
 * before swiper starts, swiper's wrapper after. swiper/react gives that element nothing but its
 * class, so what the carousel wants on it (a Tab stop and a name while it is a scrollable strip,
 * stripTabIndex in carouselControls.ts) comes through CarouselStripContext.
 */
import { useContext, type ReactNode } from 'react';
import { CarouselStripContext } from './carouselStripContext.ts';

/** swiper/react's `wrapperTag`: a <div> with swiper's class and the carousel's strip settings. */
export function CarouselStrip(props: {
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  const strip = useContext(CarouselStripContext);
  return (
    <div
      className={props.className}
      role={strip ? 'group' : undefined}
      aria-label={strip?.label}
      tabIndex={strip?.tabIndex}
    >
      {props.children}
    </div>
  );
}
