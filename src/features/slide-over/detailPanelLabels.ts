/** The slide-over's `labels` prop (beside the island: see eslint.config.js). */
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
