/** The `labels` of a long list's page links (beside the island: see eslint.config.js). */
import type { Labels } from '../../i18n/ui/labels.ts';

export const PAGINATION_LABEL_KEYS = [
  'list.pages',
  'list.pageN',
  'list.previousPage',
  'list.nextPage',
] as const;
export type PaginationLabels = Labels<(typeof PAGINATION_LABEL_KEYS)[number]>;
