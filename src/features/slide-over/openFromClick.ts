/**
 * A news or event title is a real link: only a plain primary click opens the slide-over, and only
 * while the page has one; other clicks, and visitors without JavaScript, reach the detail page.
 */
import { hasDetailPanel, openDetail, type DetailSelection } from './detailStore.ts';

type ClickLike = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'preventDefault'
>;

/** A primary click without modifiers that nothing else has handled. */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export function openFromClick(
  event: ClickLike,
  selection: DetailSelection,
  link: HTMLElement,
): void {
  if (!isPlainClick(event) || !hasDetailPanel()) return;
  event.preventDefault();
  openDetail(selection, link);
}

/** The selection a static card's title link describes (DatedCard's data attributes). */
export function selectionFromLink(link: HTMLAnchorElement): DetailSelection {
  const data = link.dataset;
  return {
    kind: data['kind'] === 'event' ? 'event' : 'news',
    slug: data['slug'] ?? '',
    path: link.pathname,
    title: link.textContent.trim(),
    dateLabel: data['date'] ?? '',
    isoDate: data['iso'] || null,
    image: data['image'] || null,
  };
}
