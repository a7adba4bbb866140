/**
 * The UI strings the expand checkbox of a description shows (its `labels` prop), beside the island
 * rather than in it: an island file exports components only, so React Fast Refresh can swap it in
 * `astro dev`.
 */
import type { Labels } from '../../i18n/ui/labels.ts';

export const EXPANDABLE_LABEL_KEYS = ['item.showMore', 'item.showLess'] as const;
export type ExpandableLabels = Labels<(typeof EXPANDABLE_LABEL_KEYS)[number]>;
