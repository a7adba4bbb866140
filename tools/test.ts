/**
 * `npm test`: the whole suite, stage by stage (tools/lib/testStages.ts), stopping at the first
 * that fails, with one summary line of the tests run; `npm test -- unit browser` runs only those.
 * A stage passes only when its tool proves it ran: one that could not start, found nothing to
 * check or skipped tests fails the run, saying why.
 */
import { spawn } from 'node:child_process';
import { findChromium } from './lib/findChromium.ts';
import { findNginx } from './lib/findNginx.ts';
import { STAGES, judgeStage, type Stage, type StageResult } from './lib/testStages.ts';

const only = process.argv.slice(2);
const unknown = only.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

/** Runs one stage, echoing its output as it comes, and judges it when it ends. */
function run(stage: Stage, env: NodeJS.ProcessEnv): Promise<StageResult> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('npm', [...stage.args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const echo = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('error', (error) => {
      const reason = `npm could not be started: ${error.message}`;
      resolve({ ok: false, reason, passed: 0, failed: 1 });
    });
    child.on('close', (code) => resolve(judgeStage(stage, code, output)));
  });
}

const selected = STAGES.filter((stage) => only.length === 0 || only.includes(stage.name));
const needs = (...names: string[]) => selected.some((stage) => names.includes(stage.name));
const chromium = needs('browser', 'large', 'nginx') ? findChromium() : undefined;
// Found (or installed) before the stages run, as Chromium is: a missing nginx fails the stage.
const nginx = needs('nginx') ? findNginx() : undefined;
const env = {
  ...process.env,
  ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  ...(nginx ? { NGINX_PATH: nginx } : {}),
};
let passed = 0;
let failed = 0;
for (const stage of selected) {
  console.log(`\n▶ ${stage.name}: npm ${stage.args.join(' ')}`);
  const result = await run(stage, env);
  passed += result.passed;
  failed += result.failed;
  for (const note of result.notes ?? []) console.log(`\n! ${stage.name}: ${note}`);
  if (!result.ok) {
    console.error(`\n✗ ${stage.name} failed: ${result.reason}`);
    console.log(`Tests: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log('\n✓ all stages passed');
console.log(`Tests: ${passed} passed, ${failed} failed`);
