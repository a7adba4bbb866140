/** Content warnings: a fault never fails the build (one bad row must not stop the site). */
import { DATED_KINDS } from './datedKinds.ts';
import type { ContentWarning, LocalizedSite, TableName, WarningCode } from './types.ts';

/** Builds a warning; `column` is left out (not set to undefined) when absent. */
export function makeWarning(
  code: WarningCode,
  table: TableName,
  rowId: string | null,
  message: string,
  column?: string,
): ContentWarning {
  return column === undefined
    ? { code, table, rowId, message }
    : { code, table, rowId, column, message };
}

/**
 * Removes repeated warnings, keeping the first. The model is built once per locale from the same
 * rows, so most faults would otherwise be reported twice.
 */
export function dedupeWarnings(warnings: readonly ContentWarning[]): ContentWarning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = JSON.stringify([w.code, w.table, w.rowId, w.column ?? null, w.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One report line: `[code] table#rowId column: message`. */
export function formatWarning(w: ContentWarning): string {
  const where = `${w.table}${w.rowId === null ? '' : `#${w.rowId}`}${w.column === undefined ? '' : ` ${w.column}`}`;
  return `[${w.code}] ${where}: ${w.message}`;
}

/**
 * Each warning with the title and path of the page its row makes or is first shown on in `site`
 * (a content page, news or event item; a section, card, slide or team member on a page), so the
 * status page names the item and links to it. Others (menu, footer, rows not shown) stay as they are.
 */
export function placeWarnings(
  warnings: readonly ContentWarning[],
  site: LocalizedSite,
): ContentWarning[] {
  const places = new Map<string, { readonly title: string; readonly path: string }>();
  const put = (table: string, id: string, title: string, path: string) =>
    places.has(`${table}#${id}`) || places.set(`${table}#${id}`, { title, path });
  for (const p of site.pages) put('SmartMetaData', p.id, p.title, p.path);
  for (const i of [...site.news, ...site.events])
    put(DATED_KINDS[i.kind].table, i.id, i.title, i.path);
  for (const section of site.pages.flatMap((p) => p.sections.map((s) => ({ ...s, page: p })))) {
    const { page } = section;
    put('ContainerList', section.id, section.title || page.title, page.path);
    for (const c of [...section.cards, ...section.images]) put(c.table, c.id, c.title, page.path);
    for (const member of section.team) put('TeamDetails', member.id, member.name, page.path);
  }
  return warnings.map((w) => ({ ...w, ...places.get(`${w.table}#${w.rowId}`) }));
}
