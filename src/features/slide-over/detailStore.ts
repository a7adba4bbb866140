/** The item the detail slide-over shows: a nanostore, so separate islands on one page share it. */
import { atom } from 'nanostores';
import type { DatedKind } from '../../content/datedKinds.ts';

/** What the panel shows before the description has loaded. */
export interface DetailSelection {
  readonly kind: DatedKind;
  readonly slug: string;
  /** The detail page in the page's locale (the description is read from it). */
  readonly path: string;
  readonly title: string;
  readonly dateLabel: string;
  readonly isoDate: string | null;
  readonly image: string | null;
}

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

export function claimDetailPanel(id: symbol): boolean {
  if ($detailPanel.get() === null) $detailPanel.set(id);
  return $detailPanel.get() === id;
}

export function releaseDetailPanel(id: symbol): void {
  if ($detailPanel.get() === id) $detailPanel.set(null);
}

/** A panel is mounted, or its island is on the page and shows the selection once hydrated. */
export function hasDetailPanel(): boolean {
  return $detailPanel.get() !== null || document.querySelector('[data-detail-panel]') !== null;
}
