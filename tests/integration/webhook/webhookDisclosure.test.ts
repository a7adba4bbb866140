/**
 * What the rebuild service lets out, as real processes over HTTP on 127.0.0.1: the build worker
 * and DEPLOY_COMMAND it starts see none of its secrets (not under their names, nor a copy under
 * another name), and a failing DEPLOY_COMMAND's output (a path, an address) reaches the status
 * page and GET /status only for the status token or a request from the machine itself, never for
 * an editor's browser behind a proxy (a request with X-Forwarded-For).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import type { ServiceStatus } from '../../../src/publish/serviceStatus.ts';
import { startContentBackend } from '../../support/contentBackend.ts';
import {
  bearer,
  call,
  environmentOf,
  SECRET,
  startWebhook,
  TOKEN,
  waitForBuild,
  waitForWorker,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-disclosure-'));
const envFile = join(dir, 'deploy-env.txt');
const STATUS_TOKEN = 'status-token-for-the-disclosure-test';
/** What the failing deploy prints: a path and an address only an administrator may see. */
const MACHINE = ['/secret/path', '10.1.2.3'];
/** A browser behind the operator's proxy: the request arrives from loopback, forwarded. */
const PROXIED = { 'x-forwarded-for': '203.0.113.9' };

let backend: Awaited<ReturnType<typeof startContentBackend>>;
let service: RunningProcess;
let build: BuildRecord;
let workerEnv: string;

beforeAll(async () => {
  backend = await startContentBackend();
  service = await startWebhook({
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: join(dir, 'releases'),
    WEBHOOK_STATE_DIR: join(dir, 'state'),
    STATUS_TOKEN,
    // The signing secret under a name the service does not know.
    DEPLOY_KEY_COPY: SECRET,
    DEPLOY_COMMAND: `env > "${envFile}"; echo "rsync: /secret/path unreachable at 10.1.2.3" >&2; exit 3`,
  });
  const answer = await call(service.url, '/rebuild', { headers: bearer(), body: '' });
  expect(answer.status).toBe(202);
  // The worker's environment as it was started with, read while it builds.
  const worker = await waitForWorker(service.child.pid ?? 0);
  workerEnv = await environmentOf(worker, /buildRelease\.ts/);
  build = (await waitForBuild(service.url, String(answer.body['buildId']))).build;
  expect(build, JSON.stringify(build)).toMatchObject({ outcome: 'failed', step: 'deploy' });
});

afterAll(async () => {
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the processes the service starts', () => {
  const secrets = [SECRET, SECRET.replace('whsec_', ''), TOKEN, STATUS_TOKEN];

  it.each([
    ['DEPLOY_COMMAND', () => readFileSync(envFile, 'utf8')],
    ['the build worker', () => workerEnv],
  ])('%s sees none of its secrets', (_name, environment) => {
    const text = environment();
    // It is the child's environment: the service's other settings are there.
    expect(text).toMatch(/^SITE_URL=https:\/\/www\.example\.org$/m);
    for (const name of ['WEBHOOK_SECRET', 'WEBHOOK_TOKEN', 'STATUS_TOKEN', 'DEPLOY_KEY_COPY']) {
      expect(text).not.toMatch(new RegExp(`^${name}=`, 'm'));
    }
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('DEPLOY_COMMAND still gets its release', () => {
    expect(readFileSync(envFile, 'utf8')).toMatch(new RegExp(`^RELEASE_ID=${build.id}$`, 'm'));
  });
});

describe('the status of a failed deploy', () => {
  const json = async (headers: Record<string, string>, query = '') => {
    const res = await fetch(`${service.url}/status${query}`, { headers });
    expect(res.status).toBe(200);
    const text = await res.text();
    const status = JSON.parse(text) as ServiceStatus;
    return { text, record: status.builds.find((b) => b.id === build.id) };
  };
  const page = async (headers: Record<string, string>, query = '') => {
    const res = await fetch(`${service.url}/${query}`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9', ...headers },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    return res.text();
  };

  it('an editor behind a proxy gets the outcome in words, without output, paths or addresses', async () => {
    const { text, record } = await json(PROXIED);
    for (const machine of [...MACHINE, 'DEPLOY_COMMAND', dir]) expect(text).not.toContain(machine);
    expect(record).toMatchObject({
      outcome: 'failed',
      step: 'deploy',
      causeCode: 'deploy-failed',
      cause: 'The new version could not be copied to the web server.',
    });
    const html = await page(PROXIED);
    for (const machine of [...MACHINE, 'DEPLOY_COMMAND', dir]) expect(html).not.toContain(machine);
    expect(html).toContain('die neue Version konnte nicht auf den Webserver kopiert werden');
    expect(html).toContain('Was zu tun ist');
  });

  it('the status token shows the raw cause, as a Bearer header or ?token=', async () => {
    const { record } = await json({ ...PROXIED, authorization: `Bearer ${STATUS_TOKEN}` });
    expect(record?.cause).toMatch(/DEPLOY_COMMAND failed \(exit code 3\): rsync: \/secret\/path/);
    const html = await page(PROXIED, `?token=${STATUS_TOKEN}`);
    for (const machine of MACHINE) expect(html).toContain(machine);
  });

  it('a request from the machine itself, through no proxy, sees the raw cause', async () => {
    const { text } = await json({});
    for (const machine of MACHINE) expect(text).toContain(machine);
  });

  it('a wrong token is refused, not shown less', async () => {
    for (const init of [
      { headers: { authorization: `Bearer ${TOKEN}` } },
      { headers: PROXIED, query: '?token=guess' },
    ]) {
      const res = await fetch(`${service.url}/status${init.query ?? ''}`, {
        headers: init.headers,
      });
      expect(res.status).toBe(401);
      const text = await res.text();
      for (const machine of MACHINE) expect(text).not.toContain(machine);
    }
  });
});
