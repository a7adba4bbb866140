/**
 * The rule of `npm test`: a stage passes only when its tool proves it ran. Outputs here are what
 * the tools really print (shortened), including the silent failure this rule exists for: `astro
 * check` in CI printing "packages are required" and exiting 0.
 */
import { describe, expect, test } from 'vitest';
import {
  ALLOWED_SKIPS,
  STAGES,
  judgeStage,
  type StageName,
} from '../../../../tools/lib/testStages.ts';

const stage = (name: StageName) => {
  const found = STAGES.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};

const LINT_OK = `
> eslint --max-warnings=0 --format ./tools/lib/eslintSummary.js . && prettier --check .
ESLint: 252 files checked, 0 errors, 0 warnings
Checking formatting...
All matched files use Prettier code style!
`;
const TYPES_OK = `
\u001b[2m08:48:04\u001b[22m \u001b[34m[check]\u001b[39m Getting diagnostics for Astro files in /work/main...
Result (249 files):
- 0 errors
- 0 warnings
Files:                         612
Lines of Library:            42000
`;
const ASTRO_CHECK_MISSING = `
To continue, Astro requires the following dependency to be installed: @astrojs/check. Packages cannot be installed automatically in CI environments.
[ERROR] [check] The \`@astrojs/check\` and \`typescript\` packages are required for this command to work. Please manually install them into your project and try again.
`;
const VITEST_OK = ` Test Files  45 passed (45)
      Tests  431 passed (431)
   Duration  10.24s`;
const PLAYWRIGHT_OK = `Running 123 tests using 2 workers
  123 passed (2.1m)
`;

describe('judgeStage', () => {
  test('passes a stage whose tools exited 0 and reported their work', () => {
    expect(judgeStage(stage('lint'), 0, LINT_OK)).toMatchObject({ ok: true });
    expect(judgeStage(stage('types'), 0, TYPES_OK)).toMatchObject({ ok: true });
    expect(judgeStage(stage('unit'), 0, VITEST_OK)).toMatchObject({ ok: true, passed: 431 });
    expect(judgeStage(stage('browser'), 0, PLAYWRIGHT_OK)).toMatchObject({ ok: true, passed: 123 });
    expect(judgeStage(stage('nginx'), 0, VITEST_OK)).toMatchObject({ ok: true, passed: 431 });
  });

  test('fails the nginx stage whose nginx could not run: its tests failed, or none ran', () => {
    const refused = ` Test Files  1 failed (1)\n      Tests  no tests\nError: No nginx for the nginx tests.`;
    expect(judgeStage(stage('nginx'), 1, refused)).toMatchObject({ ok: false });
    expect(judgeStage(stage('nginx'), 0, refused).reason).toMatch(/vitest did not run/);
  });

  test('fails astro check that could not load its package, although it exited 0 (CI=true)', () => {
    const result = judgeStage(stage('types'), 0, ASTRO_CHECK_MISSING);
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/could not be loaded/);
    expect(result.failed).toBeGreaterThan(0);
  });

  test('fails the type check when only one of its two tools reported', () => {
    const noTsc = TYPES_OK.replace(/^Files:.*$/m, '');
    expect(judgeStage(stage('types'), 0, noTsc).reason).toMatch(/^tsc did not run/);
    const noAstro = TYPES_OK.replace(/^Result.*$/m, '');
    expect(judgeStage(stage('types'), 0, noAstro).reason).toMatch(/^astro check did not run/);
  });

  test('fails lint when ESLint printed no summary (it did not run)', () => {
    const result = judgeStage(stage('lint'), 0, 'All matched files use Prettier code style!');
    expect(result).toMatchObject({ ok: false });
    expect(result.reason).toMatch(/^ESLint did not run/);
  });

  test('fails a test stage that found no tests or ran zero', () => {
    expect(judgeStage(stage('component'), 0, 'No test files found, exiting with code 0').ok).toBe(
      false,
    );
    expect(judgeStage(stage('unit'), 0, '      Tests  0 passed (0)').reason).toMatch(/: 0$/);
    expect(judgeStage(stage('browser'), 0, 'Running 0 tests using 2 workers\n').ok).toBe(false);
  });

  test('fails a stage with skipped tests, in vitest and in Playwright', () => {
    const vitestSkipped = '      Tests  429 passed | 2 skipped (431)';
    expect(judgeStage(stage('unit'), 0, vitestSkipped).reason).toMatch(/2 test\(s\) skipped/);
    const playwrightSkipped = '  3 skipped\n  120 passed (2.0m)\n';
    expect(judgeStage(stage('browser'), 0, playwrightSkipped).reason).toMatch(
      /3 test\(s\) skipped/,
    );
  });

  test('passes skips only from a file allowed to skip, and says why', () => {
    const file = 'tests/integration/webhook/webhookDiskFull.test.ts';
    const summary = '      Tests  200 passed | 4 skipped (204)';
    const allowed = ` ↓ integration ${file} (4 tests | 4 skipped)\n${summary}`;
    const result = judgeStage(stage('integration'), 0, allowed);
    expect(result).toMatchObject({ ok: true });
    expect(result.notes).toEqual([`4 test(s) in ${file} skipped: ${ALLOWED_SKIPS[file]}`]);
    const other = ` ↓ integration tests/integration/site/siteBuild.test.ts (4 tests | 4 skipped)\n${summary}`;
    expect(judgeStage(stage('integration'), 0, other).reason).toMatch(/4 test\(s\) skipped/);
    const more = ` ↓ integration ${file} (4 tests | 4 skipped)\n ✓ integration tests/integration/a.test.ts (3 tests | 1 skipped)\n      Tests  200 passed | 5 skipped (205)`;
    expect(judgeStage(stage('integration'), 0, more).ok).toBe(false);
  });

  test('fails a command that exited non-zero, whatever it printed', () => {
    const result = judgeStage(stage('unit'), 1, VITEST_OK);
    expect(result).toMatchObject({ ok: false });
    expect(result.reason).toMatch(/exited with code 1/);
    expect(judgeStage(stage('unit'), null, VITEST_OK).reason).toMatch(/killed/);
  });

  test('counts failed tests from vitest and Playwright summaries', () => {
    const out = '      Tests  2 failed | 429 passed (431)\n  1 failed\n  10 passed (1.0m)\n';
    expect(judgeStage(stage('unit'), 1, out)).toMatchObject({ passed: 439, failed: 3 });
  });

  test('every stage asks its tools for proof of work', () => {
    for (const s of STAGES) expect(s.evidence.length, s.name).toBeGreaterThan(0);
  });
});
