// @ts-check
/**
 * ESLint formatter for `npm run lint`: ESLint's own "stylish" report, then one summary line
 * ("ESLint: N files checked, …") that proves to `npm test` the linter really ran (tools/test.ts).
 */
import { ESLint } from 'eslint';

/** @type {import('eslint').ESLint.FormatterFunction} */
export default async function format(results, context) {
  const stylish = await new ESLint().loadFormatter('stylish');
  const report = await stylish.format(results, context);
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  return `${report}ESLint: ${results.length} files checked, ${errors} errors, ${warnings} warnings\n`;
}
