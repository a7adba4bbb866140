/**
 * Makes the first DetailPanel island on a page the one that serves it (sections may each mount
 * one). Clicks on titles reach it through `$detail` (listenForTitleClicks.ts, list cards).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $detailPanel, claimDetailPanel, releaseDetailPanel } from './detailStore.ts';

/** Whether this island is the page's panel. */
export function usePanelRole(): boolean {
  const [id] = useState(() => Symbol('detail-panel'));
  const serving = useStore($detailPanel);
  useEffect(() => {
    if (!claimDetailPanel(id)) return;
    return () => releaseDetailPanel(id);
  }, [id]);
  return serving === id;
}
