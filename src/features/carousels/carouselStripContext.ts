/** What the carousel wants on the element around its slides (CarouselStrip.tsx). */
import { createContext } from 'react';

export interface CarouselStripProps {
  readonly label: string;
  readonly tabIndex: 0 | -1 | undefined;
}

export const CarouselStripContext = createContext<CarouselStripProps | null>(null);
