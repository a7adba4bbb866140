/**
 * The build's check of its own output: the only inline code a page may carry is what Astro declared
 * at its source for that page (astroCsp). Any other inline script or style, any event-handler
 * attribute and any style attribute is reported, so a script that slipped past the sanitiser fails
 * the build instead of being allowed by the policy. Pages are read as a browser tokenises them
 * (inspectPage.ts), so escaped text in content cannot trip it.
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
    for (const script of page.scripts) {
      if (!page.declared.scripts.has(script.hash)) {
        problems.push(
          `${path}: inline <script> not emitted by Astro or our templates (${script.hash}): ${script.preview}`,
        );
      }
    }
    for (const style of page.styles) {
      if (!page.declared.styles.has(style.hash)) {
        problems.push(
          `${path}: inline <style> not emitted by Astro or our templates (${style.hash}): ${style.preview}`,
        );
      }
    }
    for (const handler of page.eventHandlers) {
      problems.push(`${path}: inline event handler ${handler}`);
    }
    for (const attribute of page.styleAttributes) {
      problems.push(`${path}: style attribute ${attribute} (use a class)`);
    }
  }
  return { scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort(), problems };
}
