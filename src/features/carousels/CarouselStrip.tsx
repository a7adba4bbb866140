/**
 * swiper/react's `wrapperTag`, around the slides. swiper/react gives it nothing but its class, so
 * what the carousel wants on it (a name, stripTabIndex) comes through CarouselStripContext.
 */
import { useContext, type ReactNode } from 'react';
import { CarouselStripContext } from './carouselStripContext.ts';

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
