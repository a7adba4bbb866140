/**
 * Previews, as real processes over HTTP on 127.0.0.1 with the demo back end: a signed preview call
 * builds an edit the live site must not show yet, served on the preview port to the holder of its
 * link only (a cookie after the first visit, `noindex` on every answer); a restart between preview
 * and promotion still promotes, and the live site then serves exactly the preview's bytes; an old
 * preview after a newer publish is refused; previews beyond 3 go, and a rollback never lands on
 * one; DEPLOY_COMMAND is told which kind of release it hands over.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend } from '../../support/contentBackend.ts';
import { actionBody } from '../../support/signWebhook.ts';
import {
  bearer,
  call,
  publish as publishMarker,
  releaseFolders,
  signedHeaders,
  startServe,
  startWebhook,
  status,
  waitForBuild,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-preview-'));
const releasesDir = join(dir, 'releases');
const deployLog = join(dir, 'deployed.txt');
let backend: Awaited<ReturnType<typeof startContentBackend>>;
let service: RunningProcess;
let site: RunningProcess;
let env: Record<string, string>;

const marker = (html: string) => Number(/Release marker (\d+)/.exec(html)?.[1] ?? -1);
const publish = (n: number) => publishMarker(service.url, backend, n);

/** An editor's preview of marker `n`: a signed call; resolves with the preview's status entry. */
async function preview(n: number) {
  backend.setMarker(n);
  const body = JSON.stringify({ preview: true, reason: `check marker ${n}` });
  const answer = await call(service.url, '/rebuild', { headers: signedHeaders(body), body });
  expect(answer, JSON.stringify(answer.body)).toMatchObject({
    status: 202,
    body: { preview: true },
  });
  const { build, status: after } = await waitForBuild(service.url, String(answer.body['buildId']));
  expect(build, JSON.stringify(build)).toMatchObject({ outcome: 'preview', release: build.id });
  const entry = after.previews?.find((p) => p.id === build.id);
  if (entry === undefined) throw new Error(`preview ${build.id} not listed`);
  return entry;
}

/** A page of a preview: the first visit by its link, then `path` with the cookie it set. */
async function previewPage(url: string, path: string) {
  const first = await fetch(url, { redirect: 'manual' });
  const cookie = first.headers.get('set-cookie') ?? '';
  const res = await fetch(new URL(path, url), { headers: { cookie: cookie.split(';')[0] ?? '' } });
  return { first, cookie, res, html: await res.text() };
}

async function promote(release: string) {
  const body = JSON.stringify({ release });
  return call(service.url, '/promote', { headers: signedHeaders(body), body });
}

const livePage = async (path = '/about-us') => (await fetch(`${site.url}${path}`)).text();
const deployed = () => readFileSync(deployLog, 'utf8').trim().split('\n');

beforeAll(async () => {
  backend = await startContentBackend();
  env = {
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: releasesDir,
    WEBHOOK_STATE_DIR: join(dir, 'state'),
    DEPLOY_COMMAND: `echo "$RELEASE_KIND $RELEASE_ID" >> "${deployLog}"`,
    DEPLOY_PREVIEWS: '1',
  };
  service = await startWebhook(env);
  expect((await publish(1)).outcome).toBe('live');
  site = await startServe(join(releasesDir, 'current'), join(dir, 'serve.sqlite'));
});

afterAll(async () => {
  await site?.stop();
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('previews', () => {
  let shown = { id: '', home: '', about: '' };

  it('shows an edit on the preview port only, to the holder of its link', async () => {
    const entry = await preview(2);
    expect(marker(await livePage())).toBe(1);
    expect(entry.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?preview=[\w-]{22}$/);
    expect(entry.url).not.toBe(new URL(service.url).origin);
    expect(entry.promotable).toBe(true);
    expect(Array.isArray(entry.changedPages)).toBe(true);

    const { first, cookie, res, html } = await previewPage(entry.url, '/about-us');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    expect(cookie).toMatch(/^site_preview=[\w-]+; HttpOnly; SameSite=Lax; Path=\/$/);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(marker(html)).toBe(2);
    const home = await fetch(new URL('/', entry.url), {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    shown = { id: entry.id, home: await home.text(), about: html };
    expect(marker(shown.home)).toBe(2);

    // Without the link or its cookie, or with a wrong token: a short text, no page.
    for (const [address, code] of [
      [new URL('/about-us', entry.url).href, 403],
      [new URL('/?preview=AAAAAAAAAAAAAAAAAAAAAA', entry.url).href, 404],
    ] as const) {
      const refused = await fetch(address, { redirect: 'manual' });
      const text = await refused.text();
      expect(refused.status).toBe(code);
      expect(refused.headers.get('x-robots-tag')).toBe('noindex');
      expect(text).not.toMatch(/<html|Release marker/i);
    }
    expect(deployed()).toContain(`preview ${entry.id}`);
  });

  it('survives a restart, and promotion makes the live site serve exactly its bytes', async () => {
    await service.stop();
    service = await startWebhook(env);
    expect((await status(service.url)).previews?.map((p) => p.id)).toContain(shown.id);
    const answer = await promote(shown.id);
    expect(answer, JSON.stringify(answer.body)).toMatchObject({
      status: 200,
      body: { status: 'promoted', live: shown.id },
    });
    expect(await livePage('/')).toBe(shown.home);
    expect(await livePage()).toBe(shown.about);
    expect(deployed().at(-1)).toBe(`release ${shown.id}`);
    const after = await status(service.url);
    expect(after.live?.id).toBe(shown.id);
    expect(after.previews?.map((p) => p.id)).not.toContain(shown.id);
    expect(after.builds[0]).toMatchObject({
      trigger: 'promote',
      outcome: 'live',
      release: shown.id,
    });
    // Promoted once: it is a release now, not a preview.
    const again = await promote(shown.id);
    expect(again.status).toBe(409);
    expect(String(again.body['error'])).toMatch(/no preview: it was published already and is live/);
  });

  it('refuses an old preview once a newer publish went live, and lists it as such', async () => {
    const old = await preview(3);
    const newer = await publish(4);
    expect(newer.outcome).toBe('live');
    const answer = await promote(old.id);
    expect(answer.status).toBe(409);
    expect(String(answer.body['error'])).toBe(
      `${newer.release} went live after this preview was made; preview again.`,
    );
    expect(marker(await livePage())).toBe(4);
    const listed = (await status(service.url)).previews?.find((p) => p.id === old.id);
    expect(listed?.promotable).toBe(false);
  });

  it('keeps the 3 newest previews, and a rollback never lands on one', async () => {
    const made: string[] = [];
    for (const n of [5, 6, 7]) made.push((await preview(n)).id);
    const s = await status(service.url);
    expect(s.previews?.map((p) => p.id)).toEqual(made.reverse());
    expect(releaseFolders(releasesDir)).toEqual(expect.arrayContaining(made));
    expect(releaseFolders(releasesDir)).toHaveLength(3 + 3);
    const back = await call(service.url, '/rollback', {
      headers: bearer(),
      body: actionBody('rollback'),
    });
    expect(back, JSON.stringify(back.body)).toMatchObject({
      status: 200,
      body: { live: shown.id },
    });
    expect(marker(await livePage())).toBe(2);
  });
});
