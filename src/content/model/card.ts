/** Cards of a section, slider images and the items cards link to (ContentPage detail pages). */
import type { CardModel, CardTable, DetailItemModel, Row } from '../types.ts';
import { cardLink } from '../cardLink.ts';
import { datedKindOf } from '../datedKinds.ts';
import { resolveSiteLink } from '../resolveSiteLink.ts';
import { rowId } from '../rowId.ts';
import { slugify } from '../slugify.ts';
import { sortBySortOrder, sortOrderOf } from '../sortBySortOrder.ts';
import { dateLabelOf, newestFirst } from './datedItem.ts';
import { DESCRIPTION_COLUMNS, displayText, image, richText, rowButton } from './fieldValues.ts';
import { englishTitle, type ItemTable, type ModelContext } from './modelContext.ts';

/**
 * One card of a row of a card table, or one slider image: its link (cardLink), its button
 * (ComponentConfiguration), its `marker` and its description in the table's columns.
 */
export function card(
  row: Row,
  table: CardTable | 'ImageSlider',
  marker: string,
  ctx: ModelContext,
): CardModel {
  const id = rowId(row);
  const description = richText(row, table, DESCRIPTION_COLUMNS[table], ctx);
  const slug =
    table === 'ImageSlider'
      ? slugify(englishTitle(row)) || `image-${id ?? ''}`
      : ((table === 'SmartMetaData' ? ctx.slugs.page : ctx.slugs.item).get(row) ?? '');
  const link = table === 'ImageSlider' ? null : cardLink(table, slug, ctx.locale);
  const button = rowButton(row, table, ctx);
  return {
    id: id ?? '',
    table,
    title: displayText(row, 'Title', ctx),
    slug,
    subHeading: displayText(row, 'SubHeading', ctx),
    image: image(row, table, 'ItemCover', ctx),
    descriptionHtml: description.html,
    descriptionLength: description.text.length,
    shortDescription: displayText(row, 'ShortDescription', ctx),
    sortOrder: sortOrderOf(row['SortOrder']),
    href: link?.href ?? null,
    newTab: link?.newTab ?? false,
    button,
    dateLabel: dateLabelOf(row, table, ctx),
    marker,
  };
}

/**
 * Blog-card titles go to /{title}, resolved to the canonical page like every link. When no page has
 * that title the card keeps its item link, so a blog card never points at a page that does not
 * exist.
 */
export function blogCardLink(card: CardModel, row: Row, ctx: ModelContext): CardModel {
  const resolved = resolveSiteLink(`/${englishTitle(row)}`, ctx.links, ctx.locale);
  if (resolved === null || !resolved.matched) return card;
  return { ...card, href: resolved.href, newTab: false };
}

/** Container items by SortOrder; news and events newest first; other tables as listed. */
export function orderCards(rows: readonly Row[], table: CardTable): Row[] {
  if (table === 'ContainerItems') return sortBySortOrder(rows);
  const kind = datedKindOf(table);
  return kind === null ? [...rows] : newestFirst(rows, kind);
}

/** The model of an item's detail page at /ContentPage/{slug} (the target of its cards). */
export function detailItem(row: Row, table: ItemTable, ctx: ModelContext): DetailItemModel {
  const description = richText(row, table, DESCRIPTION_COLUMNS[table], ctx);
  return {
    table,
    id: rowId(row) ?? '',
    title: displayText(row, 'Title', ctx),
    slug: ctx.slugs.item.get(row) ?? '',
    image: image(row, table, 'ItemCover', ctx),
    descriptionHtml: description.html,
    descriptionText: description.text,
    dateLabel: dateLabelOf(row, table, ctx),
  };
}
