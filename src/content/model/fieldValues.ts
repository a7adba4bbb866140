/**
 * A row's fields as the site shows them, in the context's locale: localized text, rich text
 * sanitised once per build, safe image addresses. Every fault becomes a warning, never a throw.
 */
import type { ButtonModel, CardTable, Row, SafeHtml, TableName } from '../types.ts';
import { cellText } from '../cellText.ts';
import { componentButton } from '../componentButton.ts';
import { DATED_KINDS } from '../datedKinds.ts';
import { detectUnsafeHtml } from '../detectUnsafeHtml.ts';
import { htmlToText } from '../htmlToText.ts';
import { hyphenateGerman, hyphenateGermanHtml } from '../hyphenateGerman.ts';
import { localized, localizedColumn } from '../localized.ts';
import { parseJsonColumn, type JsonColumnContext } from '../parseJsonColumn.ts';
import { plainText } from '../plainText.ts';
import { rowId } from '../rowId.ts';
import { refusedImageReason, safeImageUrl } from '../safeImageUrl.ts';
import { isMissingSiteFile, missingImage, NO_HTML, sanitizeRichText } from '../sanitizeHtml.ts';
import { makeWarning } from '../warnings.ts';
import type { ModelContext } from './modelContext.ts';

/** Description columns per card table, first non-blank wins (docs/content.md). */
export const DESCRIPTION_COLUMNS: Readonly<Record<CardTable | 'ImageSlider', readonly string[]>> = {
  ContainerItems: ['Description', 'ItemDescription'],
  ImageSlider: ['Description', 'ItemDescription'],
  Announcements: DATED_KINDS.news.descriptionColumns,
  Events: DATED_KINDS.event.descriptionColumns,
  Documents: ['Item_x0020_Description', 'Description'],
  SmartMetaData: ['PageContent'],
};

/**
 * Localized, sanitised rich text from the first non-blank of `columns` (German twins first), with
 * its plain text. Unsafe markup and refused images are warnings on the row's column.
 */
export function richText(
  row: Row,
  table: TableName,
  columns: readonly string[],
  ctx: ModelContext,
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
    // The text (search, meta descriptions, feeds) stays unhyphenated.
    if (ctx.locale === 'de') clean.hyphenated ??= hyphenateGermanHtml(clean.html);
    return {
      html: ctx.locale === 'de' ? (clean.hyphenated ?? clean.html) : clean.html,
      text: clean.text,
    };
  }
  return { html: NO_HTML, text: '' };
}

/**
 * A safe image address from a column, or null: 'unsafe-html' warning when one was given but
 * refused, 'missing-image' when it is site-relative and the site has no such file.
 */
export function image(
  row: Row,
  table: TableName,
  column: string,
  ctx: ModelContext,
): string | null {
  const source = localizedColumn(row, column, ctx.locale);
  const { url, unsafe } = safeImageUrl(row[source], ctx.imageOrigins);
  if (unsafe) {
    const message = refusedImageReason(cellText(row[source]).trim());
    ctx.warn([makeWarning('unsafe-html', table, rowId(row), message, source)]);
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
export function text(row: Row, column: string, ctx: ModelContext): string {
  return plainText(localized(row, column, ctx.locale));
}

/**
 * A localized plain-text field a person reads on the page (title, heading, sub-heading, card text):
 * on German pages with soft hyphens in long words (hyphenateGerman says who must take them out).
 */
export function displayText(row: Row, column: string, ctx: ModelContext): string {
  const value = text(row, column, ctx);
  return ctx.locale === 'de' ? hyphenateGerman(value) : value;
}

/** A JSON column as a list (parseJsonColumn), its warning sent on, and `at`, where it was read. */
export function jsonColumn(
  row: Row,
  table: TableName,
  column: string,
  ctx: ModelContext,
): { value: unknown[]; at: JsonColumnContext } {
  const at = { table, rowId: rowId(row), column };
  const parsed = parseJsonColumn(row[column], at);
  if (parsed.warning !== undefined) ctx.warn([parsed.warning]);
  return { value: parsed.value, at };
}

/** The row's button from its ComponentConfiguration (componentButton), its warnings sent on. */
export function rowButton(
  row: Row,
  table: TableName,
  ctx: ModelContext,
  fallbackHref?: string,
): ButtonModel | null {
  const { value, at } = jsonColumn(row, table, 'ComponentConfiguration', ctx);
  const { button, warnings } = componentButton(value, ctx.locale, ctx.links, at, fallbackHref);
  ctx.warn(warnings);
  return button;
}
