/**
 * One page's inline-code audit (auditInlineCode) and the grouping of many by what they declare,
 * used by the audit worker (pageAuditWorker.ts).
 */
import { auditInlineCode } from '../security/auditInlineCode.ts';
import { hoistIslandStyleBytes } from './astro/hoistIslandStyle.ts';

/** The inline code a page declared, and what was wrong with it. */
export interface PageAudit {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /** One line per fault (`/page: what`); empty when the page is clean. */
  readonly problems: readonly string[];
}

/** Pages that declare the same inline code: thousands of pages share a few. */
export interface AuditSet {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly files: string[];
}

/** The audit of the page written to `file` (named as the release names it, `about-us/index.html`). */
export function auditPage(file: string, html: string): PageAudit {
  const audit = auditInlineCode([{ path: `/${file}`, html }]);
  return { scripts: audit.scriptHashes, styles: audit.styleHashes, problems: audit.problems };
}

const decoder = new TextDecoder();

/**
 * A page as Astro rendered it (its UTF-8 bytes) finished as the threads that write pages finish
 * it: Astro's island style moved into the head in the bytes, which are written as they are, and
 * the page audited as a browser decodes it.
 */
export function finishPage(
  file: string,
  bytes: Uint8Array,
): { page: Uint8Array; audit: PageAudit } {
  const page = hoistIslandStyleBytes(bytes);
  return { page, audit: auditPage(file, decoder.decode(page)) };
}

/**
 * Adds `file` with its audit to `sets` (keyed by what it declares) and its problems to
 * `problems`.
 */
export function addAudit(
  sets: Map<string, AuditSet>,
  problems: string[],
  file: string,
  audit: PageAudit,
): void {
  problems.push(...audit.problems);
  const id = `${audit.scripts.join(' ')}|${audit.styles.join(' ')}`;
  let set = sets.get(id);
  if (set === undefined) {
    set = { scripts: audit.scripts, styles: audit.styles, files: [] };
    sets.set(id, set);
  }
  set.files.push(file);
}
