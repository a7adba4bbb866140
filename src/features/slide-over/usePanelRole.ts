/** Whether this island is the page's panel: the first to claim it (sections may each mount one). */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $detailPanel, claimDetailPanel, releaseDetailPanel } from './detailStore.ts';

export function usePanelRole(): boolean {
  const [id] = useState(() => Symbol('detail-panel'));
  const serving = useStore($detailPanel);
  useEffect(() => {
    if (!claimDetailPanel(id)) return;
    return () => releaseDetailPanel(id);
  }, [id]);
  return serving === id;
}
