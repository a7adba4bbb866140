/** Whether this island is the page's panel: the first to claim it (sections may each mount one). */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $detailPanel } from './detailStore.ts';

export function usePanelRole(): boolean {
  const [id] = useState(() => Symbol('detail-panel'));
  const serving = useStore($detailPanel);
  useEffect(() => {
    if ($detailPanel.get() === null) $detailPanel.set(id);
    if ($detailPanel.get() !== id) return;
    // Only a claim sets it, and only when free: while it is this island's, nothing else can.
    return () => $detailPanel.set(null);
  }, [id]);
  return serving === id;
}
