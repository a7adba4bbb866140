import type {
  ContentWarning,
  Locale,
  LocalizedSite,
  PageModel,
  SiteModel,
  Tables,
} from './types.ts';
import { buildFooter } from './buildFooter.ts';
import { buildNavigation } from './buildNavigation.ts';
import { DATED_KINDS, type DatedKind } from './datedKinds.ts';
import { detailItem } from './model/card.ts';
import { datedItem, newestFirst } from './model/datedItem.ts';
import {
  ITEM_TABLES,
  modelContext,
  prepareTables,
  type BuildSiteModelOptions,
  type ModelContext,
} from './model/modelContext.ts';
import { page } from './model/page.ts';
import { dedupeWarnings, placeWarnings } from './warnings.ts';

export type { BuildSiteModelOptions };

/**
 * The site model (src/content/types.ts) for both locales from the pulled tables. Pure and total:
 * any content fault follows the spec's fallback and becomes a warning (de-duplicated across the
 * locales); it never throws on content. The builders live in src/content/model/, one per entity.
 */
export function buildSiteModel(
  tables: Partial<Tables>,
  options: BuildSiteModelOptions = {},
): SiteModel {
  const collected: ContentWarning[] = [];
  const shared = prepareTables(tables, options, (ws) => {
    collected.push(...ws);
  });
  const site = (locale: Locale): LocalizedSite => buildLocale(modelContext(shared, locale));
  const en = site('en');
  const de = site('de');
  return { en, de, warnings: placeWarnings(dedupeWarnings(collected), en) };
}

function buildLocale(ctx: ModelContext): LocalizedSite {
  const { locale, tables } = ctx;
  const nav = buildNavigation(tables.TopNavigation, locale, ctx.links);
  ctx.warn(nav.warnings);
  const footer = buildFooter(tables.Footer, locale, ctx.links);
  ctx.warn(footer.warnings);

  const datedList = (kind: DatedKind) =>
    newestFirst(tables[DATED_KINDS[kind].table], kind).map((row) => datedItem(row, kind, ctx));
  const news = datedList('news');
  const events = datedList('event');

  let home: PageModel | null = null;
  const pages = tables.SmartMetaData.map((row) => {
    const model = page(row, ctx);
    if (row === ctx.homeRow) home = model;
    return model;
  });

  const items = ITEM_TABLES.flatMap((table) =>
    tables[table].map((row) => detailItem(row, table, ctx)),
  );
  return { locale, nav: nav.items, footer: footer.footer, pages, home, news, events, items };
}
