/**
 * Makes the first DetailPanel island on a page the one that serves it (sections may each mount
 * one) and, while it does, opens the panel from clicks on the titles of static news and event
 * cards (`a[data-open-item]`, rendered by Astro without an island) anywhere on the page. Cards in
 * islands open it themselves (their click is then already handled).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $detailPanel, claimDetailPanel, releaseDetailPanel } from './detailStore.ts';
import { openFromClick, selectionFromLink } from './openFromClick.ts';

function onDocumentClick(event: MouseEvent): void {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('a[data-open-item]')
      : null;
  if (link) openFromClick(event, selectionFromLink(link), link);
}

/** Whether this island is the page's panel. */
export function usePanelRole(): boolean {
  const [id] = useState(() => Symbol('detail-panel'));
  const serving = useStore($detailPanel);
  useEffect(() => {
    if (!claimDetailPanel(id)) return;
    document.addEventListener('click', onDocumentClick);
    return () => {
      document.removeEventListener('click', onDocumentClick);
      releaseDetailPanel(id);
    };
  }, [id]);
  return serving === id;
}
