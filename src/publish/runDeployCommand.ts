/**
 * DEPLOY_COMMAND: after a switch, hand the release to a CDN or origin (an rsync, a Pages upload),
 * in a shell with RELEASE_PATH, RELEASE_ID and RELEASE_KIND (`release`, or `preview` for a release
 * not switched live, for the host's own preview deploys) set and without the service's secrets; a non-zero
 * exit or a timeout fails the step with its last line.
 */
import { spawn } from 'node:child_process';
import { childEnvironment } from './childEnvironment.ts';

export type ReleaseKind = 'release' | 'preview';

export interface DeployOptions {
  readonly command: string;
  readonly releasePath: string;
  readonly releaseId: string;
  readonly kind: ReleaseKind;
  readonly cwd: string;
  readonly timeoutMs: number;
  readonly onLine?: (line: string) => void;
  /** The environment it is started from (default: the service's). */
  readonly env?: NodeJS.ProcessEnv;
}

/** Runs the command; resolves when it exits 0, rejects with the cause otherwise. */
export function runDeployCommand(options: DeployOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.command, {
      shell: true,
      cwd: options.cwd,
      env: {
        ...childEnvironment(options.env ?? process.env),
        RELEASE_PATH: options.releasePath,
        RELEASE_ID: options.releaseId,
        RELEASE_KIND: options.kind,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let last = '';
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split(/\r?\n/)) {
        if (line.trim() === '') continue;
        last = line.trim();
        options.onLine?.(line);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`DEPLOY_COMMAND could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const detail = last ? `: ${last.slice(0, 300)}` : '';
      if (code === 0) resolve();
      else if (timedOut)
        reject(new Error(`DEPLOY_COMMAND did not finish within ${options.timeoutMs / 1000} s`));
      else if (signal !== null) reject(new Error(`DEPLOY_COMMAND was killed (${signal})${detail}`));
      else reject(new Error(`DEPLOY_COMMAND failed (exit code ${code})${detail}`));
    });
  });
}
