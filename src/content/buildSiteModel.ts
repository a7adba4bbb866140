import {
  LOCALES,
  TABLE_NAMES,
  type CardModel,
  type CardTable,
  type ContentWarning,
  type DatedItemModel,
  type DetailItemModel,
  type Locale,
  type LocalizedSite,
  type PageModel,
  type Row,
  type SafeHtml,
  type SectionModel,
  type SiteModel,
  type TableName,
  type Tables,
  type TeamMemberModel,
} from './types.ts';
import { RESERVED_SEGMENTS, datedItemPath, pagePath } from '../i18n/routes.ts';
import { assignSlugs, type SlugEntry } from './assignSlugs.ts';
import { buildFooter } from './buildFooter.ts';
import { buildLinkIndex, type LinkIndex, type LinkTarget } from './buildLinkIndex.ts';
import { buildNavigation } from './buildNavigation.ts';
import { cardLink } from './cardLink.ts';
import { cellText } from './cellText.ts';
import { componentButton } from './componentButton.ts';
import { dedupeById } from './dedupeById.ts';
import { detectUnsafeHtml } from './detectUnsafeHtml.ts';
import { dropEmptyTitles } from './dropEmptyTitles.ts';
import { excerpt } from './excerpt.ts';
import { formatDate, isoDate, year } from './formatDate.ts';
import { htmlToText } from './htmlToText.ts';
import { hyphenateGerman, hyphenateGermanHtml } from './hyphenateGerman.ts';
import { indexTables, type TableIndex } from './indexById.ts';
import { localized, localizedColumn } from './localized.ts';
import { orderingMarker } from './orderingMarker.ts';
import { parseDate } from './parseDate.ts';
import { parseJsonColumn } from './parseJsonColumn.ts';
import { parseTemplateConfig } from './parseTemplateConfig.ts';
import { plainText } from './plainText.ts';
import { resolveReferences, type ReferenceColumn } from './resolveReferences.ts';
import { resolveSiteLink } from './resolveSiteLink.ts';
import { rowId } from './rowId.ts';
import { refusedImageReason, safeImageUrl } from './safeImageUrl.ts';
import {
  isMissingSiteFile,
  missingImage,
  NO_HTML,
  sanitizeHtml,
  sanitizeRichText,
  type SanitizeIssue,
} from './sanitizeHtml.ts';
import { slugify } from './slugify.ts';
import { sortBySortOrder, sortOrderOf } from './sortBySortOrder.ts';
import { sortNewestFirst } from './sortNewestFirst.ts';
import { LIST_PAGE_SIZE } from './listPageSize.ts';
import { sectionDatedItems } from './sectionDatedItems.ts';
import { titleKey } from './titleKey.ts';
import { dedupeWarnings, makeWarning } from './warnings.ts';

export interface BuildSiteModelOptions {
  /**
   * Origins of this site (SITE_URL): absolute links in the content that point at them are turned
   * into canonical site paths like any other internal link.
   */
  readonly siteOrigins?: readonly string[];
  /**
   * https origins content images may come from besides the site (IMAGE_ORIGINS): the same list
   * the Content-Security-Policy's img-src allows. Images from anywhere else are dropped with a
   * warning, since the policy would block them.
   */
  readonly imageOrigins?: readonly string[];
  /**
   * Whether a site-relative path (`/PublishingImages/x.png`, decoded, no query) names a file the
   * site serves (public/). A cover or rich-text image whose file is missing would show as a
   * broken image, with or without JavaScript: it gets the default image (rich text: it is
   * dropped) and a 'missing-image' warning (issue 17 item 4). Not given: not checked.
   */
  readonly siteFileExists?: (path: string) => boolean;
}

/**
 * Segments a content page may not take as its slug: every reserved one except 'home' (the page
 * titled home) and 'privacy-policy' (the page titled privacy policy or Datenschutz, which pagePath
 * puts at the privacy route).
 */
const PAGE_RESERVED = new Set(
  [...RESERVED_SEGMENTS].filter((s) => s !== 'home' && s !== 'privacy-policy'),
);
/** Title keys of the privacy page (SPEC §2: /privacy-policy in English, /datenschutz in German). */
const PRIVACY_KEYS = new Set(['privacypolicy', 'datenschutz']);

/** The tables whose rows a card links to at /ContentPage/{slug}, in the order they claim slugs. */
const ITEM_TABLES = ['ContainerItems', 'Announcements', 'Events', 'Documents'] as const;
type ItemTable = (typeof ITEM_TABLES)[number];

/** Description columns per card table, first non-blank wins (SPEC §3; docs/CONTENT.md). */
const DESCRIPTION_COLUMNS: Readonly<Record<CardTable | 'ImageSlider', readonly string[]>> = {
  ContainerItems: ['Description', 'ItemDescription'],
  ImageSlider: ['Description', 'ItemDescription'],
  Announcements: ['Body', 'Description'],
  Events: ['EventDescription', 'Description'],
  Documents: ['Item_x0020_Description', 'Description'],
  SmartMetaData: ['PageContent'],
};

/** Slugs of every row, per route family, by row object (rows without an id still get one). */
interface Slugs {
  readonly page: ReadonlyMap<Row, string>;
  readonly news: ReadonlyMap<Row, string>;
  readonly event: ReadonlyMap<Row, string>;
  readonly item: ReadonlyMap<Row, string>;
}

interface Context {
  readonly locale: Locale;
  readonly tables: Readonly<Record<TableName, readonly Row[]>>;
  readonly index: TableIndex;
  readonly links: LinkIndex;
  readonly slugs: Slugs;
  readonly warn: (warnings: readonly ContentWarning[]) => void;
  readonly dated: Map<Row, DatedItemModel>;
  /**
   * Sanitised HTML and its text by raw HTML, shared by both locales: the same item appears as a
   * card on many pages, and sanitising is the costly step of a build.
   */
  readonly html: Map<
    string,
    {
      html: SafeHtml;
      /** The German display form (soft hyphens in long words), made when first asked for. */
      hyphenated?: SafeHtml;
      text: string;
      unsafe: string | null;
      issues: readonly SanitizeIssue[];
    }
  >;
  /** Where images may come from: IMAGE_ORIGINS and the site's own https origins. */
  readonly imageOrigins: readonly string[];
  /** Whether a site-relative image file exists (BuildSiteModelOptions.siteFileExists). */
  readonly siteFileExists: ((path: string) => boolean) | undefined;
}

/**
 * The site model (src/content/types.ts) for both locales from the pulled tables (DESIGN.md Shape:
 * "content model (pure functions: parse, normalise, resolve references, sort, slug, warnings)").
 * Pure and total: any content fault follows the spec's fallback and becomes a warning; it never
 * throws on content.
 *
 * - Every table is de-duplicated by id first ('duplicate-id'); a missing table is empty.
 * - Slugs come from the English Title and are shared by both locales: one family for pages (a
 *   reserved segment such as 'contact' is not available, the page titled home owns 'home'), one
 *   for news, one for events, one for the items cards link to (ContainerItems, then Announcements,
 *   Events, Documents).
 * - Pages: sections from PageContainers in order; cards, images, team, news and events resolved
 *   from the section's reference lists; text through localized(), HTML through sanitizeHtml().
 * - Links (menu, footer, buttons) are resolved to canonical paths in the locale.
 * - News and events: newest first, with detail paths from datedItemPath.
 * - Warnings are collected once for both locales (de-duplicated).
 */
export function buildSiteModel(
  tables: Partial<Tables>,
  options: BuildSiteModelOptions = {},
): SiteModel {
  const collected: ContentWarning[] = [];
  const warn = (ws: readonly ContentWarning[]): void => {
    collected.push(...ws);
  };

  const clean = {} as Record<TableName, Row[]>;
  for (const name of TABLE_NAMES) {
    const { items, duplicates } = dedupeById(tables[name] ?? []);
    clean[name] = items;
    warn(
      duplicates.map((id) =>
        makeWarning(
          'duplicate-id',
          name,
          id,
          `id ${id} appears more than once; the first row is used`,
        ),
      ),
    );
  }
  // Team members with an empty Title are not shown (SPEC §5); warn once per row here.
  warn(dropEmptyTitles(clean.TeamDetails, 'TeamDetails').warnings);
  const index = indexTables(clean);

  const homeRow = clean.SmartMetaData.find((row) => titleKey(englishTitle(row)) === 'home') ?? null;
  if (homeRow === null)
    warn([
      makeWarning(
        'missing-home',
        'SmartMetaData',
        null,
        'no page is titled home; the site has no home page',
      ),
    ]);
  const privacyRow =
    clean.SmartMetaData.find(
      (row) => row !== homeRow && PRIVACY_KEYS.has(titleKey(englishTitle(row))),
    ) ?? null;
  // The home and privacy pages claim their slugs first, whatever punctuation their titles have.
  const fixedRows = [homeRow, privacyRow].filter((r): r is Row => r !== null);
  const pageRows = [...fixedRows, ...clean.SmartMetaData.filter((r) => !fixedRows.includes(r))];
  const fixedTitles = new Map<Row, string>(
    [
      [homeRow, 'home'],
      [privacyRow, 'privacy-policy'],
    ].filter((e): e is [Row, string] => e[0] !== null),
  );
  const rowsOf = (
    table: TableName,
    rows: readonly Row[] = clean[table],
  ): { row: Row; table: TableName }[] => rows.map((row) => ({ row, table }));
  const slugs: Slugs = {
    page: slugFamily(rowsOf('SmartMetaData', pageRows), warn, PAGE_RESERVED, fixedTitles),
    news: slugFamily(rowsOf('Announcements'), warn),
    event: slugFamily(rowsOf('Events'), warn),
    item: slugFamily(
      ITEM_TABLES.flatMap((t) => rowsOf(t)),
      warn,
    ),
  };

  const targets = (rows: readonly Row[], family: ReadonlyMap<Row, string>): LinkTarget[] =>
    rows.flatMap((row) => {
      const slug = family.get(row);
      return slug === undefined
        ? []
        : [{ titles: [englishTitle(row), plainText(row['Title_DE'])], slug }];
    });
  const links = buildLinkIndex(
    {
      pages: targets(pageRows, slugs.page),
      news: targets(clean.Announcements, slugs.news),
      events: targets(clean.Events, slugs.event),
      items: targets(
        ITEM_TABLES.flatMap((t) => clean[t]),
        slugs.item,
      ),
    },
    options.siteOrigins ?? [],
  );

  const html: Context['html'] = new Map();
  const imageOrigins = [
    ...new Set([
      ...(options.imageOrigins ?? []),
      ...(options.siteOrigins ?? []).filter((o) => o.startsWith('https://')),
    ]),
  ];
  const build = (locale: Locale): LocalizedSite =>
    buildLocale(
      {
        locale,
        tables: clean,
        index,
        links,
        slugs,
        warn,
        dated: new Map(),
        html,
        imageOrigins,
        siteFileExists: options.siteFileExists,
      },
      homeRow,
    );
  const [en, de] = LOCALES.map(build);
  if (en === undefined || de === undefined) throw new Error('LOCALES must be en and de');
  return { en, de, warnings: dedupeWarnings(collected) };
}

/** Assigns slugs to the rows of one route family and warns about titles that give no slug. */
function slugFamily(
  list: readonly { readonly row: Row; readonly table: TableName }[],
  warn: (ws: readonly ContentWarning[]) => void,
  reserved?: ReadonlySet<string>,
  fixedTitles?: ReadonlyMap<Row, string>,
): Map<Row, string> {
  const entries: SlugEntry[] = list.map(({ row, table }) => {
    const title = fixedTitles?.get(row) ?? englishTitle(row);
    if (slugify(title) === '') {
      warn([
        makeWarning(
          'empty-title',
          table,
          rowId(row),
          `Title "${title}" gives no slug; published as item-{id}`,
          'Title',
        ),
      ]);
    }
    return { table, id: rowId(row), title };
  });
  const { slugs, warnings } = assignSlugs(entries, reserved === undefined ? {} : { reserved });
  warn(warnings);
  const map = new Map<Row, string>();
  list.forEach(({ row }, i) => {
    const slug = slugs[i];
    if (slug !== undefined) map.set(row, slug);
  });
  return map;
}

function buildLocale(ctx: Context, homeRow: Row | null): LocalizedSite {
  const { locale, tables } = ctx;
  const nav = buildNavigation(tables.TopNavigation, locale, ctx.links);
  ctx.warn(nav.warnings);
  const footer = buildFooter(tables.Footer, locale, ctx.links);
  ctx.warn(footer.warnings);

  const news = sortNewestFirst(tables.Announcements, (r) => r['PublishingDate']).map((row) =>
    datedItem(row, 'news', ctx),
  );
  const events = sortNewestFirst(tables.Events, (r) => r['EventDate']).map((row) =>
    datedItem(row, 'event', ctx),
  );

  let home: PageModel | null = null;
  const pages = tables.SmartMetaData.map((row) => {
    const model = page(row, ctx);
    if (row === homeRow) home = model;
    return model;
  });

  const items = ITEM_TABLES.flatMap((table) =>
    tables[table].map((row) => detailItem(row, table, ctx)),
  );
  return { locale, nav: nav.items, footer: footer.footer, pages, home, news, events, items };
}

/** Localized, sanitised rich text from the first non-blank of `columns` (German twins first). */
function richText(
  row: Row,
  table: TableName,
  columns: readonly string[],
  ctx: Context,
): { html: SafeHtml; text: string } {
  for (const column of columns) {
    const source = localizedColumn(row, column, ctx.locale);
    const raw = cellText(row[source]);
    if (raw.trim() === '') continue;
    let clean = ctx.html.get(raw);
    if (clean === undefined) {
      const { html, issues } = sanitizeRichText(raw, {
        imageOrigins: ctx.imageOrigins,
        ...(ctx.siteFileExists === undefined ? {} : { siteFileExists: ctx.siteFileExists }),
      });
      clean = { html, text: htmlToText(html), unsafe: detectUnsafeHtml(raw), issues };
      ctx.html.set(raw, clean);
    }
    const id = rowId(row);
    if (clean.unsafe !== null) {
      ctx.warn([makeWarning('unsafe-html', table, id, clean.unsafe, source)]);
    }
    ctx.warn(
      clean.issues.map((issue) => makeWarning(issue.code, table, id, issue.message, source)),
    );
    // German pages get soft hyphens in long words (issue 17 item 2); the text (search, meta
    // descriptions, feeds) is the unhyphenated one.
    if (ctx.locale === 'de') clean.hyphenated ??= hyphenateGermanHtml(clean.html);
    return {
      html: ctx.locale === 'de' ? (clean.hyphenated ?? clean.html) : clean.html,
      text: clean.text,
    };
  }
  return { html: sanitizeHtml(''), text: '' };
}

/**
 * A safe image address from a column, or null: 'unsafe-html' warning when one was given but
 * refused, 'missing-image' when it is site-relative and the site has no such file.
 */
function image(row: Row, table: TableName, column: string, ctx: Context): string | null {
  const source = localizedColumn(row, column, ctx.locale);
  const { url, unsafe } = safeImageUrl(row[source], ctx.imageOrigins);
  if (unsafe) {
    ctx.warn([
      makeWarning(
        'unsafe-html',
        table,
        rowId(row),
        refusedImageReason(cellText(row[source]).trim()),
        source,
      ),
    ]);
  }
  if (url !== null && ctx.siteFileExists !== undefined) {
    if (isMissingSiteFile(url, ctx.siteFileExists)) {
      const { code, message } = missingImage(url, 'the default image is shown');
      ctx.warn([makeWarning(code, table, rowId(row), message, source)]);
      return null;
    }
  }
  return url;
}

/** A localized plain-text field (plainText: markup removed, entities decoded). */
function text(row: Row, column: string, ctx: Context): string {
  return plainText(localized(row, column, ctx.locale));
}

/**
 * A localized plain-text field a person reads on the page (title, heading, sub-heading, card
 * text): on German pages with soft hyphens in long words (issue 17 item 2). Whatever reuses it for
 * machines (page title, meta, JSON-LD, feeds, indexes, attributes) takes withoutSoftHyphens.
 */
function displayText(row: Row, column: string, ctx: Context): string {
  const value = text(row, column, ctx);
  return ctx.locale === 'de' ? hyphenateGerman(value) : value;
}

/** The English Title as plain text: what slugs, anchors and the home page are found by. */
function englishTitle(row: Row): string {
  return plainText(row['Title']);
}

function datedItem(row: Row, kind: 'news' | 'event', ctx: Context): DatedItemModel {
  const cached = ctx.dated.get(row);
  if (cached !== undefined) return cached;
  const table = kind === 'news' ? 'Announcements' : 'Events';
  const dateColumn = kind === 'news' ? 'PublishingDate' : 'EventDate';
  const date = row[dateColumn];
  if (parseDate(date) === null) {
    const shown = cellText(date).trim();
    const message =
      shown === ''
        ? 'date is missing; shown as Invalid Date'
        : `"${shown}" is not a date; shown as Invalid Date`;
    ctx.warn([makeWarning('invalid-date', table, rowId(row), message, dateColumn)]);
  }
  const slug = (kind === 'news' ? ctx.slugs.news : ctx.slugs.event).get(row) ?? '';
  const description = richText(row, table, DESCRIPTION_COLUMNS[table], ctx);
  const model: DatedItemModel = {
    id: rowId(row) ?? '',
    kind,
    title: displayText(row, 'Title', ctx),
    slug,
    path: datedItemPath(kind, ctx.locale, slug),
    isoDate: isoDate(date),
    dateLabel: formatDate(date, ctx.locale),
    year: year(date),
    image: image(row, table, 'ItemCover', ctx),
    descriptionHtml: description.html,
    descriptionText: description.text,
  };
  ctx.dated.set(row, model);
  return model;
}

function detailItem(row: Row, table: ItemTable, ctx: Context): DetailItemModel {
  const description = richText(row, table, DESCRIPTION_COLUMNS[table], ctx);
  const dateColumn =
    table === 'Announcements' ? 'PublishingDate' : table === 'Events' ? 'EventDate' : null;
  return {
    table,
    id: rowId(row) ?? '',
    title: displayText(row, 'Title', ctx),
    slug: ctx.slugs.item.get(row) ?? '',
    image: image(row, table, 'ItemCover', ctx),
    descriptionHtml: description.html,
    descriptionText: description.text,
    dateLabel: dateColumn === null ? '' : formatDate(row[dateColumn], ctx.locale),
  };
}

function card(row: Row, table: CardTable | 'ImageSlider', marker: string, ctx: Context): CardModel {
  const id = rowId(row);
  const description = richText(row, table, DESCRIPTION_COLUMNS[table], ctx);
  const slug =
    table === 'ImageSlider'
      ? slugify(englishTitle(row)) || `image-${id ?? ''}`
      : ((table === 'SmartMetaData' ? ctx.slugs.page : ctx.slugs.item).get(row) ?? '');
  const link = table === 'ImageSlider' ? null : cardLink(table, slug, ctx.locale);
  const buttonCtx = { table, rowId: id, column: 'ComponentConfiguration' } as const;
  const config = parseJsonColumn(row['ComponentConfiguration'], buttonCtx);
  if (config.warning !== undefined) ctx.warn([config.warning]);
  const button = componentButton(config.value, ctx.locale, ctx.links, buttonCtx);
  ctx.warn(button.warnings);
  const dateColumn =
    table === 'Announcements' ? 'PublishingDate' : table === 'Events' ? 'EventDate' : null;
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
    button: button.button,
    dateLabel: dateColumn === null ? '' : formatDate(row[dateColumn], ctx.locale),
    marker,
  };
}

/**
 * Blog-card titles go to /{title} (SPEC §2 "Footer bottom-navigation links and blog-card titles go
 * to /{title}"), resolved to the canonical page like every link. When no page has that title the
 * card keeps its item link, so a blog card never points at a page that does not exist.
 */
function blogCardLink(card: CardModel, row: Row, ctx: Context): CardModel {
  const resolved = resolveSiteLink(`/${englishTitle(row)}`, ctx.links, ctx.locale);
  if (resolved === null || !resolved.matched) return card;
  return { ...card, href: resolved.href, newTab: false };
}

function teamMember(row: Row, ctx: Context): TeamMemberModel {
  const id = rowId(row);
  const profile = cellText(row['SocialMediaInformation']).trim();
  const profileOk = /^https?:\/\//i.test(profile) && URL.canParse(profile);
  if (profile !== '' && !profileOk) {
    ctx.warn([
      makeWarning(
        'unsafe-html',
        'TeamDetails',
        id,
        `profile link "${profile}" is not an http(s) URL; not shown`,
        'SocialMediaInformation',
      ),
    ]);
  }
  const about = richText(row, 'TeamDetails', ['About'], ctx);
  const email = cellText(row['Email'])
    .trim()
    .replace(/^mailto:/i, '');
  return {
    id: id ?? '',
    name: text(row, 'Title', ctx),
    designation: displayText(row, 'Designation', ctx),
    aboutHtml: about.html,
    image: image(row, 'TeamDetails', 'ImageLink', ctx),
    profileUrl: profileOk ? profile : null,
    email: email === '' ? null : email,
    sortOrder: sortOrderOf(row['SortOrder']),
  };
}

/** The column of a section that lists rows of a card table, for the dataSource fallback. */
const LIST_COLUMN: Readonly<Record<CardTable, ReferenceColumn | null>> = {
  ContainerItems: null,
  Announcements: 'Announcements',
  Events: 'Events',
  Documents: 'Documents',
  SmartMetaData: 'SmartPages',
};

function section(row: Row, ctx: Context, anchors: Set<string>): SectionModel {
  const id = rowId(row);
  const source = { table: 'ContainerList' } as const;
  const refs = (
    column: ReferenceColumn,
    dataSource?: CardTable,
  ): { rows: Row[]; table: TableName } => {
    const resolved = resolveReferences(
      row,
      column,
      ctx.index,
      dataSource === undefined ? source : { ...source, dataSource },
    );
    ctx.warn(resolved.warnings);
    return resolved;
  };

  const templateJson = parseJsonColumn(row['TemplateConfiguration'], {
    table: 'ContainerList',
    rowId: id,
    column: 'TemplateConfiguration',
  });
  if (templateJson.warning !== undefined) ctx.warn([templateJson.warning]);
  const { config, warnings } = parseTemplateConfig(templateJson.value, {
    table: 'ContainerList',
    rowId: id,
    column: 'TemplateConfiguration',
  });
  ctx.warn(warnings);
  const mark = (i: number): string => orderingMarker(config.orderingType, i);

  // Slider images: sorted by SortOrder, missing = 0 (SPEC §5).
  const images = sortBySortOrder(refs('AdditionalImageSource').rows).map((r, i) =>
    card(r, 'ImageSlider', mark(i), ctx),
  );

  // Cards: AdditionalContentSource through dataSource; when it lists nothing, the dataSource
  // table's own list column; then the Documents and SmartPages lists. Ordered like their table.
  const content = refs('AdditionalContentSource', config.dataSource);
  let contentRows = content.rows;
  const listColumn = LIST_COLUMN[config.dataSource];
  if (contentRows.length === 0 && listColumn !== null) contentRows = refs(listColumn).rows;
  const cardRows: { row: Row; table: CardTable }[] = [
    ...orderCards(contentRows, config.dataSource).map((r) => ({
      row: r,
      table: config.dataSource,
    })),
    // Appended even when one of them was the fallback above; the de-duplication below keeps one.
    ...refs('Documents').rows.map((r) => ({ row: r, table: 'Documents' as const })),
    ...refs('SmartPages').rows.map((r) => ({ row: r, table: 'SmartMetaData' as const })),
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

  const team = sortBySortOrder(
    refs('TeamInformation').rows.filter((r) => englishTitle(r) !== ''),
  ).map((r) => teamMember(r, ctx));

  // News and events: the listed ones, newest first; a news or events carousel (Slider-3) or blog
  // grid with nothing listed shows all of them (the spec's loader reads the whole table).
  const showsAll = (table: CardTable): boolean =>
    config.dataSource === table &&
    (config.type === 'Slider-3' || config.template === 'BlogDataGrid');
  const dated = (
    column: 'Announcements' | 'Events',
    kind: 'news' | 'event',
    dateColumn: string,
  ): DatedItemModel[] => {
    const listed = refs(column).rows;
    const rows = listed.length === 0 && showsAll(column) ? ctx.tables[column] : listed;
    const sorted = sortNewestFirst(rows, (r) => r[dateColumn]);
    if (config.type !== 'Slider-3') return sorted.map((r) => datedItem(r, kind, ctx));
    // A carousel shows one list page of the newest as compact cards, which show no description:
    // the section keeps no more than it shows, so the page changes only when that does (issue 16
    // item 5: an edit of a news body re-renders the pages that show the body, not every page
    // with a news carousel), and more items would only weigh the page down.
    return sorted.slice(0, LIST_PAGE_SIZE).map((r) => ({
      ...datedItem(r, kind, ctx),
      descriptionHtml: NO_HTML,
      descriptionText: '',
    }));
  };

  const news = dated('Announcements', 'news', 'PublishingDate');
  const events = dated('Events', 'event', 'EventDate');
  const showsDated =
    config.type === 'Slider-3' &&
    sectionDatedItems({ dataSource: config.dataSource, news, events }).length > 0;

  const sectionTitle = englishTitle(row);
  const buttonCtx = {
    table: 'ContainerList',
    rowId: id,
    column: 'ComponentConfiguration',
  } as const;
  const buttonJson = parseJsonColumn(row['ComponentConfiguration'], buttonCtx);
  if (buttonJson.warning !== undefined) ctx.warn([buttonJson.warning]);
  const titleSlug = slugify(sectionTitle);
  const fallbackHref =
    config.type === 'SiteTheme' && titleSlug !== '' ? `/${titleSlug}` : undefined;
  const button = componentButton(buttonJson.value, ctx.locale, ctx.links, buttonCtx, fallbackHref);
  ctx.warn(button.warnings);

  // The anchor is the slug of the English title, so '#meet-our-team' works in both languages;
  // unique within the page.
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
    button: button.button,
    images,
    // A news or events carousel shows its dated items instead of cards (CarouselSection).
    cards: showsDated ? [] : cards,
    team,
    news,
    events,
  };
}

/** Container items by SortOrder; news and events newest first; other tables as listed. */
function orderCards(rows: readonly Row[], table: CardTable): Row[] {
  if (table === 'ContainerItems') return sortBySortOrder(rows);
  if (table === 'Announcements') return sortNewestFirst(rows, (r) => r['PublishingDate']);
  if (table === 'Events') return sortNewestFirst(rows, (r) => r['EventDate']);
  return [...rows];
}

function page(row: Row, ctx: Context): PageModel {
  const id = rowId(row);
  const slug = ctx.slugs.page.get(row) ?? '';
  const title = displayText(row, 'Title', ctx);
  const anchors = new Set<string>();
  const containers = resolveReferences(row, 'PageContainers', ctx.index, {
    table: 'SmartMetaData',
  });
  ctx.warn(containers.warnings);
  const sections = containers.rows.map((r) => section(r, ctx, anchors));
  const content = richText(row, 'SmartMetaData', ['PageContent'], ctx);

  const firstText =
    sections.map((s) => htmlToText(s.descriptionHtml)).find((t) => t !== '') ?? content.text;
  const hero = sections.find((s) => s.type === 'BackgroundImage');
  return {
    id: id ?? '',
    title,
    slug,
    key: titleKey(englishTitle(row)),
    path: pagePath(ctx.locale, slug),
    metaDescription: excerpt(firstText),
    image: hero?.images.find((img) => img.image !== null)?.image ?? null,
    contentHtml: content.html,
    sections,
  };
}
