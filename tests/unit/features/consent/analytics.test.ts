import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, type FakeBrowser } from '../../../support/fakeBrowser.ts';

type Analytics = typeof import('../../../../src/features/consent/analytics.ts');

let browser: FakeBrowser;
let analytics: Analytics;
let errors: ReturnType<typeof vi.spyOn>;

const SETTINGS = { url: 'https://stats.example.org/m/', siteId: '7' };
const queue = () => browser.window._paq as unknown[][];

beforeEach(async () => {
  vi.resetModules();
  browser = installFakeBrowser();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  analytics = await import('../../../../src/features/consent/analytics.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('matomoSettings (configuration: MATOMO_URL, MATOMO_SITE_ID)', () => {
  it('normalises the URL to end in one slash', () => {
    expect(analytics.matomoSettings('https://stats.example.org/m', '7')).toEqual(SETTINGS);
    expect(analytics.matomoSettings('https://stats.example.org/m//', 7)).toEqual(SETTINGS);
    expect(analytics.matomoSettings('http://127.0.0.1:5000', '1')?.url).toBe(
      'http://127.0.0.1:5000/',
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs a missing or invalid configuration, naming the variable', () => {
    expect(analytics.matomoSettings(null, '1')).toBeNull();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/MATOMO_URL is not set/);
    expect(analytics.matomoSettings('https://stats.example.org/', undefined)).toBeNull();
    expect(String(errors.mock.calls[1]?.[0])).toMatch(/MATOMO_SITE_ID is not set/);
    expect(analytics.matomoSettings('javascript:alert(1)', 'x')).toBeNull();
    expect(String(errors.mock.calls[2]?.[0])).toMatch(
      /MATOMO_URL is not an http\(s\) URL.*MATOMO_SITE_ID is not a number/,
    );
  });
});

describe('grantAnalytics (granted → page views and link clicks tracked, consent registered)', () => {
  it('does nothing before it is called: no queue, no script, no cookie', () => {
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
    expect(browser.cookies.names()).toEqual([]);
  });

  it('requires consent first, then registers it for 180 days and tracks', () => {
    analytics.grantAnalytics(SETTINGS);
    expect(queue()).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', 'https://stats.example.org/m/matomo.php'],
      ['setSiteId', '7'],
      ['rememberConsentGiven', 180 * 24],
      ['trackPageView'],
      ['enableLinkTracking'],
    ]);
    expect(browser.scripts).toHaveLength(1);
    expect(browser.scripts[0]).toMatchObject({
      src: 'https://stats.example.org/m/matomo.js',
      async: true,
    });
    expect(analytics.analyticsActive()).toBe(true);
  });

  it('remembers consent for what is left of the consent record', () => {
    analytics.grantAnalytics(SETTINGS, 100);
    expect(queue()).toContainEqual(['rememberConsentGiven', 100]);
  });

  it('is idempotent on one page (the dialog library reports stored consent on every run)', () => {
    analytics.grantAnalytics(SETTINGS);
    analytics.grantAnalytics(SETTINGS);
    expect(queue().filter((c) => c[0] === 'trackPageView')).toHaveLength(1);
    expect(browser.scripts).toHaveLength(1);
  });

  it('keeps commands pushed by an already loaded tracker object', () => {
    const pushed: unknown[][] = [];
    browser.window._paq = { push: (...commands: unknown[][]) => pushed.push(...commands) };
    analytics.grantAnalytics(SETTINGS);
    expect(pushed[0]).toEqual(['requireConsent']);
  });

  it('without configuration starts nothing', () => {
    analytics.grantAnalytics(null);
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
  });

  it('logs a failed script load and carries on', () => {
    analytics.grantAnalytics(SETTINGS);
    browser.scripts[0]?.onerror?.();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /analytics script failed to load from https:\/\/stats\.example\.org\/m\/matomo\.js/,
    );
  });
});

describe('withdrawAnalytics (declined or withdrawn → the tool forgets the consent)', () => {
  it('tells a started tracker to forget the consent and clears its cookies', () => {
    analytics.grantAnalytics(SETTINGS);
    // As if matomo.js had loaded and tracked.
    const pushed: unknown[][] = [];
    browser.window._paq = { push: (...commands: unknown[][]) => pushed.push(...commands) };
    browser.cookies.set('_pk_id.7.1a2b=abc.123; Path=/; Max-Age=1000');
    browser.cookies.set('_pk_ses.7.1a2b=1; Path=/; Max-Age=1000');
    browser.cookies.set('_pk_ref.7.1a2b=x; Path=/; Domain=.example.org; Max-Age=1000');
    browser.cookies.set('mtm_consent=1700000000000; Path=/; Max-Age=1000');
    browser.cookies.set('cc_cookie=keep; Path=/; Max-Age=1000');
    browser.cookies.set('other=keep; Path=/; Max-Age=1000');
    analytics.withdrawAnalytics();
    expect(pushed).toEqual([['forgetConsentGiven']]);
    expect(browser.cookies.names().sort()).toEqual(['cc_cookie', 'other']);
    expect(analytics.analyticsActive()).toBe(false);
  });

  it('drops queued tracking when consent goes before matomo.js has run', () => {
    analytics.grantAnalytics(SETTINGS);
    analytics.withdrawAnalytics();
    expect(queue()).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', 'https://stats.example.org/m/matomo.php'],
      ['setSiteId', '7'],
      ['forgetConsentGiven'],
    ]);
  });

  it('tells nothing to a tracker that never ran, but still clears stray cookies', () => {
    browser.cookies.set('_pk_id.1.ffff=old; Path=/; Max-Age=1000');
    analytics.withdrawAnalytics();
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
    expect(browser.cookies.names()).toEqual([]);
  });

  it('re-registers consent without a second script when granted again on the same page', () => {
    analytics.grantAnalytics(SETTINGS);
    analytics.withdrawAnalytics();
    analytics.grantAnalytics(SETTINGS, 50);
    expect(queue().slice(-3)).toEqual([
      ['rememberConsentGiven', 50],
      ['trackPageView'],
      ['enableLinkTracking'],
    ]);
    expect(queue().filter((c) => c[0] === 'requireConsent')).toHaveLength(1);
    expect(browser.scripts).toHaveLength(1);
  });
});
