/**
 * Runs the build worker (scripts/lib/buildRelease.ts) as a child process, passes on what it
 * reports (content warnings, progress), and turns how it ended into a cause an editor can read:
 * its error line, the signal that killed it, or a timeout.
 */
import { fork } from 'node:child_process';
import type { ContentWarning } from '../../content/types.ts';

export interface BuildWorkerOptions {
  /** The worker script. */
  readonly script: string;
  /** The project root (Astro builds the project in its working directory). */
  readonly cwd: string;
  readonly snapshotPath: string;
  readonly outDir: string;
  /** The release live now, whose page paths the build compares with its own (movedPaths). */
  readonly previousRelease: string;
  readonly timeoutMs: number;
  readonly env?: NodeJS.ProcessEnv;
  readonly onWarnings?: (warnings: ContentWarning[]) => void;
  /** Paths rendered so far, of how many, as the worker reports them. */
  readonly onProgress?: (progress: WorkerProgress) => void;
  /** What the build made, once it is complete. */
  readonly onResult?: (result: WorkerResult) => void;
  /** Each line the worker prints (for the service's log). */
  readonly onLine?: (line: string) => void;
}

/** What the worker reported about its own failure (sent before it exits): a code and folder. */
export interface WorkerFailure {
  readonly causeCode: string;
  readonly folder: string;
  /** The cause, already worded (e.g. diskFullCause). */
  readonly message: string;
}

/** The worker's progress: paths Astro has rendered, of the paths it renders. */
export interface WorkerProgress {
  readonly done: number;
  readonly total: number;
}

/** What the worker made: files rendered, and files carried from the live release. */
export interface WorkerResult {
  readonly rendered: number;
  readonly carried: number;
}

/** The whole-number fields `keys` of a worker message of type `type`, or null for anything else. */
function countsMessage<K extends string>(
  message: unknown,
  type: string,
  keys: readonly K[],
): Record<K, number> | null {
  const m = message as Partial<Record<string, unknown>> | null;
  if (m?.['type'] !== type) return null;
  const counts = {} as Record<K, number>;
  for (const key of keys) {
    const value = m[key];
    if (typeof value !== 'number' || !Number.isInteger(value)) return null;
    counts[key] = value;
  }
  return counts;
}

/** A `progress` message from the worker, or null for anything else. */
export function workerProgress(message: unknown): WorkerProgress | null {
  return countsMessage(message, 'progress', ['done', 'total']);
}

/** A `result` message from the worker, or null for anything else. */
export function workerResult(message: unknown): WorkerResult | null {
  return countsMessage(message, 'result', ['rendered', 'carried']);
}

/** How a worker ended without a complete build; `failure` when it said why in a known way. */
export class BuildProcessError extends Error {
  readonly failure: WorkerFailure | null;
  constructor(message: string, failure: WorkerFailure | null) {
    super(message);
    this.name = 'BuildProcessError';
    this.failure = failure;
  }
}

/** A `failure` message from the worker, or null for anything else. */
export function workerFailure(message: unknown): WorkerFailure | null {
  const m = message as Partial<Record<string, unknown>> | null;
  if (m?.['type'] !== 'failure') return null;
  const { causeCode, folder, message: text } = m;
  if (typeof causeCode !== 'string' || typeof folder !== 'string' || typeof text !== 'string') {
    return null;
  }
  return { causeCode, folder, message: text };
}

export interface BuildWorker {
  readonly pid: number | undefined;
  /** Resolves when the worker finished its build; rejects with the cause otherwise. */
  readonly done: Promise<void>;
  /** Stops the worker at once. */
  kill(): void;
}

const TAIL_LINES = 20;

/** Forks the worker for one release; `done` settles when it exits (or is stopped by the timeout). */
export function startBuildWorker(options: BuildWorkerOptions): BuildWorker {
  const child = fork(
    options.script,
    [options.snapshotPath, options.outDir, options.previousRelease],
    {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      execArgv: [],
    },
  );
  const tail: string[] = [];
  const errors: string[] = [];
  const collect = (isStderr: boolean) => {
    let rest = '';
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split(/\r?\n/);
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        options.onLine?.(line);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        if (isStderr && /^Error:/.test(line)) errors.push(line.replace(/^Error:\s*/, ''));
      }
    };
  };
  child.stdout?.on('data', collect(false));
  child.stderr?.on('data', collect(true));
  let failure: WorkerFailure | null = null;
  child.on('message', (message: unknown) => {
    const m = message as { type?: unknown; warnings?: unknown };
    if (m?.type === 'warnings' && Array.isArray(m.warnings)) {
      options.onWarnings?.(m.warnings as ContentWarning[]);
    }
    failure = workerFailure(message) ?? failure;
    const progress = workerProgress(message);
    if (progress !== null) options.onProgress?.(progress);
    const result = workerResult(message);
    if (result !== null) options.onResult?.(result);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs);

  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new BuildProcessError(`the build process could not start: ${error.message}`, null));
    });
    let settled = false;
    const settle = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (code === 0) {
        resolve();
        return;
      }
      const last = errors.at(-1) ?? tail.at(-1);
      const detail = last ? `: ${last}` : '';
      const fail = (message: string) => reject(new BuildProcessError(message, null));
      if (timedOut) {
        fail(`the build did not finish within ${options.timeoutMs / 1000} s; stopped`);
      } else if (failure !== null) {
        reject(new BuildProcessError(failure.message, failure));
      } else if (signal !== null) {
        fail(`the build process was killed (${signal})${detail}`);
      } else {
        fail(`the build process failed (exit code ${code})${detail}`);
      }
    };
    // 'close' comes once the output is read (so the error line is known); a grandchild holding
    // the pipes open (esbuild) must not keep the build waiting long after the worker exited.
    child.on('close', settle);
    child.on('exit', (code, signal) => setTimeout(() => settle(code, signal), 2000).unref());
  });
  return {
    pid: child.pid,
    done,
    kill: () => void child.kill('SIGKILL'),
  };
}
