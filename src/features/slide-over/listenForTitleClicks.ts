/**
 * Opens the slide-over from clicks on static card titles: a page script, since the island hydrates
 * only as a visitor reaches for a title and the first click must count (shown once hydrated).
 */
import { openFromClick, selectionFromLink } from './openFromClick.ts';

/** Also the island's `client:interaction` selector. */
export const TITLE_LINK_SELECTOR = 'a[data-open-item]';

function onDocumentClick(event: MouseEvent): void {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>(TITLE_LINK_SELECTOR)
      : null;
  if (link) openFromClick(event, selectionFromLink(link), link);
}

/** Listens once per document, however often called; returns how to stop. */
export function listenForTitleClicks(doc: Document): () => void {
  doc.removeEventListener('click', onDocumentClick);
  doc.addEventListener('click', onDocumentClick);
  return () => doc.removeEventListener('click', onDocumentClick);
}
