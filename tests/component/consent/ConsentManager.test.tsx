// @vitest-environment-options { "url": "https://www.example.org/" }
/**
 * The ConsentManager island with the real vanilla-cookieconsent in jsdom: what it shows on a first
 * visit, what each choice stores and starts, and the preferences asked for through "Privacy
 * settings". The island is rendered as Astro's React renderer would mount it; the directive that
 * decides whether it is hydrated at all is tested in consentDirective.test.tsx.
 */
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPreferences } from '../../../src/features/consent/preferencesRequest.ts';
import {
  consentBox,
  cookieNames,
  injectedScripts,
  isOpen,
  matomoQueue,
  preferences,
  resetPage,
  setUpPage,
  storedCategories,
  type PageOptions,
} from './consentPage.ts';

async function mount(options: PageOptions = {}) {
  const ConsentManager = await setUpPage(options);
  const view = render(<ConsentManager />);
  return view;
}

const button = (root: HTMLElement | null, role: string) =>
  root?.querySelector<HTMLButtonElement>(`[data-role="${role}"]`) ?? null;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetPage();
});

describe('first visit: the dialog asks, nothing is tracked', () => {
  it.each([
    ['en-GB', 'Privacy Settings', ['Accept all', 'Decline', 'Let Me Choose'], '/privacy-policy'],
    [
      'de-DE',
      'Datenschutzeinstellungen',
      ['Alle akzeptieren', 'Ablehnen', 'Auswahl bestätigen'],
      '/datenschutz',
    ],
    [
      'fr-FR',
      'Paramètres de confidentialité',
      ['Tout accepter', 'Refuser', 'Me laisser choisir'],
      '/privacy-policy',
    ],
    [
      'es-ES',
      'Configuración de privacidad',
      ['Aceptar todo', 'Rechazar', 'Déjame elegir'],
      '/privacy-policy',
    ],
    ['it-IT', 'Privacy Settings', ['Accept all', 'Decline', 'Let Me Choose'], '/privacy-policy'],
  ])('%s: "%s", bottom right, dark', async (language, title, buttons, policy) => {
    const { container } = await mount({ language });
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    // The island itself renders nothing; the library draws the dialog.
    expect(container.innerHTML).toBe('');
    const box = consentBox();
    expect(box?.querySelector('#cm__title')?.textContent).toBe(title);
    expect([...(box?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(buttons);
    expect(box?.className).toMatch(/cm--box.*cm--bottom.*cm--right/);
    expect(box?.querySelector('.cm__links a')?.getAttribute('href')).toBe(policy);
    expect(document.documentElement.classList.contains('cc--darkmode')).toBe(true);
    // Its stylesheet is linked by the dialog, not by the page.
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(injectedScripts()).toEqual([]);
    expect(matomoQueue()).toBeUndefined();
    expect(storedCategories()).toBeNull();
  });

  it('the description is the spec text', async () => {
    await mount();
    await waitFor(() => expect(consentBox()).not.toBeNull());
    expect(document.getElementById('cm__desc')?.textContent).toBe(
      'We use cookies to improve your experience. Manage your preferences below.',
    );
  });
});

describe('first visit: the box does not hold the keyboard (no forced choice)', () => {
  /** Presses Tab (or Shift+Tab) on `target`; true when something took the key from the browser. */
  const pressTab = (target: HTMLElement, shiftKey = false) =>
    !target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
    );

  it('is a region named by its title, not a modal dialog, drawn first in the page', async () => {
    const ConsentManager = await setUpPage();
    const root = document.createElement('div');
    root.setAttribute('data-consent-root', '');
    document.body.append(document.createElement('main'));
    document.body.prepend(root);
    render(<ConsentManager />);
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    const box = consentBox();
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.hasAttribute('aria-modal')).toBe(false);
    expect(box?.getAttribute('aria-labelledby')).toBe('cm__title');
    expect(box?.getAttribute('aria-describedby')).toBe('cm__desc');
    // Nothing in it for the library to move focus to as it shows.
    expect(box?.querySelectorAll('[tabindex="-1"]')).toHaveLength(0);
    expect(document.getElementById('cc-main')?.parentElement).toBe(root);
  });

  it('Tab on its last control and Shift+Tab on its first go on to the page', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    const controls = [...(consentBox()?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) throw new Error('the box has no controls');
    last.focus();
    expect(pressTab(last)).toBe(false);
    expect(document.activeElement).toBe(last);
    first.focus();
    expect(pressTab(first, true)).toBe(false);
    expect(document.activeElement).toBe(first);
  });

  it('the preferences, opened on purpose, stay a modal dialog that keeps Tab inside', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'show')?.click());
    expect(isOpen('preferences')).toBe(true);
    const dialog = preferences();
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const controls = [...(dialog?.querySelectorAll<HTMLElement>('button, a[href], input') ?? [])];
    const last = controls.at(-1);
    if (!last) throw new Error('the preferences have no controls');
    last.focus();
    expect(pressTab(last)).toBe(true);
    expect(document.activeElement).toBe(controls[0]);
  });
});

describe('the choices', () => {
  it('Accept all: stores analytics, loads Matomo with consent for 180 days, tracks the page view', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'all')?.click());
    expect(isOpen('consent')).toBe(false);
    expect(storedCategories()).toEqual(['analytics']);
    expect(injectedScripts()).toEqual(['https://stats.example.org/matomo.js']);
    expect(matomoQueue()).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', 'https://stats.example.org/matomo.php'],
      ['setSiteId', '4'],
      ['rememberConsentGiven', 180 * 24],
      ['trackPageView'],
      ['enableLinkTracking'],
    ]);
  });

  it('Decline: stores the refusal, loads nothing', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'necessary')?.click());
    expect(isOpen('consent')).toBe(false);
    expect(storedCategories()).toEqual([]);
    expect(injectedScripts()).toEqual([]);
    expect(matomoQueue()).toBeUndefined();
  });

  it('Let Me Choose: analytics on by default and not forced', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'show')?.click());
    expect(isOpen('preferences')).toBe(true);
    const toggle = preferences()?.querySelector<HTMLInputElement>('input[value="analytics"]');
    expect(toggle?.checked).toBe(true);
    expect(toggle?.disabled).toBe(false);
    expect(preferences()?.textContent).toContain(
      'Collects anonymous usage data to help improve the website.',
    );
    expect(matomoQueue()).toBeUndefined();
  });

  it('without Matomo configuration the dialog still works; accepting logs the fault', async () => {
    await mount({ config: null });
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'all')?.click());
    expect(storedCategories()).toEqual(['analytics']);
    expect(injectedScripts()).toEqual([]);
    const messages = vi.mocked(console.error).mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => /consent configuration .* missing/.test(m))).toBe(true);
    expect(messages.some((m) => /MATOMO_URL is not set/.test(m))).toBe(true);
  });
});

describe('"Privacy settings" (the island hydrated for it)', () => {
  it('a request made before hydration opens the preferences, not the consent box', async () => {
    await setUpPage({ stored: [] });
    requestPreferences(document);
    const ConsentManager = (await import('../../../src/features/consent/ConsentManager.tsx'))
      .default;
    render(<ConsentManager />);
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    expect(isOpen('consent')).toBe(false);
    // A stored refusal: the toggle shows it.
    expect(
      preferences()?.querySelector<HTMLInputElement>('input[value="analytics"]')?.checked,
    ).toBe(false);
  });

  it('a request after hydration opens them too, each time', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'necessary')?.click());
    act(() => requestPreferences(document));
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    act(() => button(preferences(), 'necessary')?.click());
    expect(isOpen('preferences')).toBe(false);
    act(() => requestPreferences(document));
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
  });

  it('withdrawal: accepted, then declined in the preferences: Matomo forgets, its cookies go', async () => {
    await mount();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    act(() => button(consentBox(), 'all')?.click());
    // What matomo.js would have set by now.
    document.cookie = '_pk_id.4.1fff=abc; Path=/';
    document.cookie = '_pk_ses.4.1fff=1; Path=/';
    document.cookie = 'mtm_consent=1; Path=/';
    act(() => requestPreferences(document));
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    expect(
      preferences()?.querySelector<HTMLInputElement>('input[value="analytics"]')?.checked,
    ).toBe(true);
    act(() => button(preferences(), 'necessary')?.click());
    expect(storedCategories()).toEqual([]);
    expect(matomoQueue()).toContainEqual(['forgetConsentGiven']);
    expect(cookieNames().filter((n) => n.startsWith('_pk_') || n === 'mtm_consent')).toEqual([]);
  });
});
