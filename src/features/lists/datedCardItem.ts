/** What a news or event card shows, as small serialisable props (the description as rich text). */
import type { DatedItemModel } from '../../content/types.ts';
import type { RichNode } from '../../content/richText.ts';
import type { DetailSelection } from '../slide-over/detailStore.ts';
import type { IndexEntry } from './listIndex.ts';
import type { DatedKind } from '../../content/datedKinds.ts';

export interface DatedCardItem extends Pick<
  DatedItemModel,
  'id' | 'kind' | 'title' | 'slug' | 'path' | 'isoDate' | 'dateLabel' | 'year' | 'image'
> {
  /** Empty on compact cards. */
  readonly description: readonly RichNode[];
  /** Length of the whole description's text. */
  readonly descriptionLength: number;
  /** Only an excerpt (a card built from the list index); the whole is on the detail page. */
  readonly excerpt?: boolean;
}

/** A card for an index entry (an item beyond the page's own). */
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
  const { kind, slug, path, title, dateLabel, isoDate, image } = item;
  return { kind, slug, path, title, dateLabel, isoDate, image };
}
