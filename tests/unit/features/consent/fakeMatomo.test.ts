import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCookieJar } from '../../../support/fakeBrowser.ts';
import { startFakeMatomo, type FakeMatomo } from '../../../support/fakeMatomo.ts';

let matomo: FakeMatomo | undefined;
afterEach(async () => {
  await matomo?.close();
  matomo = undefined;
});

/** Runs the served tracker against a minimal page: real fetch to the fake, a real cookie jar. */
async function loadTracker(server: FakeMatomo, queue: unknown[][]) {
  const source = await (await fetch(`${server.url}matomo.js`)).text();
  const cookies = new FakeCookieJar();
  const clickListeners: ((event: unknown) => void)[] = [];
  const window: { _paq: unknown } = { _paq: queue };
  const sent: Promise<unknown>[] = [];
  const context = {
    window,
    document: {
      get cookie() {
        return cookies.header;
      },
      set cookie(line: string) {
        cookies.set(line);
      },
      title: 'Home',
      referrer: '',
      addEventListener: (_type: string, listener: (event: unknown) => void) =>
        clickListeners.push(listener),
    },
    location: { hostname: 'site.test', host: 'site.test', href: 'http://site.test/about' },
    fetch: (url: string, init: RequestInit) => {
      const request = fetch(url, { method: init.method ?? 'GET' });
      sent.push(request);
      return request;
    },
    console,
    Math,
    Date,
    String,
    Array,
    encodeURIComponent,
    decodeURIComponent,
  };
  runInNewContext(source, context);
  const push = (...commands: unknown[][]) => {
    (window._paq as { push(...c: unknown[][]): void }).push(...commands);
  };
  const click = (href: string, host: string) => {
    const link = { href, host };
    for (const listener of clickListeners) listener({ target: { closest: () => link } });
  };
  return { cookies, push, click, settled: () => Promise.all(sent) };
}

const CONFIG = (url: string): unknown[][] => [
  ['requireConsent'],
  ['setTrackerUrl', `${url}matomo.php`],
  ['setSiteId', '5'],
];

describe('fake Matomo server', () => {
  it('serves the tracker and records every request with its query and headers', async () => {
    matomo = await startFakeMatomo();
    expect(matomo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const script = await fetch(`${matomo.url}matomo.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const tracked = await fetch(`${matomo.url}matomo.php?idsite=1&rec=1&action_name=Home`, {
      headers: { 'x-test': 'yes' },
    });
    expect(tracked.status).toBe(204);
    expect((await fetch(`${matomo.url}other`)).status).toBe(404);
    expect(matomo.requests.map((r) => r.path)).toEqual(['/matomo.js', '/matomo.php', '/other']);
    expect(matomo.trackingRequests()[0]).toMatchObject({
      method: 'GET',
      query: { idsite: '1', rec: '1', action_name: 'Home' },
      headers: { 'x-test': 'yes' },
    });
  });

  it('can fail the tracker script', async () => {
    matomo = await startFakeMatomo({ failScript: true });
    expect((await fetch(`${matomo.url}matomo.js`)).status).toBe(503);
  });
});

describe('fake Matomo tracker protocol', () => {
  it('sends nothing and sets no cookie before consent', async () => {
    matomo = await startFakeMatomo();
    const page = await loadTracker(matomo, [...CONFIG(matomo.url), ['trackPageView']]);
    await page.settled();
    expect(matomo.trackingRequests()).toEqual([]);
    expect(page.cookies.names()).toEqual([]);
  });

  it('on remembered consent: mtm_consent for the given hours, page view with cookies and consent=1', async () => {
    matomo = await startFakeMatomo();
    const before = Date.now();
    const page = await loadTracker(matomo, [
      ...CONFIG(matomo.url),
      ['rememberConsentGiven', 24],
      ['trackPageView'],
      ['enableLinkTracking'],
    ]);
    await page.settled();
    const [view] = matomo.trackingRequests();
    expect(view?.query).toMatchObject({
      idsite: '5',
      rec: '1',
      action_name: 'Home',
      url: 'http://site.test/about',
      consent: '1',
    });
    const names = page.cookies.names();
    expect(names).toContain('mtm_consent');
    expect(names.some((n) => /^_pk_id\.5\.[0-9a-f]{4}$/.test(n))).toBe(true);
    expect(names.some((n) => /^_pk_ses\.5\.[0-9a-f]{4}$/.test(n))).toBe(true);
    const expiry = page.cookies.expiryOf('mtm_consent') ?? 0;
    expect(expiry - before).toBeGreaterThan(23.9 * 3_600_000);
    expect(expiry - before).toBeLessThan(24.1 * 3_600_000);
    expect(view?.query['_id']).toMatch(/^[0-9a-f]{16}$/);

    page.click('https://elsewhere.example/x', 'elsewhere.example');
    page.click('http://site.test/internal', 'site.test');
    await page.settled();
    const links = matomo.trackingRequests().filter((r) => r.query['link']);
    expect(links.map((r) => r.query['link'])).toEqual(['https://elsewhere.example/x']);
  });

  it('sends queued requests once consent is given later', async () => {
    matomo = await startFakeMatomo();
    const page = await loadTracker(matomo, [...CONFIG(matomo.url), ['trackPageView']]);
    page.push(['setConsentGiven']);
    await page.settled();
    expect(matomo.trackingRequests().map((r) => r.query['action_name'])).toEqual(['Home']);
  });

  it('forgetConsentGiven: cookies gone, the fake notes it, nothing tracked afterwards', async () => {
    matomo = await startFakeMatomo();
    const page = await loadTracker(matomo, [
      ...CONFIG(matomo.url),
      ['rememberConsentGiven', 24],
      ['trackPageView'],
      ['enableLinkTracking'],
    ]);
    page.push(['forgetConsentGiven']);
    page.push(['trackPageView']);
    page.click('https://elsewhere.example/x', 'elsewhere.example');
    await page.settled();
    expect(
      matomo.trackingRequests().map((r) => r.query['forget_consent'] ?? r.query['action_name']),
    ).toEqual(['Home', '1']);
    expect(page.cookies.names().filter((n) => n.startsWith('_pk_') || n === 'mtm_consent')).toEqual(
      [],
    );
  });

  it('treats a remembered mtm_consent cookie as consent on the next page, as Matomo does', async () => {
    matomo = await startFakeMatomo();
    const first = await loadTracker(matomo, [...CONFIG(matomo.url), ['rememberConsentGiven', 1]]);
    const next = await loadTracker(matomo, []);
    next.cookies.set(`mtm_consent=${first.cookies.header.match(/mtm_consent=(\d+)/)?.[1]}; Path=/`);
    next.push(...CONFIG(matomo.url), ['trackPageView']);
    await next.settled();
    expect(matomo.trackingRequests().map((r) => r.query['consent'])).toEqual(['1']);
  });
});
