/** Sections of a page (ContainerList rows): their template, cards, images, team, news and events. */
import type { CardTable, DatedItemModel, Row, SectionModel } from '../types.ts';
import { DATED_KINDS, type DatedKind } from '../datedKinds.ts';
import { LIST_PAGE_SIZE } from '../listPageSize.ts';
import { orderingMarker } from '../orderingMarker.ts';
import { parseTemplateConfig } from '../parseTemplateConfig.ts';
import { resolveReferences, type ReferenceColumn } from '../resolveReferences.ts';
import { rowId } from '../rowId.ts';
import { NO_HTML } from '../sanitizeHtml.ts';
import { sectionDatedItems } from '../sectionDatedItems.ts';
import { slugify } from '../slugify.ts';
import { sortBySortOrder } from '../sortBySortOrder.ts';
import { blogCardLink, card, orderCards } from './card.ts';
import { datedItem, newestFirst } from './datedItem.ts';
import { displayText, jsonColumn, richText, rowButton } from './fieldValues.ts';
import { englishTitle, type ModelContext } from './modelContext.ts';
import { teamMember } from './teamMember.ts';

/** The column of a section that lists rows of a card table, for the dataSource fallback. */
const LIST_COLUMN: Readonly<Record<CardTable, ReferenceColumn | null>> = {
  ContainerItems: null,
  Announcements: 'Announcements',
  Events: 'Events',
  Documents: 'Documents',
  SmartMetaData: 'SmartPages',
};

/**
 * One section: its TemplateConfiguration, slider images by SortOrder, cards through dataSource
 * (falling back to the table's own list column, then Documents and SmartPages, each row once), team
 * members by SortOrder, news and events newest first, its button, and an anchor unique in the page
 * (`anchors`: those the page has given out) from the English title, so '#meet-our-team' works in
 * both languages.
 */
export function section(row: Row, ctx: ModelContext, anchors: Set<string>): SectionModel {
  const id = rowId(row);
  const refs = (column: ReferenceColumn, dataSource?: CardTable): Row[] => {
    const resolved = resolveReferences(row, column, ctx.index, {
      table: 'ContainerList',
      dataSource,
    });
    ctx.warn(resolved.warnings);
    return resolved.rows;
  };

  const template = jsonColumn(row, 'ContainerList', 'TemplateConfiguration', ctx);
  const { config, warnings } = parseTemplateConfig(template.value, template.at);
  ctx.warn(warnings);
  const mark = (i: number): string => orderingMarker(config.orderingType, i);

  // Slider images: sorted by SortOrder, missing = 0.
  const images = sortBySortOrder(refs('AdditionalImageSource')).map((r, i) =>
    card(r, 'ImageSlider', mark(i), ctx),
  );

  // Cards: AdditionalContentSource through dataSource; when it lists nothing, the dataSource
  // table's own list column; then the Documents and SmartPages lists. Ordered like their table.
  let contentRows = refs('AdditionalContentSource', config.dataSource);
  const listColumn = LIST_COLUMN[config.dataSource];
  if (contentRows.length === 0 && listColumn !== null) contentRows = refs(listColumn);
  const cardRows: { row: Row; table: CardTable }[] = [
    ...orderCards(contentRows, config.dataSource).map((r) => ({
      row: r,
      table: config.dataSource,
    })),
    // Appended even when one of them was the fallback above; the de-duplication below keeps one.
    ...refs('Documents').map((r) => ({ row: r, table: 'Documents' as const })),
    ...refs('SmartPages').map((r) => ({ row: r, table: 'SmartMetaData' as const })),
  ];
  const seen = new Set<string>();
  const cards = cardRows
    .filter(({ row: r, table }) => {
      const key = `${table}#${rowId(r) ?? ''}`;
      if (rowId(r) !== null && seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ row: r, table }, i) => {
      const c = card(r, table, mark(i), ctx);
      return config.template === 'BlogDataGrid' ? blogCardLink(c, r, ctx) : c;
    });

  const team = sortBySortOrder(refs('TeamInformation').filter((r) => englishTitle(r) !== '')).map(
    (r) => teamMember(r, ctx),
  );

  // News and events: the listed ones, newest first; a news or events carousel (Slider-3) or blog
  // grid with nothing listed shows all of them (the spec's loader reads the whole table).
  const dated = (kind: DatedKind): DatedItemModel[] => {
    const { table } = DATED_KINDS[kind];
    const listed = refs(table);
    const showsAll =
      config.dataSource === table &&
      (config.type === 'Slider-3' || config.template === 'BlogDataGrid');
    const sorted = newestFirst(listed.length === 0 && showsAll ? ctx.tables[table] : listed, kind);
    if (config.type !== 'Slider-3') return sorted.map((r) => datedItem(r, kind, ctx));
    // A carousel shows one list page of the newest as compact cards without description: the
    // section keeps no more than it shows, so a news body's edit re-renders no carousel page.
    return sorted
      .slice(0, LIST_PAGE_SIZE)
      .map((r) => ({ ...datedItem(r, kind, ctx), descriptionHtml: NO_HTML, descriptionText: '' }));
  };

  const news = dated('news');
  const events = dated('event');
  const showsDated =
    config.type === 'Slider-3' &&
    sectionDatedItems({ dataSource: config.dataSource, news, events }).length > 0;

  const sectionTitle = englishTitle(row);
  const titleSlug = slugify(sectionTitle);
  const fallbackHref =
    config.type === 'SiteTheme' && titleSlug !== '' ? `/${titleSlug}` : undefined;
  const button = rowButton(row, 'ContainerList', ctx, fallbackHref);

  let anchor = titleSlug || `section-${id ?? anchors.size + 1}`;
  for (let n = 2; anchors.has(anchor); n += 1) anchor = `${titleSlug || 'section'}-${n}`;
  anchors.add(anchor);

  const description = richText(row, 'ContainerList', ['Description'], ctx);
  const about = richText(row, 'ContainerList', ['About'], ctx);
  return {
    id: id ?? '',
    anchor,
    title: displayText(row, 'Title', ctx),
    heading: displayText(row, 'Heading', ctx),
    subHeading: displayText(row, 'SubHeading', ctx),
    descriptionHtml: description.html,
    aboutHtml: about.html,
    template: config.template,
    type: config.type,
    dataSource: config.dataSource,
    cardType: config.cardType,
    orderingType: config.orderingType,
    imagePosition: config.imagePosition,
    button,
    images,
    // A news or events carousel shows its dated items instead of cards (CarouselSection).
    cards: showsDated ? [] : cards,
    team,
    news,
    events,
  };
}
