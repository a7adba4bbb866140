/**
 * The build's pass over each page it makes, done as the page is rendered, before it is written
 * (issue 16, point 4: "work after rendering is done once per page without holding the site in
 * memory"): Astro's island style moved into the head (hoistIslandStyle), then the inline code the
 * page carries checked against what Astro declared for it (auditInlineCode). Reading every page
 * back from the disk after the build and writing it again cost about a third of a full build.
 */
import { auditInlineCode } from '../../src/security/auditInlineCode.ts';
import { hoistIslandStyle } from './hoistIslandStyle.ts';
import type { DeclaredCode } from './releaseKeys.ts';

/** The checks of one build's pages. */
export interface PageChecks {
  /**
   * Checks the page written to `file` (as under the release folder, `about-us/index.html`) and
   * returns it as it is to be written.
   */
  check(file: string, html: string): string;
  /** Per page checked, the inline code its policy allows; pages alike share one object. */
  readonly declared: ReadonlyMap<string, DeclaredCode>;
  /** One line per fault (`/page: what`): a build with any is not released. */
  readonly problems: readonly string[];
}

/** An empty set of checks, for one build. */
export function pageChecks(): PageChecks {
  const declared = new Map<string, DeclaredCode>();
  const problems: string[] = [];
  // Thousands of pages declare the same few sets: one object each keeps the memory flat and lets
  // the keys record and the headers see each distinct set once.
  const shared = new Map<string, DeclaredCode>();
  return {
    declared,
    problems,
    check(file, html) {
      const hoisted = hoistIslandStyle(html);
      const audit = auditInlineCode([{ path: `/${file}`, html: hoisted }]);
      problems.push(...audit.problems);
      const id = `${audit.scriptHashes.join(' ')}|${audit.styleHashes.join(' ')}`;
      let code = shared.get(id);
      if (code === undefined) {
        code = { scripts: audit.scriptHashes, styles: audit.styleHashes };
        shared.set(id, code);
      }
      declared.set(file, code);
      return hoisted;
    },
  };
}
