/**
 * The item the detail slide-over shows (closed until an item's title is clicked). Set by the list
 * island and by Slider-3 cards, read by the DetailPanel island; a nanostore, so separate islands on
 * one page share it (the way Astro documents sharing state).
 */
import { atom } from 'nanostores';
import type { DatedKind } from '../../content/datedKinds.ts';

/** What the panel needs to show an item before its description has loaded. */
export interface DetailSelection {
  readonly kind: DatedKind;
  readonly slug: string;
  /** Canonical detail path of the item in the page's locale (its description is read from it). */
  readonly path: string;
  readonly title: string;
  readonly dateLabel: string;
  readonly isoDate: string | null;
  readonly image: string | null;
}

/** The open item, or null while the panel is closed. */
export const $detail = atom<DetailSelection | null>(null);

/** Element that opened the panel; focus goes back to it when the panel closes. */
let opener: HTMLElement | null = null;

/** Opens the slide-over on an item, remembering the element that asked for it. */
export function openDetail(selection: DetailSelection, from: HTMLElement | null = null): void {
  opener = from;
  $detail.set(selection);
}

/** Clears the selection (closing the panel forgets the item) and hands back the opener. */
export function closeDetail(): HTMLElement | null {
  const from = opener;
  opener = null;
  $detail.set(null);
  return from;
}

/**
 * The DetailPanel island that shows the selection: a page may mount several (one per section that
 * needs it), and the first to claim the role serves. A title only opens the panel in place while a
 * panel is there to show it; otherwise it stays a plain link.
 */
export const $detailPanel = atom<symbol | null>(null);

/** Makes `id` the page's panel unless another one already is; returns whether it is. */
export function claimDetailPanel(id: symbol): boolean {
  if ($detailPanel.get() === null) $detailPanel.set(id);
  return $detailPanel.get() === id;
}

/** Gives up the panel role (the island unmounted). */
export function releaseDetailPanel(id: symbol): void {
  if ($detailPanel.get() === id) $detailPanel.set(null);
}

/**
 * Whether the page has a DetailPanel to show a selection: one is mounted, or its island is on the
 * page (DetailPanelMount marks it with data-detail-panel) and will show the selection once it has
 * hydrated.
 */
export function hasDetailPanel(): boolean {
  return $detailPanel.get() !== null || document.querySelector('[data-detail-panel]') !== null;
}
