/**
 * html-validate over a built site with the project's rule set (.htmlvalidate.json): no duplicate
 * ids, no invalid nesting, every image with alt, width and height, and the rest of html-validate's
 * recommended rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { htmlFiles } from './siteChecks.ts';

/** The project's rule set, read from the repository root. */
export function projectHtmlValidateConfig(): ConfigData {
  const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
  return { ...config, root: true };
}

/**
 * Every message for every page of `dist`, one line each: `path:line:column rule: message`.
 * A page-independent problem (the same markup on every page) is listed once per page, so the
 * count shows how far it reaches.
 */
export async function validateSite(dist: string): Promise<string[]> {
  const validator = new HtmlValidate(projectHtmlValidateConfig());
  const problems: string[] = [];
  for (const path of htmlFiles(dist)) {
    const html = readFileSync(join(dist, path), 'utf8');
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push(
          `${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`,
        );
      }
    }
  }
  return problems;
}
