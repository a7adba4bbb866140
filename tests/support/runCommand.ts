/** Runs one of the project's commands (`node scripts/x.ts`) as a child process, as a user would. */
import { spawn } from 'node:child_process';
import type { Tables } from '../../src/content/types.ts';
import { startBackend } from '../../demo/backend/startBackend.ts';

export interface CommandResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCommand(
  script: string,
  env: Readonly<Record<string, string>>,
  timeoutMs = 120_000,
  args: readonly string[] = [],
  /** The folder it runs in (default: this one); a copy of the project builds that copy. */
  cwd?: string,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, ...env },
      ...(cwd === undefined ? {} : { cwd }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * `npm run build`'s script into `outDir` for the site at https://www.example.org (plus `env`),
 * of the project in `cwd` (default: this one); throws with its output when it fails.
 */
export async function buildInto(
  outDir: string,
  env: Readonly<Record<string, string>>,
  cwd?: string,
): Promise<CommandResult> {
  const result = await runCommand(
    'scripts/build.ts',
    { SITE_URL: 'https://www.example.org', ASTRO_OUT_DIR: outDir, ...env },
    300_000,
    [],
    cwd,
  );
  if (result.code !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/**
 * buildInto with the content pulled over HTTP from a demo back end started for this build
 * (`content`, or the demo content) and closed after it.
 */
export async function buildFromBackend(
  outDir: string,
  env: Readonly<Record<string, string>>,
  content?: Tables,
  cwd?: string,
): Promise<CommandResult> {
  const backend = await startBackend({ port: 0, dbPath: ':memory:', ...(content && { content }) });
  try {
    return await buildInto(outDir, { BACKEND_URL: backend.url, ...env }, cwd);
  } finally {
    await backend.close();
  }
}
