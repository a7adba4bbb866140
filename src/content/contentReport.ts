import type { SiteModel, Tables } from './types.ts';
import { contentStats } from './contentStats.ts';
import { formatWarning } from './warnings.ts';

/**
 * The printable content report the pull prints and the release keeps: content faults are collected
 * as warnings rather than failing the build, so editors read it to find and fix them
 * (docs/content.md). Rows per table, what is published, and every warning on one line:
 * `[code] table#rowId column: message`.
 */
export function contentReport(tables: Partial<Tables>, model: SiteModel): string {
  const stats = contentStats(tables, model);
  const width = Math.max(...Object.keys(stats.rows).map((name) => name.length));
  const lines = [
    'Content report',
    '',
    'Rows per table:',
    ...Object.entries(stats.rows).map(([name, count]) => `  ${name.padEnd(width)}  ${count}`),
    '',
    `Published per language: ${stats.pages} pages, ${stats.news} news, ${stats.events} events, ${stats.items} items`,
    `Home page: ${model.en.home === null ? 'none' : `${model.en.home.title} (${model.en.home.path}, ${model.de.home?.path ?? '/de/'})`}`,
    '',
  ];
  if (stats.warnings === 0) {
    lines.push('Warnings: none');
  } else {
    const byCode = Object.entries(stats.warningsByCode)
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    lines.push(
      `Warnings: ${stats.warnings} (${byCode})`,
      ...model.warnings.map((w) => `  ${formatWarning(w)}`),
    );
  }
  return lines.join('\n');
}
