/** News items and events (DATED_KINDS), newest first, as lists, carousels and detail pages show them. */
import type { DatedItemModel, Row } from '../types.ts';
import { datedItemPath } from '../../i18n/routes.ts';
import { cellText } from '../cellText.ts';
import { DATED_KINDS, datedKindOf, type DatedKind } from '../datedKinds.ts';
import { formatDate, isoDate, year } from '../formatDate.ts';
import { parseDate } from '../parseDate.ts';
import { rowId } from '../rowId.ts';
import { sortNewestFirst } from '../sortNewestFirst.ts';
import { makeWarning } from '../warnings.ts';
import { displayText, image, richText } from './fieldValues.ts';
import type { ModelContext } from './modelContext.ts';

/**
 * The model of one news item or event: its detail path (datedItemPath), its date formatted for the
 * locale ('invalid-date' warning and "Invalid Date" when it is missing or no date) and its
 * description. Made once per row and locale: lists and carousels share it.
 */
export function datedItem(row: Row, kind: DatedKind, ctx: ModelContext): DatedItemModel {
  const cached = ctx.dated.get(row);
  if (cached !== undefined) return cached;
  const { table, dateColumn, descriptionColumns } = DATED_KINDS[kind];
  const date = row[dateColumn];
  if (parseDate(date) === null) {
    const shown = cellText(date).trim();
    const message =
      shown === ''
        ? 'date is missing; shown as Invalid Date'
        : `"${shown}" is not a date; shown as Invalid Date`;
    ctx.warn([makeWarning('invalid-date', table, rowId(row), message, dateColumn)]);
  }
  const slug = ctx.slugs[kind].get(row) ?? '';
  const description = richText(row, table, descriptionColumns, ctx);
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

/** Rows of a dated kind's table, newest first. */
export function newestFirst(rows: readonly Row[], kind: DatedKind): Row[] {
  const { dateColumn } = DATED_KINDS[kind];
  return sortNewestFirst(rows, (r) => r[dateColumn]);
}

/** A row's date formatted for the locale when its table is dated (news, events), else ''. */
export function dateLabelOf(row: Row, table: string, ctx: ModelContext): string {
  const kind = datedKindOf(table);
  return kind === null ? '' : formatDate(row[DATED_KINDS[kind].dateColumn], ctx.locale);
}
