/**
 * No request stops a server. Each of our servers (the site server of `npm start` / `npm run
 * serve`, the demo back end of `npm run backend`, the rebuild service of `npm run webhook`) runs
 * as its real command in a child process and is sent every known-bad request (knownBadRequests.ts)
 * and generated hostile ones (hostileRequests.ts), at least 5,000 in all, several at a time. Then
 * it must still be running, still answer a normal request, and no answer may have held a byte of
 * a file outside the served release (a marked file beside it, a link out of it, /etc/passwd).
 *
 * FUZZ_SEED replays a run (every run prints its seed); FUZZ_RUNS sends more.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../support/rawHttp.ts';
import { tempFolder } from '../support/tempFolder.ts';
import {
  startProcess,
  startServe,
  startWebhook,
  type RunningProcess,
} from '../support/webhookHarness.ts';
import { hostileRequest, knownBadRequests, type HostileRequest } from './hostileRequests.ts';

const RUNS = Math.max(5_000, Number(process.env['FUZZ_RUNS'] ?? 0));
const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
/** Requests in flight at once: enough to interleave them, within the per-client limit below. */
const IN_FLIGHT = 24;
const OUTSIDE_MARKER = `OUTSIDE-THE-RELEASE-${SEED}`;
const RELEASE_MARKER = 'FUZZED-RELEASE-HOME';

const dir = tempFolder('fuzz-servers-');
const release = join(dir, 'release');
const outside = join(dir, 'outside');
// Each server gets its own copy of the limits: the fuzzer is one client sending thousands.
const env = { MAX_CONNECTIONS_PER_CLIENT: '1000', BACKEND_DB: ':memory:' };
const running: RunningProcess[] = [];

/** A release as the build writes it, in miniature, with links out of it planted inside. */
function plantRelease(): void {
  mkdirSync(join(release, 'de'), { recursive: true });
  mkdirSync(join(release, 'a'), { recursive: true });
  mkdirSync(outside, { recursive: true });
  const page = (text: string) => `<!doctype html><html lang="en"><title>${text}</title><p>${text}`;
  writeFileSync(join(release, 'index.html'), page(RELEASE_MARKER));
  writeFileSync(join(release, '404.html'), page('Not found'));
  writeFileSync(join(release, 'de', '404.html'), page('Nicht gefunden'));
  writeFileSync(join(release, 'a', 'b.html'), page('A page'));
  writeFileSync(join(release, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(release, '_redirects'), '/old /a/b 301\n');
  writeFileSync(join(outside, 'secret.html'), OUTSIDE_MARKER);
  writeFileSync(join(dir, 'secret.html'), OUTSIDE_MARKER);
  symlinkSync(join(outside, 'secret.html'), join(release, 'escape.html'));
  symlinkSync(outside, join(release, 'escape-dir'));
}

/** Sends every request, IN_FLIGHT at a time; returns what came back. */
async function fire(port: number, requests: readonly HostileRequest[]) {
  const statuses = new Map<string, number>();
  const leaks: string[] = [];
  const errors: string[] = [];
  let hung = 0;
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (request === undefined) break;
      const answer = await sendRaw(port, request.chunks, { pauseMs: request.pauseMs });
      const key = String(answer.status ?? 'none');
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (answer.hung) hung++;
      if (answer.status === 500) errors.push(request.label);
      const text = answer.bytes.toString('latin1');
      if (text.includes(OUTSIDE_MARKER) || /root:x:0:0:/.test(text)) leaks.push(request.label);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return { statuses: Object.fromEntries([...statuses].sort()), leaks, errors, hung };
}

/** The known-bad list and enough generated requests to make RUNS. */
function requests(): HostileRequest[] {
  const known = knownBadRequests();
  return [...known, ...fc.sample(hostileRequest, { numRuns: RUNS - known.length, seed: SEED })];
}

const portOf = (server: RunningProcess) => Number(new URL(server.url).port);

/** Fuzzes one server, then checks it is alive and answers `normal` as before. */
async function survives(server: RunningProcess, name: string, normal: () => Promise<Response>) {
  const before = await normal();
  expect(before.ok, `${name} answers before`).toBe(true);
  const sent = requests();
  const result = await fire(portOf(server), sent);
  console.log(
    `${name}: ${sent.length} hostile requests (seed ${SEED}), answers by status: ${JSON.stringify(result.statuses)}`,
  );
  expect(server.child.exitCode, `${name} stopped:\n${server.output.text.slice(-3000)}`).toBeNull();
  expect(server.child.signalCode).toBeNull();
  expect(result.leaks, 'answers holding a file from outside the release').toEqual([]);
  expect(result.hung, 'connections the server never closed').toBe(0);
  // A handler that throws is caught and answered 500, but hostile input is a client's fault:
  // every 500 here is input a handler failed to check.
  expect(result.errors.slice(0, 20), 'requests answered 500').toEqual([]);
  const after = await normal();
  expect(after.status, `${name} answers after`).toBe(before.status);
  return after;
}

beforeAll(async () => {
  plantRelease();
  const backend = await startProcess(
    ['scripts/backend.ts'],
    { ...env, PORT: '0' },
    /listening on (http:\/\/\S+)/,
  );
  running.push(backend);
  running.push(await startServe(release, ':memory:', env));
  running.push(
    await startWebhook({
      ...env,
      BACKEND_URL: backend.url,
      SITE_URL: 'https://www.example.org',
      RELEASES_DIR: join(dir, 'releases'),
      WEBHOOK_STATE_DIR: join(dir, 'state'),
    }),
  );
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

describe('no request stops a server', () => {
  it('the site server serves the release and nothing outside it', async () => {
    const site = running[1];
    if (site === undefined) throw new Error('the site server did not start');
    const after = await survives(site, 'site server', () => fetch(`${site.url}/`));
    expect(await after.text()).toContain(RELEASE_MARKER);
    expect((await fetch(`${site.url}/escape.html`)).status).toBe(404);
  });

  it('the demo back end answers its API', async () => {
    const backend = running[0];
    if (backend === undefined) throw new Error('the demo back end did not start');
    const after = await survives(backend, 'demo back end', () =>
      fetch(`${backend.url}/HHHHPUBLICAPI/getDataAll.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ table: 'Events' }),
      }),
    );
    const events = (await after.json()) as { data: { data: unknown[] } };
    expect(events.data.data.length).toBeGreaterThan(0);
  });

  it('the rebuild service answers its status', async () => {
    const service = running[2];
    if (service === undefined) throw new Error('the rebuild service did not start');
    const after = await survives(service, 'rebuild service', () => fetch(`${service.url}/status`));
    expect(await after.json()).toHaveProperty('builds');
  });
});
