/** The `labels` of a description's expand checkbox (beside the island: see eslint.config.js). */
import type { Labels } from '../../i18n/ui/labels.ts';

export const EXPANDABLE_LABEL_KEYS = ['item.showMore', 'item.showLess'] as const;
export type ExpandableLabels = Labels<(typeof EXPANDABLE_LABEL_KEYS)[number]>;
