/**
 * The UI strings the carousel shows or announces (its `labels` prop), beside the island rather than
 * in it: an island file exports components only, so React Fast Refresh can swap it in `astro dev`.
 */
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
