/**
 * How long a test waits for a condition before it fails: tests wait on the condition, with a budget
 * that holds on a loaded 2-core machine, and never retry. One constant for every wait that has no reason
 * of its own: vitest's `expect.poll` (default 1 s, which a busy machine overran: the consent dialog
 * of the it-IT visitor), Playwright's `expect` (default 5 s: every `toBeVisible`, `toHaveText`,
 * `expect.poll`), Testing Library's `waitFor` and `findBy*` (default 1 s), the fake Matomo's
 * `waitFor`. A condition that holds returns at once, so a generous budget costs nothing when the
 * suite passes; it only decides how long a real failure takes to report.
 */
export const WAIT_BUDGET_MS = 20_000;
