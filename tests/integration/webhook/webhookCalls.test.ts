/**
 * The rebuild service's front door, as real processes over HTTP: it refuses to start without a
 * valid secret, or with a token that is the secret; unsigned, wrongly signed, stale, future and
 * replayed calls start nothing (a replayed id stays refused after a restart), nor does the signing
 * secret sent as a token; a signed body acts only on the path its action names; a call with
 * unchanged content is recorded "unchanged" without running Astro; the status in JSON and HTML.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend } from '../../support/contentBackend.ts';
import { runCommand } from '../../support/runCommand.ts';
import { actionBody } from '../../support/signWebhook.ts';
import {
  bearer,
  call,
  releaseFolders,
  SECRET,
  signedHeaders,
  TOKEN,
  startWebhook,
  status,
  waitForBuild,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-calls-'));
const releasesDir = join(dir, 'releases');
let backend: Awaited<ReturnType<typeof startContentBackend>>;
let service: RunningProcess;
let env: Record<string, string>;
let liveId: string;

beforeAll(async () => {
  backend = await startContentBackend();
  env = {
    WEBHOOK_SECRET: SECRET,
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: releasesDir,
    WEBHOOK_STATE_DIR: join(dir, 'state'),
  };
  service = await startWebhook(env);
  // The first release, so that later calls have something to leave alone.
  const first = await call(service.url, '/rebuild', { headers: bearer(), body: '' });
  expect(first.status).toBe(202);
  const { build } = await waitForBuild(service.url, String(first.body['buildId']));
  expect(build.outcome, JSON.stringify(build)).toBe('live');
  liveId = String(build.release);
});

afterAll(async () => {
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('start-up', () => {
  it.each([
    ['', /WEBHOOK_SECRET is required/],
    ['swordfish', /WEBHOOK_SECRET must be whsec_/],
    [`whsec_${Buffer.from('short').toString('base64')}`, /WEBHOOK_SECRET must be whsec_/],
  ])('refuses to start with WEBHOOK_SECRET=%j, naming the variable', async (secret, message) => {
    const result = await runCommand('scripts/webhook.ts', {
      ...env,
      WEBHOOK_SECRET: secret,
      WEBHOOK_PORT: '0',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toMatch(/Rebuild service on/);
  });

  it('refuses to start with WEBHOOK_TOKEN equal to WEBHOOK_SECRET, naming the variable', async () => {
    // A key of 33 bytes has no base64 padding, so the secret has a token's characters.
    const secret = `whsec_${Buffer.alloc(33, 3).toString('base64')}`;
    // A service that wrongly starts is killed after 30 s, and the test fails.
    const result = await runCommand(
      'scripts/webhook.ts',
      { ...env, WEBHOOK_SECRET: secret, WEBHOOK_TOKEN: secret, WEBHOOK_PORT: '0' },
      30_000,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/WEBHOOK_TOKEN must differ from WEBHOOK_SECRET/);
    expect(result.stdout).not.toMatch(/Rebuild service on/);
  });

  it('names a bad WEBHOOK_PORT or a state folder inside the releases', async () => {
    const port = await runCommand('scripts/webhook.ts', { ...env, WEBHOOK_PORT: 'http' });
    expect(port.stderr).toMatch(/WEBHOOK_PORT must be a whole number/);
    const inside = await runCommand('scripts/webhook.ts', {
      ...env,
      WEBHOOK_PORT: '0',
      WEBHOOK_STATE_DIR: join(releasesDir, 'state'),
    });
    expect(inside.stderr).toMatch(/WEBHOOK_STATE_DIR must lie outside RELEASES_DIR/);
  });
});

describe('calls that start nothing', () => {
  const body = '{"reason":"attack"}';
  const fiveMinutes = 5 * 60 * 1000;
  const refused: [string, () => Record<string, string>][] = [
    ['unsigned', () => ({ 'content-type': 'application/json' })],
    [
      'signed with another key',
      () => signedHeaders(body, { secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` }),
    ],
    ['signed over another body', () => signedHeaders('{"reason":"other"}')],
    [
      'stale (6 minutes old)',
      () => signedHeaders(body, { at: new Date(Date.now() - fiveMinutes - 60_000) }),
    ],
    [
      'from the future (6 minutes ahead)',
      () => signedHeaders(body, { at: new Date(Date.now() + fiveMinutes + 60_000) }),
    ],
    [
      'missing its signature',
      () => {
        const headers = signedHeaders(body);
        delete headers['webhook-signature'];
        return headers;
      },
    ],
    ['with a wrong bearer token', () => bearer(`${TOKEN}x`)],
    ['with the signing secret as bearer', () => bearer(SECRET)],
    ['with the signing key as bearer', () => bearer(SECRET.replace('whsec_', ''))],
    [
      'with basic auth',
      () => ({ authorization: `Basic ${Buffer.from(`u:${SECRET}`).toString('base64')}` }),
    ],
  ];

  it.each(refused)('a call %s gets 401 and no build', async (_name, headers) => {
    const before = await status(service.url);
    const answer = await call(service.url, '/rebuild', { headers: headers(), body });
    expect(answer.status).toBe(401);
    expect(String(answer.body['error'])).toMatch(/Not authenticated/);
    const after = await status(service.url);
    expect(after.state).toBe('idle');
    expect(after.builds.length).toBe(before.builds.length);
    expect(after.live?.id).toBe(liveId);
    expect(releaseFolders(releasesDir)).toEqual([liveId]);
  });

  it('the signing secret sent as a token is refused with a hint to sign or use the token', async () => {
    const answer = await call(service.url, '/rebuild', { headers: bearer(SECRET), body });
    expect(answer.status).toBe(401);
    expect(String(answer.body['error'])).toMatch(
      /signing secret .* sign the call with it, or send WEBHOOK_TOKEN/,
    );
  });

  it('a rollback without authentication gets 401 and changes nothing', async () => {
    const answer = await call(service.url, '/rollback', { body: actionBody('rollback') });
    expect(answer.status).toBe(401);
    expect((await status(service.url)).live?.id).toBe(liveId);
  });

  it('a signed call with a body that is not JSON is refused with 400', async () => {
    const text = 'force=true';
    const answer = await call(service.url, '/rebuild', {
      headers: signedHeaders(text),
      body: text,
    });
    expect(answer.status).toBe(400);
    const force = '{"force":"yes"}';
    const bad = await call(service.url, '/rebuild', { headers: signedHeaders(force), body: force });
    expect(bad.status).toBe(400);
    expect(String(bad.body['error'])).toMatch(/force/);
  });
});

describe('the action is part of what is signed', () => {
  /** Calls `path` and checks that it was refused with 400 and that nothing changed. */
  async function refusedAs(
    path: '/rebuild' | '/rollback',
    init: { headers: Record<string, string>; body: string },
    message: RegExp,
  ) {
    const before = await status(service.url);
    const answer = await call(service.url, path, init);
    expect(answer.status).toBe(400);
    expect(String(answer.body['error'])).toMatch(message);
    const after = await status(service.url);
    expect(after.builds.length).toBe(before.builds.length);
    expect(after.live?.id).toBe(liveId);
  }

  it('a body signed for /rebuild, its id never used, is refused by /rollback', async () => {
    for (const body of ['', '{"reason":"Announcements edited"}', actionBody('rebuild')]) {
      await refusedAs(
        '/rollback',
        { headers: signedHeaders(body), body },
        /\{"action":"rollback"\}/,
      );
    }
  });

  it('a body signed for /rollback is refused by /rebuild', async () => {
    const body = actionBody('rollback');
    await refusedAs('/rebuild', { headers: signedHeaders(body), body }, /send it to \/rollback/);
  });

  it('the same holds for the bearer token', async () => {
    await refusedAs('/rollback', { headers: bearer(), body: '' }, /\{"action":"rollback"\}/);
    const body = actionBody('rollback');
    await refusedAs('/rebuild', { headers: bearer(), body }, /send it to \/rollback/);
  });

  it('a signed rollback body is taken by /rollback (here: no earlier release to return to)', async () => {
    const body = actionBody('rollback', { reason: 'bad news' });
    const answer = await call(service.url, '/rollback', { headers: signedHeaders(body), body });
    expect(answer.status).toBe(409);
    expect(String(answer.body['error'])).toMatch(/no earlier release/);
    expect((await status(service.url)).live?.id).toBe(liveId);
  });
});

describe('a signed call, its replay, and unchanged content', () => {
  const body = JSON.stringify({ reason: 'Announcements edited' });
  let headers: Record<string, string>;
  let buildId: string;

  it('is accepted at once with the id of its build; unchanged content stops before Astro', async () => {
    headers = signedHeaders(body);
    const started = performance.now();
    const answer = await call(service.url, '/rebuild', { headers, body });
    expect(answer.status).toBe(202);
    buildId = String(answer.body['buildId']);
    const { build, status: after } = await waitForBuild(service.url, buildId);
    const ms = performance.now() - started;
    console.log(`unchanged content: call to recorded in ${Math.round(ms)} ms`);
    expect(build).toMatchObject({
      trigger: 'signature',
      reason: 'Announcements edited',
      outcome: 'unchanged',
      step: 'compare',
      release: liveId,
    });
    // No new folder: the pipeline stopped at the comparison, before the build step.
    expect(releaseFolders(releasesDir)).toEqual([liveId]);
    expect(after.live?.id).toBe(liveId);
  });

  it('the same webhook-id again is acknowledged with 2xx and starts nothing', async () => {
    const before = await status(service.url);
    const again = await call(service.url, '/rebuild', { headers, body });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'duplicate', buildId });
    const after = await status(service.url);
    expect(after.state).toBe('idle');
    expect(after.builds.length).toBe(before.builds.length);
  });

  it('the replayed id is still known after a restart', async () => {
    await service.stop();
    service = await startWebhook(env);
    const before = await status(service.url);
    const again = await call(service.url, '/rebuild', { headers, body });
    expect(again.status).toBe(200);
    expect(again.body['status']).toBe('duplicate');
    const after = await status(service.url);
    expect(after.builds.length).toBe(before.builds.length);
    expect(after.live?.id).toBe(liveId);
  });
});

describe('status', () => {
  it('GET /status names the live release with pages per language and editor-worded warnings', async () => {
    const s = await status(service.url);
    expect(s.state).toBe('idle');
    expect(s.live).toMatchObject({ id: liveId });
    expect(s.live?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.live?.pages?.en).toBeGreaterThan(50);
    expect(s.live?.pages?.de).toBeGreaterThan(50);
    const texts = s.live?.warnings.map((w) => w.text) ?? [];
    // The demo content's invalid date, as an editor reads it.
    expect(texts).toContain(
      "Announcements row 613: PublishingDate 'not a date' is not a date; shown as Invalid Date",
    );
    expect(s.builds[0]).toHaveProperty('durationMs');
  });

  it('GET / is an HTML page in the browser language, readable on a phone, not refreshing when idle', async () => {
    const en = await fetch(`${service.url}/`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const html = await en.text();
    expect(en.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('name="viewport" content="width=device-width');
    expect(html).toContain('Website publishing');
    expect(html).toContain(liveId);
    expect(html).toContain('PublishingDate &#39;not a date&#39; is not a date');
    expect(html).not.toContain('http-equiv="refresh"');

    const de = await fetch(`${service.url}/`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    const german = await de.text();
    expect(german).toMatch(/<html lang="de">/);
    expect(german).toContain('Veröffentlichung der Website');
    expect(german).toContain('Zu prüfende Inhalte');
    // The same warning, worded from its code in the page's language.
    // The row by its item's title, linked to its page on the live site.
    expect(german).toMatch(
      /Zeile 613<\/span> · <a href="[^"]+\/NewsHome\/[^"]+">“[^”]+”<\/a> · PublishingDate: „not a date“ ist kein Datum/,
    );
  });
});
