import {
  TABLE_NAMES,
  type SiteModel,
  type TableName,
  type Tables,
  type WarningCode,
} from './types.ts';

/**
 * Counts of what was pulled and what the model publishes, for the content report the pull prints:
 * rows per table as pulled (before de-duplication); pages, news, events and items per locale (both
 * locales publish the same set); warnings, also by code.
 */
export function contentStats(tables: Partial<Tables>, model: SiteModel) {
  const rows = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, tables[name]?.length ?? 0]),
  ) as Record<TableName, number>;
  const warningsByCode: Partial<Record<WarningCode, number>> = {};
  for (const w of model.warnings) warningsByCode[w.code] = (warningsByCode[w.code] ?? 0) + 1;
  return {
    rows,
    pages: model.en.pages.length,
    news: model.en.news.length,
    events: model.en.events.length,
    items: model.en.items.length,
    warnings: model.warnings.length,
    warningsByCode,
  };
}
