/**
 * Runs builds in the build worker (src/build/buildRelease.ts), a child process kept between
 * builds of the same code so its renderer stays warm, passes on what it reports, and turns how a
 * build ended into a cause: its error line, the signal that killed the worker, or a timeout.
 */
import { fork as forkProcess, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { ContentWarning } from '../content/types.ts';
import {
  workerReport,
  type BuildRequest,
  type FailureReport,
  type ProgressReport,
  type ResultReport,
} from '../build/workerProtocol.ts';
import { childEnvironment } from './childEnvironment.ts';

/** Where the workers run: the script and the project (Astro builds the project in its folder). */
export interface BuildWorkersOptions {
  readonly script: string;
  readonly cwd: string;
  /** The releases folder, on the worker's command line: a restarted service finds an orphan by it. */
  readonly releasesDir: string;
  /** The environment it is started from (default: the service's); its secrets are left out. */
  readonly env?: NodeJS.ProcessEnv;
}

/** One build: what the worker is asked for (the content in memory), its limit, whom to tell. */
export interface BuildJob extends Omit<BuildRequest, 'type'> {
  readonly timeoutMs: number;
  readonly onWarnings?: (warnings: readonly ContentWarning[]) => void;
  /** Paths rendered so far, of how many, as the worker reports them. */
  readonly onProgress?: (progress: ProgressReport) => void;
  /** What the build made, once it is complete. */
  readonly onResult?: (result: ResultReport) => void;
  /** Each line the worker prints (for the service's log). */
  readonly onLine?: (line: string) => void;
}

/** How a worker ended without a complete build; `failure` when it said why in a known way. */
export class BuildProcessError extends Error {
  readonly failure: FailureReport | null;
  constructor(message: string, failure: FailureReport | null) {
    super(message);
    this.name = 'BuildProcessError';
    this.failure = failure;
  }
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
   * Runs one build in the worker kept from the last one if made for the same code version (its
   * renderer is warm: warmRenderer.ts), else in a new process (as after a failed build).
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

/** The service's workers. */
export function buildWorkers(options: BuildWorkersOptions): BuildWorkers {
  let worker: Worker | null = null;

  function fork(code: string): Worker {
    const child = forkProcess(options.script, [options.releasesDir], {
      cwd: options.cwd,
      env: childEnvironment(options.env ?? process.env),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // The snapshot goes over the channel: V8's serialiser copies strings far faster than JSON.
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
    let failure: FailureReport | null = null;
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
          const report = workerReport(message);
          if (report?.type === 'warnings') job.onWarnings?.(report.warnings);
          else if (report?.type === 'progress') job.onProgress?.(report);
          else if (report?.type === 'result') job.onResult?.(report);
          else if (report?.type === 'failure') failure = report;
          else if (report?.type === 'done') finish(null);
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
      const { snapshot, code, outDir, previousRelease } = job;
      const request: BuildRequest = { type: 'build', snapshot, code, outDir, previousRelease };
      if (current.exited) current.job.ended(null, null);
      else current.child.send(request);
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
