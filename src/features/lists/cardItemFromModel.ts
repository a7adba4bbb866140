/** A card's props from the site model, at build time only: parse5 stays out of the browser. */
import type { DatedItemModel } from '../../content/types.ts';
import { richTextFromHtml } from '../../content/richTextFromHtml.ts';
import type { DatedCardItem } from './datedCardItem.ts';

/** A compact card (Slider-3) carries no description. */
export function cardItemFromModel(
  item: DatedItemModel,
  { compact = false }: { compact?: boolean } = {},
): DatedCardItem {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    slug: item.slug,
    path: item.path,
    isoDate: item.isoDate,
    dateLabel: item.dateLabel,
    year: item.year,
    image: item.image,
    description: compact ? [] : richTextFromHtml(item.descriptionHtml),
    descriptionLength: compact ? 0 : item.descriptionText.length,
  };
}
