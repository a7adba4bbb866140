/**
 * What a news or event card shows (date, title, cover image, HTML description), as small
 * serialisable props: the DatedItemModel fields the card uses, with the description as rich text.
 */
import type { DatedItemModel } from '../../content/types.ts';
import type { RichNode } from '../../content/richText.ts';
import type { DetailSelection } from '../slide-over/detailStore.ts';
import type { IndexEntry } from './listIndex.ts';
import type { DatedKind } from '../../content/datedKinds.ts';

export interface DatedCardItem extends Pick<
  DatedItemModel,
  'id' | 'kind' | 'title' | 'slug' | 'path' | 'isoDate' | 'dateLabel' | 'year' | 'image'
> {
  /** The description as rich text; empty on compact cards. */
  readonly description: readonly RichNode[];
  /** Length of the whole description's text (the expand checkbox shows above 200). */
  readonly descriptionLength: number;
  /** The description is only an excerpt (cards built from the list index): the whole one is on the detail page. */
  readonly excerpt?: boolean;
}

/** A card for an index entry (items beyond the page's own): its description is the excerpt. */
export function cardItemFromIndex(
  entry: IndexEntry,
  kind: DatedKind,
  listPath: string,
): DatedCardItem {
  return {
    id: entry.i,
    kind,
    title: entry.t,
    slug: entry.s,
    path: `${listPath}/${encodeURIComponent(entry.s)}`,
    isoDate: entry.o,
    dateLabel: entry.d,
    year: entry.y,
    image: entry.m,
    description: entry.x ? [['p', {}, entry.x]] : [],
    descriptionLength: entry.n,
    excerpt: true,
  };
}

/** What the slide-over needs to show the card's item. */
export function detailSelection(item: DatedCardItem): DetailSelection {
  return {
    kind: item.kind,
    slug: item.slug,
    path: item.path,
    title: item.title,
    dateLabel: item.dateLabel,
    isoDate: item.isoDate,
    image: item.image,
  };
}
