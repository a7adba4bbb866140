/** Runs one of the project's commands (`node scripts/x.ts`) as a child process, as a user would. */
import { spawn } from 'node:child_process';

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
 * `npm run build`'s script into `outDir` for the site at https://www.example.org (plus `env`);
 * throws with its output when it fails.
 */
export async function buildInto(
  outDir: string,
  env: Readonly<Record<string, string>>,
): Promise<CommandResult> {
  const result = await runCommand(
    'scripts/build.ts',
    { SITE_URL: 'https://www.example.org', ASTRO_OUT_DIR: outDir, ...env },
    300_000,
  );
  if (result.code !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}
