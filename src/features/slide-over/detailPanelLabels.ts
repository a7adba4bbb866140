/**
 * The UI strings the detail slide-over shows (its `labels` prop), beside the island rather than in
 * it: an island file exports components only, so React Fast Refresh can swap it in `astro dev`.
 */
import type { Labels } from '../../i18n/ui/labels.ts';

export const DETAIL_PANEL_LABEL_KEYS = [
  'item.share',
  'item.shareOn',
  'item.copyLink',
  'item.close',
  'item.copied',
  'item.platformNotSupported',
] as const;
export type DetailPanelLabels = Labels<(typeof DETAIL_PANEL_LABEL_KEYS)[number]>;
