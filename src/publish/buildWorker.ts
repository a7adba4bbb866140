/**
 * Runs builds in the build worker (src/build/buildRelease.ts), a child process kept between
 * builds of the same code (its renderer stays warm: issue 16 item 6), passes on what it reports
 * (content warnings, progress, what it made), and turns how a build ended into a cause an editor
 * can read: its error line, the signal that killed the worker, or a timeout.
 */
import { fork as forkProcess, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Snapshot } from '../backend/snapshot.ts';
import type { ContentWarning } from '../content/types.ts';
import { childEnvironment } from './childEnvironment.ts';
import type { PageCounts } from '../release/releaseStore.ts';
import { isFastPathDecline, type FastPathDecline } from '../build/fastPathDecline.ts';

/** Where the workers run: the script and the project (Astro builds the project in its folder). */
export interface BuildWorkersOptions {
  /** The worker script. */
  readonly script: string;
  readonly cwd: string;
  /** The releases folder, on the worker's command line: a restarted service finds an orphan by it. */
  readonly releasesDir: string;
  /** The environment it is started from (default: the service's); its secrets are left out. */
  readonly env?: NodeJS.ProcessEnv;
}

/** One build: its files, its limits and whom to tell what it does. */
export interface BuildJob {
  /** The code version this build is made with: a worker kept for another one is not reused. */
  readonly code: string;
  /** The content to build, handed to the worker in memory. */
  readonly snapshot: Snapshot;
  readonly outDir: string;
  /** The release live now, whose page paths the build compares with its own (movedPaths). */
  readonly previousRelease: string;
  readonly timeoutMs: number;
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
  /** Rendered by the worker's kept renderer, without an Astro build (1) or not (0). */
  readonly warm: number;
  /** Why the build did not take its fast path (buildSite's `declined`); null when it did. */
  readonly declined: FastPathDecline | null;
  /** The release's pages per language, as the build wrote them; null when it did not say. */
  readonly pages: PageCounts | null;
  /** Pages changed against the live release, when the build could tell without a full compare. */
  readonly pagesChanged: number | null;
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
  const counts = countsMessage(message, 'result', ['rendered', 'carried']);
  if (counts === null) return null;
  const m = message as {
    warm?: unknown;
    declined?: unknown;
    pages?: unknown;
    pagesChanged?: unknown;
  };
  const pages = countsMessage({ type: 'pages', ...(m.pages as object) }, 'pages', [
    'en',
    'de',
    'total',
  ]);
  const changed = countsMessage({ type: 'n', n: m.pagesChanged }, 'n', ['n']);
  return {
    ...counts,
    warm: m.warm === true ? 1 : 0,
    declined: isFastPathDecline(m.declined)
      ? { code: m.declined.code, detail: m.declined.detail }
      : null,
    pages,
    pagesChanged: changed?.n ?? null,
  };
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

/** The build workers of a service: at most one process, kept between builds. */
export interface BuildWorkers {
  /**
   * Runs one build in the worker kept from the last build when that was made for the same code
   * version (its renderer is warm: warmRenderer.ts), else in a new process. A worker whose build
   * failed, timed out or was stopped is gone; the next build starts a new one.
   */
  run(job: BuildJob): BuildWorker;
  /** Stops the worker, busy or idle (the service stops). */
  stop(): void;
}

const TAIL_LINES = 20;

interface Worker {
  readonly child: ChildProcess;
  readonly code: string;
  /** The build it runs now, told of its lines, messages and end. */
  job: {
    line(line: string, isStderr: boolean): void;
    message(message: unknown): void;
    ended(code: number | null, signal: NodeJS.Signals | null): void;
  } | null;
  exited: boolean;
}

/** The service's workers (BuildWorkers). */
export function buildWorkers(options: BuildWorkersOptions): BuildWorkers {
  let worker: Worker | null = null;

  function fork(code: string): Worker {
    const child = forkProcess(options.script, [options.releasesDir], {
      cwd: options.cwd,
      env: childEnvironment(options.env ?? process.env),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // The snapshot goes over the channel: V8's serialiser copies its strings as they are,
      // several times faster than JSON for 10 MB of rows.
      serialization: 'advanced',
      // The worker collects its garbage while it waits for the next call (buildRelease.ts).
      execArgv: ['--expose-gc'],
    });
    const made: Worker = { child, code, job: null, exited: false };
    const collect = (isStderr: boolean) => {
      let rest = '';
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split(/\r?\n/);
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim() !== '') made.job?.line(line, isStderr);
      };
    };
    child.stdout?.on('data', collect(false));
    child.stderr?.on('data', collect(true));
    child.on('message', (message: unknown) => made.job?.message(message));
    // 'close' comes once the output is read (so the error line is known); a grandchild holding
    // the pipes open (esbuild) must not keep the build waiting long after the worker exited.
    const gone = (code: number | null, signal: NodeJS.Signals | null) => {
      made.exited = true;
      if (worker === made) worker = null;
      made.job?.ended(code, signal);
    };
    child.on('close', gone);
    child.on('exit', (code, signal) => setTimeout(() => gone(code, signal), 2000).unref());
    child.on('error', () => gone(null, null));
    return made;
  }

  /** An idle worker neither keeps the service running nor is kept waiting for. */
  function hold(child: ChildProcess, busy: boolean): void {
    const ref = busy ? 'ref' : 'unref';
    child[ref]();
    child.channel?.[ref]();
    for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.[ref]();
  }

  function run(job: BuildJob): BuildWorker {
    if (worker !== null && (worker.code !== job.code || worker.exited || worker.job !== null)) {
      worker.child.kill('SIGKILL');
      worker = null;
    }
    const current = worker ?? fork(job.code);
    worker = current;
    hold(current.child, true);
    const tail: string[] = [];
    const errors: string[] = [];
    let failure: WorkerFailure | null = null;
    let timedOut = false;
    let settled = false;
    const done = new Promise<void>((resolve, reject) => {
      const finish = (error: BuildProcessError | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        current.job = null;
        if (error === null) {
          hold(current.child, false);
          resolve();
        } else {
          // A worker whose build failed keeps nothing for the next one.
          current.child.kill('SIGKILL');
          if (worker === current) worker = null;
          reject(error);
        }
      };
      const timer = setTimeout(() => {
        timedOut = true;
        current.child.kill('SIGKILL');
      }, job.timeoutMs);
      current.job = {
        line(line, isStderr) {
          job.onLine?.(line);
          tail.push(line);
          if (tail.length > TAIL_LINES) tail.shift();
          if (isStderr && /^Error:/.test(line)) errors.push(line.replace(/^Error:\s*/, ''));
        },
        message(message) {
          const m = message as { type?: unknown; warnings?: unknown };
          if (m?.type === 'warnings' && Array.isArray(m.warnings)) {
            job.onWarnings?.(m.warnings as ContentWarning[]);
          }
          failure = workerFailure(message) ?? failure;
          const progress = workerProgress(message);
          if (progress !== null) job.onProgress?.(progress);
          const result = workerResult(message);
          if (result !== null) job.onResult?.(result);
          if (m?.type === 'done') finish(null);
        },
        ended(code, signal) {
          const last = errors.at(-1) ?? tail.at(-1);
          const detail = last ? `: ${last}` : '';
          const fail = (message: string) => finish(new BuildProcessError(message, null));
          if (timedOut) {
            fail(`the build did not finish within ${job.timeoutMs / 1000} s; stopped`);
          } else if (failure !== null) {
            finish(new BuildProcessError(failure.message, failure));
          } else if (signal !== null) {
            fail(`the build process was killed (${signal})${detail}`);
          } else if (code === null) {
            fail(`the build process could not start${detail}`);
          } else {
            fail(`the build process failed (exit code ${code})${detail}`);
          }
        },
      };
      if (current.exited) current.job.ended(null, null);
      else current.child.send({ type: 'build', ...jobMessage(job) });
    });
    return {
      pid: current.child.pid,
      done,
      kill: () => void current.child.kill('SIGKILL'),
    };
  }

  return {
    run,
    stop: () => {
      worker?.child.kill('SIGKILL');
      worker = null;
    },
  };
}

/** The part of a job the worker is sent. */
function jobMessage(job: BuildJob): {
  snapshot: Snapshot;
  code: string;
  outDir: string;
  previousRelease: string;
} {
  return {
    snapshot: job.snapshot,
    code: job.code,
    outDir: job.outDir,
    previousRelease: job.previousRelease,
  };
}
