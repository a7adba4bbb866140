/**
 * What every builder of the site model reads: prepareTables makes the part both locales share
 * once; modelContext adds a locale. A builder takes a row and a context, so each is tested alone.
 */
import {
  TABLE_NAMES,
  type ContentWarning,
  type DatedItemModel,
  type Locale,
  type Row,
  type SafeHtml,
  type TableName,
  type Tables,
} from '../types.ts';
import { RESERVED_SEGMENTS } from '../../i18n/routes.ts';
import { assignSlugs, type SlugEntry } from '../assignSlugs.ts';
import { buildLinkIndex, type LinkIndex, type LinkTarget } from '../buildLinkIndex.ts';
import { dedupeById } from '../dedupeById.ts';
import { dropEmptyTitles } from '../dropEmptyTitles.ts';
import { indexTables, type TableIndex } from '../indexById.ts';
import { plainText } from '../plainText.ts';
import { rowId } from '../rowId.ts';
import type { SanitizeIssue } from '../sanitizeHtml.ts';
import { slugify } from '../slugify.ts';
import { titleKey } from '../titleKey.ts';
import { makeWarning } from '../warnings.ts';

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
   * Whether a site-relative path (decoded, no query) names a file the site serves (public/). A
   * cover whose file is missing gets the default image (a rich-text image is dropped) and a
   * 'missing-image' warning, not a broken image. Not given: not checked.
   */
  readonly siteFileExists?: (path: string) => boolean;
}

/** The tables whose rows a card links to at /ContentPage/{slug}, in the order they claim slugs. */
export const ITEM_TABLES = ['ContainerItems', 'Announcements', 'Events', 'Documents'] as const;
export type ItemTable = (typeof ITEM_TABLES)[number];

/**
 * Segments a content page may not take as its slug: every reserved one except 'home' (the page
 * titled home) and 'privacy-policy' (the page titled privacy policy or Datenschutz, which pagePath
 * puts at the privacy route).
 */
const PAGE_RESERVED = new Set(
  [...RESERVED_SEGMENTS].filter((s) => s !== 'home' && s !== 'privacy-policy'),
);
/** Title keys of the privacy page: /privacy-policy in English, /datenschutz in German. */
const PRIVACY_KEYS = new Set(['privacypolicy', 'datenschutz']);

/** Slugs of every row, per route family, by row object (rows without an id still get one). */
export type Slugs = Readonly<Record<'page' | 'news' | 'event' | 'item', ReadonlyMap<Row, string>>>;

/** Sanitised HTML of one raw value, kept for both locales. */
export interface CleanHtml {
  readonly html: SafeHtml;
  /** The German display form (soft hyphens in long words), made when first asked for. */
  hyphenated?: SafeHtml;
  readonly text: string;
  readonly unsafe: string | null;
  readonly issues: readonly SanitizeIssue[];
}

/** What both locales share: made once per build by prepareTables. */
export interface SharedModelState {
  readonly tables: Readonly<Record<TableName, readonly Row[]>>;
  readonly index: TableIndex;
  readonly links: LinkIndex;
  readonly slugs: Slugs;
  /** The page titled home (SmartMetaData), or null: the site then has no home page. */
  readonly homeRow: Row | null;
  readonly warn: (warnings: readonly ContentWarning[]) => void;
  /**
   * Sanitised HTML and its text by raw HTML, shared by both locales: the same item appears as a
   * card on many pages, and sanitising is the costly step of a build.
   */
  readonly html: Map<string, CleanHtml>;
  /** Where images may come from: IMAGE_ORIGINS and the site's own https origins. */
  readonly imageOrigins: readonly string[];
  /** Whether a site-relative image file exists (BuildSiteModelOptions.siteFileExists). */
  readonly siteFileExists: ((path: string) => boolean) | undefined;
}

/** The context of one locale's builders. */
export interface ModelContext extends SharedModelState {
  readonly locale: Locale;
  /** Dated items of this locale by row: a carousel and the list show the same model. */
  readonly dated: Map<Row, DatedItemModel>;
}

/** The English Title as plain text: what slugs, anchors and the home page are found by. */
export function englishTitle(row: Row): string {
  return plainText(row['Title']);
}

/**
 * The shared state of a build from the pulled tables: every table de-duplicated by id (first row
 * wins), the home and privacy pages found, slugs per route family (pages avoid reserved segments;
 * home and privacy claim theirs first), and the link index. Warnings go to `warn`.
 */
export function prepareTables(
  tables: Partial<Tables>,
  options: BuildSiteModelOptions,
  warn: (warnings: readonly ContentWarning[]) => void,
): SharedModelState {
  const clean = {} as Record<TableName, Row[]>;
  for (const name of TABLE_NAMES) {
    const { items, duplicates } = dedupeById(tables[name] ?? []);
    clean[name] = items;
    const repeated = (id: string): string =>
      `id ${id} appears more than once; the first row is used`;
    warn(duplicates.map((id) => makeWarning('duplicate-id', name, id, repeated(id))));
  }
  // Team members with an empty Title are not shown; warn once per row here.
  warn(dropEmptyTitles(clean.TeamDetails, 'TeamDetails').warnings);

  const homeRow = clean.SmartMetaData.find((row) => titleKey(englishTitle(row)) === 'home') ?? null;
  if (homeRow === null) {
    const message = 'no page is titled home; the site has no home page';
    warn([makeWarning('missing-home', 'SmartMetaData', null, message)]);
  }
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
  const itemRows = ITEM_TABLES.flatMap((t) => rowsOf(t));
  const slugs: Slugs = {
    page: slugFamily(rowsOf('SmartMetaData', pageRows), warn, PAGE_RESERVED, fixedTitles),
    news: slugFamily(rowsOf('Announcements'), warn),
    event: slugFamily(rowsOf('Events'), warn),
    item: slugFamily(itemRows, warn),
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
        itemRows.map(({ row }) => row),
        slugs.item,
      ),
    },
    options.siteOrigins ?? [],
  );

  return {
    tables: clean,
    index: indexTables(clean),
    links,
    slugs,
    homeRow,
    warn,
    html: new Map(),
    imageOrigins: [
      ...new Set([
        ...(options.imageOrigins ?? []),
        ...(options.siteOrigins ?? []).filter((o) => o.startsWith('https://')),
      ]),
    ],
    siteFileExists: options.siteFileExists,
  };
}

/** The context of one locale's builders over the shared state. */
export function modelContext(shared: SharedModelState, locale: Locale): ModelContext {
  return { ...shared, locale, dated: new Map() };
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
      const message = `Title "${title}" gives no slug; published as item-{id}`;
      warn([makeWarning('empty-title', table, rowId(row), message, 'Title')]);
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
