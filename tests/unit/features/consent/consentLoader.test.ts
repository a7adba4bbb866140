import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import {
  consentCookieLine,
  installFakeBrowser,
  type FakeBrowser,
} from '../../../support/fakeBrowser.ts';

// The dialog library is replaced by a recorder: this tests the loader's decisions, not the
// library (the Chromium test runs the real one).
const library = vi.hoisted(() => ({
  run: vi.fn<(config: CookieConsentConfig) => Promise<void>>(async () => undefined),
  showPreferences: vi.fn(),
}));
vi.mock('vanilla-cookieconsent', () => library);

const NOW = Date.now();
let browser: FakeBrowser;

async function start(options: { language?: string; cookie?: string; config?: string | null } = {}) {
  browser = installFakeBrowser(options.language ? { language: options.language } : {});
  browser.setElementText(
    'consent-config',
    options.config === undefined
      ? JSON.stringify({ matomoUrl: 'https://stats.example.org/', siteId: '4' })
      : options.config,
  );
  if (options.cookie) browser.cookies.set(options.cookie);
  const { initConsent } = await import('../../../../src/features/consent/consentLoader.ts');
  initConsent();
}

/** Long enough for the dialog module to have been imported, had the loader asked for it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  vi.resetModules();
  library.run.mockClear();
  library.showPreferences.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('initConsent (issue 5: dialog only when no consent is stored)', () => {
  it('first visit: loads and runs the dialog in the browser language, dark, tracking nothing', async () => {
    await start({ language: 'fr-FR' });
    await vi.waitFor(() => expect(library.run).toHaveBeenCalledTimes(1));
    expect(library.run.mock.calls[0]?.[0].language.default).toBe('fr');
    expect(browser.htmlClasses.has('cc--darkmode')).toBe(true);
    // The dialog's own stylesheet, linked by the dialog module only.
    expect(browser.links.map((l) => l.rel)).toEqual(['stylesheet']);
    expect(library.showPreferences).not.toHaveBeenCalled();
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
  });

  it('returning visitor who declined: no dialog, no tracker', async () => {
    await start({ cookie: consentCookieLine([], NOW + 86_400_000) });
    await settle();
    expect(library.run).not.toHaveBeenCalled();
    expect(browser.links).toEqual([]);
    expect(browser.window._paq).toBeUndefined();
    expect(browser.scripts).toEqual([]);
  });

  it('returning visitor who accepted: no dialog, Matomo started for the rest of the consent', async () => {
    await start({ cookie: consentCookieLine(['analytics'], NOW + 10 * 3_600_000) });
    await settle();
    expect(library.run).not.toHaveBeenCalled();
    expect(browser.scripts.map((s) => s.src)).toEqual(['https://stats.example.org/matomo.js']);
    expect(browser.window._paq).toContainEqual(['rememberConsentGiven', 10]);
    expect(browser.window._paq).toContainEqual(['trackPageView']);
  });

  it('footer link: loads the dialog on demand and opens the preferences', async () => {
    await start({ cookie: consentCookieLine(['analytics'], NOW + 86_400_000) });
    const event = browser.click(['[data-consent-settings]']);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(library.showPreferences).toHaveBeenCalledTimes(1));
    expect(library.run).toHaveBeenCalledTimes(1);
    // A second click reuses the running dialog.
    browser.click(['[data-consent-settings]']);
    await vi.waitFor(() => expect(library.showPreferences).toHaveBeenCalledTimes(2));
    expect(library.run).toHaveBeenCalledTimes(1);
  });

  it('ignores other clicks', async () => {
    await start({ cookie: consentCookieLine([], NOW + 86_400_000) });
    expect(browser.click(['a']).defaultPrevented).toBe(false);
    await settle();
    expect(library.run).not.toHaveBeenCalled();
  });

  it('wires the dialog to analytics: accept starts Matomo, withdrawal forgets', async () => {
    await start();
    await vi.waitFor(() => expect(library.run).toHaveBeenCalledTimes(1));
    const config = library.run.mock.calls[0]?.[0];
    const expiresAt = NOW + 180 * 86_400_000;
    const cookie = { categories: ['analytics'], expirationTime: expiresAt };
    config?.onConsent?.({ cookie } as never);
    expect(browser.scripts).toHaveLength(1);
    expect(browser.window._paq).toContainEqual(['rememberConsentGiven', 180 * 24]);
    config?.onChange?.({
      cookie: { categories: [] },
      changedCategories: ['analytics'],
      changedServices: {},
    } as never);
    expect(browser.window._paq).toContainEqual(['forgetConsentGiven']);
  });

  it('without Matomo configuration: the dialog works, accepting logs the fault (SPEC §8)', async () => {
    await start({ config: null });
    await vi.waitFor(() => expect(library.run).toHaveBeenCalledTimes(1));
    library.run.mock.calls[0]?.[0].onConsent?.({ cookie: { categories: ['analytics'] } } as never);
    expect(browser.scripts).toEqual([]);
    const messages = vi.mocked(console.error).mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => /consent configuration .* missing/.test(m))).toBe(true);
    expect(messages.some((m) => /MATOMO_URL is not set/.test(m))).toBe(true);
  });

  it('logs a dialog that fails to load, and the page works on (SPEC §8)', async () => {
    library.run.mockRejectedValueOnce(new Error('chunk failed'));
    await start();
    await vi.waitFor(() =>
      expect(vi.mocked(console.error).mock.calls.map((c) => String(c[0]))).toContain(
        '[consent] The consent dialog failed to load:',
      ),
    );
  });
});
