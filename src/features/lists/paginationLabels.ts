/**
 * The UI strings a long list's page links show (its `labels` prop), beside the island rather than
 * in it: an island file exports components only, so React Fast Refresh can swap it in `astro dev`.
 */
import type { Labels } from '../../i18n/ui/labels.ts';

export const PAGINATION_LABEL_KEYS = [
  'list.pages',
  'list.pageN',
  'list.previousPage',
  'list.nextPage',
] as const;
export type PaginationLabels = Labels<(typeof PAGINATION_LABEL_KEYS)[number]>;
