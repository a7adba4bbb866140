/**
 * The stages of `npm test` and the rule that judges each: a stage passes only when its command
 * exited 0 AND its tool's output proves it checked something. A tool that could not start (as
 * `astro check` in CI, exiting 0), found no tests or skipped some fails, naming tool and reason.
 */

export type StageName =
  'lint' | 'types' | 'unit' | 'component' | 'integration' | 'fuzz' | 'large' | 'browser' | 'nginx';

/** One piece of evidence a stage's output must hold, and the tool it speaks for. */
interface Evidence {
  readonly tool: string;
  /** Matches the tool's summary; group 1 is the number of files or tests it handled. */
  readonly pattern: RegExp;
  readonly what: string;
}

export interface Stage {
  readonly name: StageName;
  /** Arguments to `npm`. */
  readonly args: readonly string[];
  readonly evidence: readonly Evidence[];
}

/** A vitest stage: `npm run test:<name>`, proven by vitest's count of passed tests. */
const vitestStage = (name: StageName, what: string): Stage => ({
  name,
  args: ['run', `test:${name}`],
  evidence: [{ tool: 'vitest', pattern: /^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/m, what }],
});

export const STAGES: readonly Stage[] = [
  {
    name: 'lint',
    args: ['run', 'lint'],
    evidence: [
      { tool: 'ESLint', pattern: /^ESLint: (\d+) files? checked/m, what: 'files linted' },
      {
        tool: 'Prettier',
        pattern: /^(All) matched files use Prettier code style!/m,
        what: 'files checked',
      },
    ],
  },
  {
    name: 'types',
    args: ['run', 'typecheck'],
    evidence: [
      { tool: 'astro check', pattern: /^Result \((\d+) files?\)/m, what: 'files checked' },
      { tool: 'tsc', pattern: /^Files:\s+(\d+)/m, what: 'files checked' },
    ],
  },
  vitestStage('unit', 'unit tests passed'),
  vitestStage('component', 'component tests passed'),
  vitestStage('integration', 'integration tests passed'),
  vitestStage('fuzz', 'hostile-request tests passed'),
  vitestStage('large', 'large-site tests passed'),
  {
    name: 'browser',
    args: ['run', 'test:e2e'],
    evidence: [
      { tool: 'Playwright', pattern: /^\s+(\d+) passed \(/m, what: 'browser tests passed' },
    ],
  },
  vitestStage('nginx', 'tests on nginx passed'),
];

/** Known ways a tool says it did not run, though its command may exit 0. */
const DID_NOT_RUN: readonly [RegExp, string][] = [
  [/packages are required for this command/i, 'a package it needs could not be loaded'],
  [/requires the following dependenc/i, 'a package it needs could not be loaded'],
  [/No test files found/i, 'it found no test files'],
  [/Cannot find module/i, 'a module could not be loaded'],
];

export interface StageResult {
  readonly ok: boolean;
  /** Why the stage failed, naming the tool; empty when it passed. */
  readonly reason: string;
  readonly passed: number;
  readonly failed: number;
  /** What the runner prints even when the stage passed (tests skipped on purpose, and why). */
  readonly notes?: readonly string[];
}

/** Removes terminal colour codes, so summaries match whether or not a terminal is attached. */
export function plainText(output: string): string {
  return output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

const sum = (text: string, re: RegExp) =>
  [...text.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0);

/** Judges one finished stage from its exit code and output, by the rule above. */
export function judgeStage(stage: Stage, code: number | null, output: string): StageResult {
  const text = plainText(output);
  const passed =
    sum(text, /^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/gm) + sum(text, /^\s+(\d+) passed \(/gm);
  const failed = sum(text, /^\s*Tests\s+(\d+) failed/gm) + sum(text, /^\s+(\d+) failed$/gm);
  const fail = (reason: string): StageResult => ({
    ok: false,
    reason,
    passed,
    failed: Math.max(failed, 1),
  });

  const command = `npm ${stage.args.join(' ')}`;
  if (code !== 0) return fail(`${command} exited with code ${code ?? 'null (killed)'}`);
  for (const [pattern, why] of DID_NOT_RUN) {
    if (pattern.test(text)) return fail(`${command} exited 0, but ${why} (“${pattern.source}”)`);
  }
  for (const { tool, pattern, what } of stage.evidence) {
    const match = pattern.exec(text);
    if (!match) return fail(`${tool} did not run: ${command} printed no summary of ${what}`);
    if (match[1] !== 'All' && Number(match[1]) === 0) return fail(`${tool} ran but ${what}: 0`);
  }
  // From the summaries only (vitest's "Tests … | N skipped", Playwright's "N skipped"), so
  // each skip counts once; vitest's per-file lines then say which files skipped them.
  const skipped =
    sum(text, /^\s*Tests\s+[^\n]*?\|\s+(\d+) (?:skipped|todo)/gm) +
    sum(text, /^\s+(\d+) (?:skipped|did not run)$/gm);
  const allowed = allowedSkips(text);
  if (skipped > allowed.count) {
    return fail(`${skipped} test(s) skipped in ${command}; no test may be skipped`);
  }
  return { ok: true, reason: '', passed, failed, notes: allowed.notes };
}

/** The only tests that may be skipped, by file, with the reason the runner prints. */
export const ALLOWED_SKIPS: Readonly<Record<string, string>> = {
  'tests/integration/webhook/webhookDiskFull.test.ts':
    'mounting the 30 MB tmpfs it tests on needs root; run the suite as root to include it',
};

/** Skipped tests in vitest's per-file lines whose file is in ALLOWED_SKIPS, and why. */
function allowedSkips(text: string): { count: number; notes: string[] } {
  let count = 0;
  const notes: string[] = [];
  for (const m of text.matchAll(/(tests\/\S+\.test\.tsx?) \(\d+ tests?[^)]*?\| (\d+) skipped\)/g)) {
    const why = ALLOWED_SKIPS[m[1] ?? ''];
    if (why === undefined) continue;
    count += Number(m[2]);
    notes.push(`${m[2]} test(s) in ${m[1]} skipped: ${why}`);
  }
  return { count, notes };
}
