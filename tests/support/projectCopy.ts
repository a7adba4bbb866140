/**
 * A copy of the project for a test that builds a site the repository's own does not show (a
 * `public/` with its host rules, an edited island): inside the repository (`.cache/`), so the
 * copy resolves the site's packages from its `node_modules`, and removed when the file's tests
 * have run. It holds what makes up the code version (codeVersion.ts), the commands and the demo.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { CODE_PATHS } from '../../src/release/codeVersion.ts';

/** The repository this test runs from. */
export const REPO = resolve(import.meta.dirname, '../..');

/**
 * A new folder under `.cache/` named `prefix` and six random characters, holding the project as
 * `project/` (returned as `root`) and free for the test's other files (`dir`). Ask for it at a
 * file's top level or in a `describe` body: it is removed once the file's tests have run.
 */
export function projectCopy(prefix: string): { readonly dir: string; readonly root: string } {
  const cache = join(REPO, '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = join(dir, 'project');
  // The commands, and the demo back end `scripts/build.ts` pulls from when no URL is set.
  const entries = [...CODE_PATHS, 'scripts', 'demo'];
  for (const entry of entries.filter((path) => existsSync(join(REPO, path)))) {
    cpSync(join(REPO, entry), join(root, entry), { recursive: true });
  }
  return { dir, root };
}
