/**
 * Opens the slide-over from clicks on the titles of static news and event cards
 * (`a[data-open-item]`, rendered by Astro without an island) anywhere on the page. A module script
 * of the page (DetailPanelMount.astro), not the panel island: the island hydrates only when a
 * visitor reaches for a title (`client:interaction`), and the first click must already open it. The
 * click sets the selection in `$detail`, the store the island shares with this script, and the
 * island shows it once it has hydrated. Cards in islands open the panel themselves (their click is
 * then already handled).
 */
import { openFromClick, selectionFromLink } from './openFromClick.ts';

/** The titles that open the panel: the island's `client:interaction` selector too. */
export const TITLE_LINK_SELECTOR = 'a[data-open-item]';

function onDocumentClick(event: MouseEvent): void {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>(TITLE_LINK_SELECTOR)
      : null;
  if (link) openFromClick(event, selectionFromLink(link), link);
}

/** Starts listening (once per document, however often it is called); returns how to stop. */
export function listenForTitleClicks(doc: Document): () => void {
  doc.removeEventListener('click', onDocumentClick);
  doc.addEventListener('click', onDocumentClick);
  return () => doc.removeEventListener('click', onDocumentClick);
}
