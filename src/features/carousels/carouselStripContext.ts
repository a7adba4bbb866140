/** What the carousel wants on the element around its slides (CarouselStrip.tsx). */
import { createContext } from 'react';

export const CarouselStripContext = createContext<{
  readonly label: string;
  readonly tabIndex: 0 | -1 | undefined;
} | null>(null);
