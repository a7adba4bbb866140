/**
 * The build's check of its own output: a page may carry only the inline code Astro declared at its
 * source for it (astroCsp). Any other inline script or style, event-handler or style attribute is
 * reported, so a script that slipped past the sanitiser fails the build instead of being allowed
 * by the policy. Pages are read as a browser tokenises them, so escaped content cannot trip it.
 */
import { inspectPage } from './inspectPage.ts';

export interface InlineAudit {
  /** Hashes of the inline scripts Astro declared, over all pages, sorted. */
  readonly scriptHashes: string[];
  /** Hashes of the inline styles Astro declared, over all pages, sorted. */
  readonly styleHashes: string[];
  /** One line per fault: `page: what`. Empty when the output is clean. */
  readonly problems: string[];
}

/** Audits every page (`path` names it in the problems). */
export function auditInlineCode(
  pages: Iterable<{ readonly path: string; readonly html: string }>,
): InlineAudit {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  const problems: string[] = [];
  for (const { path, html } of pages) {
    const page = inspectPage(html);
    if (page.declarations > 1) {
      // Astro writes one; a second could only widen what the first declared.
      problems.push(`${path}: ${page.declarations} content-security-policy meta elements`);
      continue;
    }
    page.declared.scripts.forEach((h) => scriptHashes.add(h));
    page.declared.styles.forEach((h) => styleHashes.add(h));
    for (const [tag, found, declared] of [
      ['script', page.scripts, page.declared.scripts],
      ['style', page.styles, page.declared.styles],
    ] as const) {
      for (const { hash, preview } of found.filter((code) => !declared.has(code.hash))) {
        problems.push(
          `${path}: inline <${tag}> not emitted by Astro or our templates (${hash}): ${preview}`,
        );
      }
    }
    problems.push(...page.eventHandlers.map((tag) => `${path}: inline event handler ${tag}`));
    problems.push(
      ...page.styleAttributes.map((tag) => `${path}: style attribute ${tag} (use a class)`),
    );
  }
  return { scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort(), problems };
}
