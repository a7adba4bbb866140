/**
 * A Slider-3 news or events card opens the detail panel (SPEC §2 "Slider-3: a news or events card
 * carousel that opens the detail panel"). The cards are static HTML (DatedCard); their title link
 * carries what the panel shows before the description arrives (`data-open-item`, `data-kind`,
 * `data-slug`, `data-date`, `data-iso`, `data-image`), and these turn it into the slide-over's
 * selection.
 */
import type { DetailSelection } from '../slide-over/detailStore.ts';

/** What is read off a card's title link. */
export interface CardLink {
  /** The link's path (its pathname): the item's canonical detail page. */
  readonly path: string;
  readonly text: string;
  readonly data: Readonly<Record<string, string | undefined>>;
}

/** The slide-over selection a card title link describes, or null if it is not such a link. */
export function selectionFromCardLink(link: CardLink): DetailSelection | null {
  const { data } = link;
  const slug = data['slug'] ?? '';
  if (data['openItem'] === undefined || slug === '' || link.path === '') return null;
  return {
    kind: data['kind'] === 'event' ? 'event' : 'news',
    slug,
    path: link.path,
    title: link.text.trim(),
    dateLabel: data['date'] ?? '',
    isoDate: data['iso'] || null,
    image: data['image'] || null,
  };
}

/**
 * Only a plain primary click opens the panel; a middle, modified or already handled click keeps
 * the link's own behaviour (new tab, download, …), as does every visitor without JavaScript.
 */
export function isPlainClick(event: {
  readonly button: number;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.defaultPrevented
  );
}
