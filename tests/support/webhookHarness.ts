/**
 * Real processes for the rebuild service's integration tests (the back end they pull from is
 * contentBackend.ts): `node scripts/webhook.ts` and `node scripts/serve.ts <releases>/current` as
 * child processes, calls signed the way a PHP back end signs them (HMAC-SHA256 by hand, no library)
 * or sent with the token, and a reader of the site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { isRunning } from '../../src/publish/buildMarker.ts';
import type { ServiceStatus } from '../../src/publish/serviceStatus.ts';
import { signWebhook } from './signWebhook.ts';

export const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
/** WEBHOOK_TOKEN of the services the tests start: the Bearer token, not the signing secret. */
export const TOKEN = randomBytes(32).toString('base64url');

/** Reads a child's output and resolves with the first match of `pattern` in it. */
function waitForLine(child: ChildProcess, pattern: RegExp, output: { text: string }) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.text);
      if (match) resolve(match);
    };
    child.stdout?.on('data', (d: Buffer) => {
      output.text += d.toString();
      check();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output.text += d.toString();
    });
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before it was ready:\n${output.text}`)),
    );
  });
}

export interface RunningProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: { text: string };
  /** Stops it (SIGTERM, or the given signal) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A command of ours (`node <args>`) in a child process, ready once it prints `ready`'s match. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  const match = await waitForLine(child, ready, output);
  return {
    url: match[1] ?? '',
    child,
    output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}

/** `node scripts/webhook.ts` on a free port, with the given environment. */
export function startWebhook(env: Record<string, string>): Promise<RunningProcess> {
  return startProcess(
    ['scripts/webhook.ts'],
    { WEBHOOK_SECRET: SECRET, WEBHOOK_TOKEN: TOKEN, WEBHOOK_PORT: '0', ...env },
    /Rebuild service on (http:\/\/127\.0\.0\.1:\d+)/,
  );
}

/** `node scripts/serve.ts <folder>` on a free port. */
export function startServe(
  folder: string,
  dbPath: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  return startProcess(
    ['scripts/serve.ts', folder],
    { ...env, PORT: '0', BACKEND_DB: dbPath },
    /Serving .* on (http:\/\/127\.0\.0\.1:\d+)/,
  );
}

/** Standard Webhooks headers for a body, computed as a PHP back end computes them. */
export function signedHeaders(
  body: string,
  options: { id?: string; at?: Date; secret?: string } = {},
): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...signWebhook(body, {
      id: options.id ?? `msg_${randomBytes(8).toString('hex')}`,
      timestamp: Math.floor((options.at ?? new Date()).getTime() / 1000),
      secret: options.secret ?? SECRET,
    }),
  };
}

export async function call(
  url: string,
  path: '/rebuild' | '/rollback' | '/promote',
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: init.headers ?? {},
    body: init.body ?? '',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function bearer(token = TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function status(url: string): Promise<ServiceStatus> {
  const res = await fetch(`${url}/status`);
  return (await res.json()) as ServiceStatus;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /status until `done` holds (or fails after `timeoutMs`). */
export async function waitForStatus(
  url: string,
  done: (s: ServiceStatus) => boolean,
  timeoutMs = 90_000,
  intervalMs = 50,
): Promise<ServiceStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await status(url);
    if (done(s)) return s;
    if (Date.now() > until) throw new Error(`status never matched: ${JSON.stringify(s, null, 1)}`);
    await sleep(intervalMs);
  }
}

/** Waits until the build with this id has finished, and returns its record. */
export async function waitForBuild(url: string, id: string) {
  const s = await waitForStatus(url, (st) =>
    st.builds.some((b) => b.id === id && b.outcome !== 'pending' && b.outcome !== 'running'),
  );
  const build = s.builds.find((b) => b.id === id);
  if (!build) throw new Error(`no build ${id}`);
  return { build, status: s };
}

/**
 * An editor's publish: changes the back end's content (its About Us marker), calls /rebuild with
 * the bearer token, and waits for that build; returns its record.
 */
export async function publish(
  serviceUrl: string,
  backend: { setMarker(n: number): void },
  marker: number,
) {
  backend.setMarker(marker);
  const answer = await call(serviceUrl, '/rebuild', {
    headers: bearer(),
    body: JSON.stringify({ reason: `marker ${marker}` }),
  });
  if (answer.status !== 202) {
    throw new Error(`/rebuild answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return (await waitForBuild(serviceUrl, String(answer.body['buildId']))).build;
}

/** The child processes of a process (Linux /proc), e.g. the service's build worker. */
export function childPids(pid: number): number[] {
  const pids: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (text) pids.push(...text.split(/\s+/).map(Number));
  }
  return pids;
}

/** Waits until a process has exactly one child (the service's build worker) and returns it. */
export async function waitForWorker(pid: number, timeoutMs = 30_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const children = childPids(pid);
    if (children.length === 1 && children[0] !== undefined) return children[0];
    if (children.length > 1) throw new Error(`more than one child: ${children.join(', ')}`);
    if (Date.now() > until) throw new Error('no build worker started');
    await sleep(10);
  }
}

/**
 * The environment `pid` was started with (`/proc/<pid>/environ`, one `NAME=value` a line), once
 * it runs `command`: a child caught between fork and exec still shows its parent's command and
 * environment, and one in the middle of exec, or a zombie, shows an empty one.
 */
export async function environmentOf(
  pid: number,
  command: RegExp,
  timeoutMs = 30_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const text = readFileSync(`/proc/${pid}/environ`, 'utf8').replaceAll('\0', '\n');
    if (command.test(cmdline) && text.trim() !== '') return text;
    if (Date.now() > until) throw new Error(`process ${pid} never ran ${String(command)}`);
    await sleep(10);
  }
}

/** Whether a process runs (a zombie, dead but not yet reaped, does not). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`not a process id: ${pid}`);
  return isRunning(pid);
}

/** The release folders (not the link, nor the build worker's `.spare` copy) in a releases folder. */
export function releaseFolders(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name !== 'current' && !name.startsWith('.'))
    .sort();
}

export interface ReaderReport {
  readonly requests: number;
  readonly errors: string[];
  /** The "Release marker N" values seen, each time it changed. */
  readonly markers: number[];
}

/**
 * Fetches pages in a loop until stopped. Every answer must be 200, a whole HTML document showing
 * exactly one release marker, and as long as every other answer for that page and marker.
 */
export function startReader(siteUrl: string, paths: readonly string[]) {
  const errors: string[] = [];
  const markers: number[] = [];
  const lengths = new Map<string, number>();
  let requests = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      // A short pause per round: a steady reader, not a load test of a two-core machine.
      await sleep(5);
      for (const path of paths) {
        try {
          const res = await fetch(`${siteUrl}${path}`);
          const text = await res.text();
          requests++;
          const seen = [...text.matchAll(/Release marker (\d+)/g)].map((m) => Number(m[1]));
          const marker = seen[0] ?? -1;
          // One release's page is always the same bytes: a different length is a torn read.
          const key = `${path}@${marker}`;
          const length = Buffer.byteLength(text);
          if (res.status !== 200) errors.push(`${path}: HTTP ${res.status}`);
          else if (!/^<!DOCTYPE html>/i.test(text) || !text.includes('</html>')) {
            errors.push(`${path}: partial page (${length} bytes)`);
          } else if (seen.length === 0 || new Set(seen).size !== 1) {
            errors.push(`${path}: markers ${JSON.stringify(seen)}`);
          } else if ((lengths.get(key) ?? length) !== length) {
            errors.push(
              `${path}: ${length} bytes, earlier ${lengths.get(key)} for marker ${marker}`,
            );
          } else {
            lengths.set(key, length);
            if (markers.at(-1) !== marker) markers.push(marker);
          }
        } catch (error) {
          // undici says only "fetch failed"; its cause says how (a cut socket, a refusal).
          const cause = (error as { cause?: { code?: string } }).cause;
          errors.push(`${path}: ${(error as Error).message} (${cause?.code ?? 'no code'})`);
        }
      }
    }
  })();
  return {
    async stop(): Promise<ReaderReport> {
      running = false;
      await loop;
      return { requests, errors, markers };
    },
  };
}
