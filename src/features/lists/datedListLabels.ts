/** The news and events list's `labels` prop (beside the island: see eslint.config.js). */
import type { Labels } from '../../i18n/ui/labels.ts';
import { EXPANDABLE_LABEL_KEYS } from '../shared/expandableLabels.ts';

export const DATED_LIST_LABEL_KEYS = [
  ...EXPANDABLE_LABEL_KEYS,
  'list.pages',
  'list.pageN',
  'list.previousPage',
  'list.nextPage',
  'list.searchPlaceholder',
  'list.searchLabel',
  'list.clearSearch',
  'list.counterNews',
  'list.counterEvents',
  'list.flatView',
  'list.tabView',
  'list.toTabView',
  'list.toFlatView',
  'list.clearAll',
  'list.all',
  'list.years',
  'list.empty',
  'list.showMore',
] as const;
export type DatedListLabels = Labels<(typeof DATED_LIST_LABEL_KEYS)[number]>;
