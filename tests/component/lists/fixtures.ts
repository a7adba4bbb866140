/** Props for the list island and its cards, built the way the Astro pages build them. */
import { sanitizeHtml } from '../../../src/content/sanitizeHtml.ts';
import type { DatedItemModel } from '../../../src/content/types.ts';
import { cardItemFromModel } from '../../../src/features/lists/cardItemFromModel.ts';
import type { DatedCardItem } from '../../../src/features/lists/datedCardItem.ts';
import { DATED_LIST_LABEL_KEYS } from '../../../src/features/lists/datedListLabels.ts';
import { buildListIndex } from '../../../src/features/lists/listIndex.ts';
import { uiLabels } from '../../../src/i18n/ui/index.ts';

export const LABELS = uiLabels('en', DATED_LIST_LABEL_KEYS);

/** A news item dated in `year` (or undated when year is ''). */
export function newsItem(n: number, year: string, title: string, html = `<p>Body ${n}</p>`) {
  const description = sanitizeHtml(html);
  const model: DatedItemModel = {
    id: String(n),
    kind: 'news',
    title,
    slug: `news-${n}`,
    path: `/NewsHome/news-${n}`,
    isoDate: year ? `${year}-03-05` : null,
    dateLabel: year ? `05 Mar ${year}` : 'Invalid Date',
    year,
    image: n % 2 ? `/PublishingImages/Covers/cover-${n}.svg` : null,
    descriptionHtml: description,
    descriptionText: description.replace(/<[^>]+>/g, ''),
  };
  return model;
}

export const SMALL: readonly DatedItemModel[] = [
  newsItem(
    1,
    '2026',
    'SharePoint intranet goes live',
    '<p>A new <b>intranet</b> for Havelberg</p>',
  ),
  newsItem(2, '2026', 'Digital strategy workshop'),
  newsItem(3, '2025', 'Change management training', '<p>Übersicht der Schulungen</p>'),
  newsItem(4, '', 'Undated note about SharePoint'),
];

export const cards = (items: readonly DatedItemModel[]): DatedCardItem[] =>
  items.map((item) => cardItemFromModel(item));

/** A long list: `count` items over the years 2026 back to 2015. */
export function longList(count: number): DatedItemModel[] {
  return Array.from({ length: count }, (_, i) =>
    newsItem(i + 1, String(2026 - (i % 12)), `News ${i + 1} ${i % 3 ? 'intranet' : 'archive'}`),
  );
}

/** The list's JSON index as the site serves it. */
export const indexOf = (items: readonly DatedItemModel[]) => buildListIndex('news', items);
