/**
 * `npm test`: the whole suite — lint and types, unit, integration (real HTTP, real builds) and
 * browser tests (Playwright in Debian's Chromium). Stops at the first failing stage and ends
 * with one summary line of the tests run. `npm test -- unit browser` runs only those stages.
 */
import { spawn } from 'node:child_process';
import { findChromium } from './lib/findChromium.ts';

const stages: [string, string[]][] = [
  ['lint', ['run', 'lint']],
  ['types', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  ['component', ['run', 'test:component']],
  ['integration', ['run', 'test:integration']],
  ['browser', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);

/** Runs one stage, echoing its output, and returns its exit code and the tests it counted. */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; passed: number; failed: number }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      text += chunk.toString();
    });
    child.on('close', (code) => {
      const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
      const count = (re: RegExp) => [...plain.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0);
      resolve({
        code: code ?? 1,
        // vitest: "Tests  422 passed (422)"; Playwright: "  67 passed (1.7m)" / "  2 failed".
        passed:
          count(/^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/gm) + count(/^\s+(\d+) passed \(/gm),
        failed: count(/^\s*Tests\s+(\d+) failed/gm) + count(/^\s+(\d+) failed$/gm),
      });
    });
  });
}

const chromium = only.length === 0 || only.includes('browser') ? findChromium() : undefined;
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
let passed = 0;
let failed = 0;
for (const [name, args] of stages) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const result = await run(args, env);
  passed += result.passed;
  failed += result.failed;
  if (result.code !== 0) {
    console.error(`\n✗ ${name} failed`);
    console.log(`Tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.code);
  }
}
console.log('\n✓ all stages passed');
console.log(`Tests: ${passed} passed, ${failed} failed`);
