/** The carousel's `labels` prop (beside the island: see eslint.config.js). */
import type { Labels } from '../../i18n/ui/labels.ts';

export const CAROUSEL_LABEL_KEYS = [
  'carousel.roleDescription',
  'carousel.slide',
  'carousel.slideOf',
  'carousel.slides',
  'carousel.tab',
  'carousel.previous',
  'carousel.next',
  'carousel.pause',
  'carousel.play',
] as const;
export type CarouselLabels = Labels<(typeof CAROUSEL_LABEL_KEYS)[number]>;
