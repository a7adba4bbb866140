/** The item the detail slide-over shows: a nanostore, so separate islands on one page share it. */
import { atom } from 'nanostores';
import type { DatedItemModel } from '../../content/types.ts';

/** What the panel shows before the description (read from the detail page at `path`) has loaded. */
export type DetailSelection = Pick<
  DatedItemModel,
  'kind' | 'slug' | 'path' | 'title' | 'dateLabel' | 'isoDate' | 'image'
>;

export const $detail = atom<DetailSelection | null>(null);

/** Focus goes back to it when the panel closes. */
let opener: HTMLElement | null = null;

export function openDetail(selection: DetailSelection, from: HTMLElement | null = null): void {
  opener = from;
  $detail.set(selection);
}

/** Forgets the item and hands back the opener. */
export function closeDetail(): HTMLElement | null {
  const from = opener;
  opener = null;
  $detail.set(null);
  return from;
}

/** The DetailPanel island that shows the selection: the first to claim the role. */
export const $detailPanel = atom<symbol | null>(null);

/** A panel is mounted, or its island is on the page and shows the selection once hydrated. */
export function hasDetailPanel(): boolean {
  return $detailPanel.get() !== null || document.querySelector('[data-detail-panel]') !== null;
}
