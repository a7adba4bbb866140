/** Writes `dist/_headers` after `astro build`, from the audit of the pages it holds. */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnderSync } from '../node/walkFolder.ts';
import { auditInlineCode, type InlineAudit } from './auditInlineCode.ts';
import { renderHeadersFile, securityHeaders } from './securityHeaders.ts';

/** Thrown when the output holds inline code nobody declared; lists every fault. */
export class InlineCodeError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    const shown = problems.slice(0, 20);
    super(
      `The built pages hold inline code that the Content-Security-Policy would block and that neither Astro nor our templates emitted (${problems.length}):\n  ${shown.join('\n  ')}${problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : ''}`,
    );
    this.name = 'InlineCodeError';
    this.problems = problems;
  }
}

/**
 * Audits every `.html` file under `distDir` (unless given the audit), then writes
 * `<distDir>/_headers`: the security block for all paths first, rules already in the file (from
 * public/) after it. Throws InlineCodeError, writing nothing, when the audit finds a fault.
 */
export function writeHeadersFile(
  distDir: string,
  options: {
    readonly matomoUrl?: string | null | undefined;
    readonly imageOrigins?: readonly string[] | undefined;
    /** The audit of the pages, when the caller made it (an incremental build, page by page). */
    readonly audit?: InlineAudit | undefined;
  } = {},
): { readonly path: string; readonly headers: Record<string, string> } {
  const audit = options.audit ?? auditInlineCode(readBuiltPages(distDir));
  if (audit.problems.length > 0) throw new InlineCodeError(audit.problems);
  const headers = securityHeaders({
    matomoOrigin: options.matomoUrl,
    imageOrigins: options.imageOrigins,
    scriptHashes: audit.scriptHashes,
    styleHashes: audit.styleHashes,
  });
  const path = join(distDir, '_headers');
  // A folder there is a fault of the build, said plainly rather than as EISDIR.
  if (existsSync(path) && !statSync(path).isFile()) {
    throw new Error(
      `${path} is a folder, not the host's headers file; no page may be named _headers`,
    );
  }
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : '';
  writeFileSync(path, renderHeadersFile(headers) + (existing ? `\n${existing}` : ''));
  return { path, headers };
}

/** A built page: its path under the site root (`/about/index.html`) and its HTML. */
export interface BuiltPage {
  readonly path: string;
  readonly html: string;
}

/**
 * Every `.html` file under `distDir` that `select` accepts, or the pages it lists (no walk), by
 * path, each read as it is reached: one page in memory at a time, not the site.
 */
export function* readBuiltPages(
  distDir: string,
  select: ((path: string) => boolean) | readonly string[] = () => true,
): Generator<BuiltPage> {
  const paths = Array.isArray(select)
    ? [...select].sort()
    : filesUnderSync(distDir)
        .filter((file) => file.endsWith('.html'))
        .map((file) => `/${file}`)
        .filter(select as (path: string) => boolean)
        .sort();
  for (const path of paths) yield { path, html: readFileSync(join(distDir, path), 'utf8') };
}
