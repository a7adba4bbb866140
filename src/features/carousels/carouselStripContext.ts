/**
 * What the carousel wants on the element around its slides (CarouselStrip.tsx), handed down past
 * swiper/react, which gives that element nothing but its class.
 */
import { createContext } from 'react';

export interface CarouselStripProps {
  /** The strip's accessible name ("Slides"); it is a group of the slides. */
  readonly label: string;
  /** stripTabIndex(…): 0 while the strip scrolls, -1 after, none for a single slide. */
  readonly tabIndex: 0 | -1 | undefined;
}

export const CarouselStripContext = createContext<CarouselStripProps | null>(null);
