/**
 * A stand-in Matomo on 127.0.0.1 for the consent tests. It serves `/matomo.js`, a small tracker
 * that speaks the part of Matomo's `_paq` protocol the site uses, and records every request it
 * receives so a test can assert that nothing reached the tracker host before consent.
 *
 * The tracker behaves like Matomo's where the tests look:
 * - `requireConsent`: nothing is sent and no cookie is set until consent (a remembered
 *   `mtm_consent` cookie counts as consent, as in Matomo); requests made before are queued.
 * - `rememberConsentGiven(hours)`: sets `mtm_consent` for that many hours, sends the queue.
 * - `trackPageView`: sets the first-party `_pk_id.<site>.<hash>` (13 months) and
 *   `_pk_ses.<site>.<hash>` (30 min) cookies and sends `GET matomo.php?idsite=…&rec=1&action_name=…
 *   &url=…` (with `consent=1` once consent was given under requireConsent, as Matomo does).
 * - `enableLinkTracking`: a click on a link to another host sends `link=<href>`.
 * - `forgetConsentGiven`: deletes `mtm_consent` and the `_pk_` cookies, sets
 *   `mtm_consent_removed`, requires consent again. Real Matomo keeps this in the browser; this
 *   fake also sends `forget_consent=1` so a browser test can see the tool was told.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WAIT_BUDGET_MS } from './waitBudget.ts';

export interface RecordedRequest {
  readonly method: string;
  /** Path without query, e.g. `/matomo.php`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
}

export interface FakeMatomo {
  /** Base URL to use as MATOMO_URL, ending in `/`. */
  readonly url: string;
  readonly origin: string;
  /** Every request received, in order (live array). */
  readonly requests: RecordedRequest[];
  /** Requests to `matomo.php` (tracking, link and forget-consent requests). */
  trackingRequests(): RecordedRequest[];
  /**
   * Waits until a request recorded at index `from` or later (default 0) matches, or fails after
   * `timeoutMs` (default: the suite's WAIT_BUDGET_MS).
   */
  waitFor(
    predicate: (r: RecordedRequest) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export interface FakeMatomoOptions {
  /** Serve `/matomo.js` as 503, to test a failed tracker load. */
  readonly failScript?: boolean;
  /**
   * Port on 127.0.0.1 (default 0: a free one). A fixed port is for a site built with a MATOMO_URL
   * that points at it, such as the browser tests' (E2E.matomoPort).
   */
  readonly port?: number;
}

/** Starts the fake on 127.0.0.1, on `options.port` or a free port. */
export async function startFakeMatomo(options: FakeMatomoOptions = {}): Promise<FakeMatomo> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      if (url.pathname === '/matomo.js' && !options.failScript) {
        res.writeHead(200, {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(TRACKER_SOURCE);
      } else if (url.pathname === '/matomo.php') {
        res.writeHead(204, { 'cache-control': 'no-store' });
        res.end();
      } else {
        res.writeHead(url.pathname === '/matomo.js' ? 503 : 404, { 'content-type': 'text/plain' });
        res.end('not here');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    requests,
    trackingRequests: () => requests.filter((r) => r.path === '/matomo.php'),
    async waitFor(predicate, { from = 0, timeoutMs = WAIT_BUDGET_MS } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.slice(from).find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `fake Matomo: no matching request in ${timeoutMs} ms; got ${JSON.stringify(requests.map((r) => ({ path: r.path, query: r.query })))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The fake tracker (browser JavaScript, served as /matomo.js). */
export const TRACKER_SOURCE = String.raw`(function () {
  'use strict';
  var trackerUrl = null;
  var siteId = null;
  var consentRequired = false;
  var hasConsent = false;
  var linkTracking = false;
  var pending = [];
  var YEAR_MS = 365 * 24 * 3600 * 1000;

  function getCookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var eq = parts[i].indexOf('=');
      if (parts[i].slice(0, eq) === name) return decodeURIComponent(parts[i].slice(eq + 1));
    }
    return null;
  }
  function setCookie(name, value, ms) {
    document.cookie = name + '=' + encodeURIComponent(value) + '; Path=/; SameSite=Lax' +
      (ms ? '; Expires=' + new Date(Date.now() + ms).toUTCString() : '');
  }
  function deleteCookie(name) {
    document.cookie = name + '=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  // Matomo names its cookies _pk_<kind>.<siteId>.<4 hex of a hash of host and path>.
  function cookieSuffix() {
    var text = location.hostname + '/';
    var hash = 0;
    for (var i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
    return '.' + siteId + '.' + ('000' + (hash & 0xffff).toString(16)).slice(-4);
  }
  function mayTrack() {
    return !consentRequired || hasConsent;
  }
  function setVisitorCookies() {
    var suffix = cookieSuffix();
    var id = getCookie('_pk_id' + suffix);
    if (!id) {
      var hex = '';
      for (var i = 0; i < 16; i++) hex += Math.floor(Math.random() * 16).toString(16);
      id = hex + '.' + Math.floor(Date.now() / 1000);
    }
    setCookie('_pk_id' + suffix, id, 393 * 24 * 3600 * 1000);
    setCookie('_pk_ses' + suffix, '1', 30 * 60 * 1000);
    return id.split('.')[0];
  }
  function send(params, always) {
    if (!trackerUrl || !siteId) return;
    if (!always) {
      if (!mayTrack()) {
        pending.push(params);
        return;
      }
      // Like Matomo: the visitor cookies exist only once a request may be sent.
      params._id = setVisitorCookies();
    }
    var query = 'idsite=' + encodeURIComponent(siteId) + '&rec=1&r=' + Math.random().toString().slice(2, 8);
    for (var key in params) query += '&' + key + '=' + encodeURIComponent(params[key]);
    if (consentRequired && hasConsent) query += '&consent=1';
    fetch(trackerUrl + '?' + query, { method: 'GET', mode: 'no-cors', keepalive: true, credentials: 'omit' })
      .catch(function () {});
  }
  function flush() {
    var queued = pending;
    pending = [];
    for (var i = 0; i < queued.length; i++) send(queued[i]);
  }
  function deleteTrackerCookies() {
    var names = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < names.length; i++) {
      var name = names[i].split('=')[0];
      if (name.indexOf('_pk_') === 0) deleteCookie(name);
    }
  }
  function onClick(event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    if (!link || link.host === location.host) return;
    send({ link: link.href, url: location.href });
  }

  var commands = {
    setTrackerUrl: function (url) { trackerUrl = url; },
    setSiteId: function (id) { siteId = String(id); },
    requireConsent: function () {
      consentRequired = true;
      hasConsent = !!getCookie('mtm_consent');
    },
    setConsentGiven: function () { hasConsent = true; flush(); },
    rememberConsentGiven: function (hours) {
      hasConsent = true;
      deleteCookie('mtm_consent_removed');
      setCookie('mtm_consent', String(Date.now()), hours ? hours * 3600 * 1000 : 30 * YEAR_MS);
      flush();
    },
    forgetConsentGiven: function () {
      deleteCookie('mtm_consent');
      setCookie('mtm_consent_removed', String(Date.now()), 0);
      deleteTrackerCookies();
      consentRequired = true;
      hasConsent = false;
      pending = [];
      send({ forget_consent: '1' }, true);
    },
    trackPageView: function (title) {
      send({ action_name: title || document.title, url: location.href, urlref: document.referrer });
    },
    enableLinkTracking: function () {
      if (linkTracking) return;
      linkTracking = true;
      document.addEventListener('click', onClick, true);
    },
  };

  function apply(command) {
    var name = command[0];
    if (!commands[name]) {
      console.warn('fake matomo: unsupported command ' + name);
      return;
    }
    commands[name].apply(null, command.slice(1));
  }

  var queued = Array.isArray(window._paq) ? window._paq : [];
  // Like Matomo, configuration commands apply before the rest of the queue.
  var FIRST = { requireConsent: 1, setTrackerUrl: 1, setSiteId: 1 };
  queued.filter(function (c) { return FIRST[c[0]]; }).forEach(apply);
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) apply(arguments[i]); } };
  queued.filter(function (c) { return !FIRST[c[0]]; }).forEach(apply);
})();
`;
