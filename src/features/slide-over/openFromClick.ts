/**
 * How a click on a news or event title opens the slide-over. The title is a real link: only a plain
 * primary click opens the panel, and only while the page has one; middle, ctrl/cmd/shift/alt clicks
 * and visitors without JavaScript reach the detail page.
 */
import { hasDetailPanel, openDetail, type DetailSelection } from './detailStore.ts';

interface ClickLike {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/** Whether a click is a plain primary click nothing else has handled. */
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

/** Opens the panel on `selection` for a plain click on `link` while a panel is mounted. */
export function openFromClick(
  event: ClickLike,
  selection: DetailSelection,
  link: HTMLElement,
): void {
  if (!isPlainClick(event) || !hasDetailPanel()) return;
  event.preventDefault();
  openDetail(selection, link);
}

/**
 * The selection a server-rendered title link describes (DatedCard writes these data attributes):
 * what static cards in card grids carry, where no island holds the item.
 */
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
