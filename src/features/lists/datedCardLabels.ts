/**
 * The UI strings a news or event card shows (its `labels` prop), beside the island rather than in
 * it: an island file exports components only, so React Fast Refresh can swap it in `astro dev`.
 */
import { EXPANDABLE_LABEL_KEYS, type ExpandableLabels } from '../shared/expandableLabels.ts';

export const DATED_CARD_LABEL_KEYS = EXPANDABLE_LABEL_KEYS;
export type DatedCardLabels = ExpandableLabels;
