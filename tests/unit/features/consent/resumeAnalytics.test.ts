import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consentCookieLine,
  installFakeBrowser,
  type FakeBrowser,
} from '../../../support/fakeBrowser.ts';

// The page module for a visitor who has chosen: the dialog (and React) stay away; only Matomo may
// start. The dialog's own wiring is tested with the island (tests/component/consent) and in
// Chromium (tests/integration/consent, tests/e2e/consent.spec.ts).

const NOW = Date.now();
let browser: FakeBrowser;

async function start(options: { cookie?: string; config?: string | null } = {}) {
  browser = installFakeBrowser();
  browser.setElementText(
    'consent-config',
    options.config === undefined
      ? JSON.stringify({ matomoUrl: 'https://stats.example.org/', siteId: '4' })
      : options.config,
  );
  if (options.cookie) browser.cookies.set(options.cookie);
  const { resumeAnalytics } = await import('../../../../src/features/consent/resumeAnalytics.ts');
  resumeAnalytics();
}

/** Long enough for the analytics module to have been imported, had it been asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resumeAnalytics (Matomo from the stored consent, no dialog)', () => {
  it('returning visitor who accepted: Matomo started for the rest of the consent', async () => {
    await start({ cookie: consentCookieLine(['analytics'], NOW + 10 * 3_600_000) });
    await vi.waitFor(() =>
      expect(browser.scripts.map((s) => s.src)).toEqual(['https://stats.example.org/matomo.js']),
    );
    expect(browser.window._paq).toContainEqual(['setSiteId', '4']);
    expect(browser.window._paq).toContainEqual(['rememberConsentGiven', 10]);
    expect(browser.window._paq).toContainEqual(['trackPageView']);
    // No dialog: neither its stylesheet nor its dark theme.
    expect(browser.links).toEqual([]);
    expect(browser.htmlClasses.size).toBe(0);
  });

  it('returning visitor who declined: no tracker', async () => {
    await start({ cookie: consentCookieLine([], NOW + 86_400_000) });
    await settle();
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
  });

  it('no choice stored (the island asks): nothing tracked, nothing logged', async () => {
    await start();
    await settle();
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('an expired or broken consent record counts as none', async () => {
    await start({ cookie: 'cc_cookie=%7Bnot-json' });
    await settle();
    expect(browser.scripts).toEqual([]);
  });

  it('accepted, but Matomo not configured: logs the fault and tracks nothing', async () => {
    await start({ cookie: consentCookieLine(['analytics'], NOW + 86_400_000), config: null });
    await vi.waitFor(() => {
      const messages = vi.mocked(console.error).mock.calls.map((c) => String(c[0]));
      expect(messages.some((m) => /consent configuration .* missing/.test(m))).toBe(true);
      expect(messages.some((m) => /MATOMO_URL is not set/.test(m))).toBe(true);
    });
    expect(browser.scripts).toEqual([]);
  });
});
