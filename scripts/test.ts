/**
 * `npm test`: the whole suite — lint and types, unit, integration (real HTTP, real build) and
 * browser tests (Playwright in Debian's Chromium). Stops at the first failing stage.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/findChromium.ts';

const stages: [string, string[]][] = [
  ['lint', ['run', 'lint']],
  ['types', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  ['integration', ['run', 'test:integration']],
  ['browser', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);

const chromium = only.length === 0 || only.includes('browser') ? findChromium() : undefined;
for (const [name, args] of stages) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, {
    stdio: 'inherit',
    env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✓ all stages passed');
