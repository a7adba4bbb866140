/** One page's inline-code audit, and many grouped by what they declare (pageAuditWorker.ts). */
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

/** The audit of the page of `file` (as the release names it, `about-us/index.html`). */
export function auditPage(file: string, html: string): PageAudit {
  const audit = auditInlineCode([{ path: `/${file}`, html }]);
  return { scripts: audit.scriptHashes, styles: audit.styleHashes, problems: audit.problems };
}

const decoder = new TextDecoder();

/** A page as Astro's UTF-8 bytes, its island style hoisted in the bytes, audited as decoded. */
export function finishPage(
  file: string,
  bytes: Uint8Array,
): { page: Uint8Array; audit: PageAudit } {
  const page = hoistIslandStyleBytes(bytes);
  return { page, audit: auditPage(file, decoder.decode(page)) };
}

/** Adds `file` to the set of `sets` its audit declares, and its problems to `problems`. */
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
