/**
 * A page for the consent island in jsdom: the settings block the layout writes, a stored choice
 * (or none), the browser language, and the one thing jsdom does not do for the real
 * vanilla-cookieconsent: load its stylesheet (a `load` event for each linked sheet, as the
 * network would). Each test gets a fresh dialog and Matomo module, a reset library and a clean
 * document, as a new page would.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import { vi } from 'vitest';
import { consentCookieLine } from '../../support/fakeBrowser.ts';
import type ConsentManagerComponent from '../../../src/features/consent/ConsentManager.tsx';

export const MATOMO = { matomoUrl: 'https://stats.example.org/', siteId: '4' };

export interface PageOptions {
  /** The settings block's content; null leaves the block out. */
  readonly config?: object | null;
  /** Categories of a stored consent record; undefined stores none. */
  readonly stored?: readonly string[];
  readonly language?: string;
}

const listeners: [string, EventListenerOrEventListenerObject][] = [];
let sheets: MutationObserver | undefined;

/** Prepares the page and returns the island, imported fresh. */
export async function setUpPage(
  options: PageOptions = {},
): Promise<typeof ConsentManagerComponent> {
  resetPage();
  vi.resetModules();
  // Listeners the code under test adds to document are removed again by resetPage().
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, opts) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, opts);
  });
  const config = options.config === undefined ? MATOMO : options.config;
  if (config !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'consent-config';
    block.textContent = JSON.stringify(config);
    document.head.append(block);
  }
  if (options.stored) {
    document.cookie = consentCookieLine(options.stored, Date.now() + 30 * 86_400_000);
  }
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(options.language ?? 'en-US');
  sheets = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
          setTimeout(() => node.dispatchEvent(new Event('load')), 0);
        }
      }
    }
  });
  sheets.observe(document.head, { childList: true });
  return (await import('../../../src/features/consent/ConsentManager.tsx')).default;
}

/** Removes everything a test left: dialog, links, scripts, cookies, classes, listeners. */
export function resetPage(): void {
  sheets?.disconnect();
  // The library is one instance for the whole file (a dependency, not reloaded with our
  // modules) and runs once per page: its own reset forgets the page.
  CookieConsent.reset(false);
  for (const [type, listener] of listeners.splice(0)) {
    document.removeEventListener(type, listener);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.className = '';
  for (const name of document.documentElement.getAttributeNames()) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
  for (const name of cookieNames()) {
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    document.cookie = `${name}=; Path=/; Domain=${location.hostname}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  delete (window as { _paq?: unknown })._paq;
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The categories of the consent record the library stored, or null. */
export function storedCategories(): string[] | null {
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('cc_cookie='));
  if (!raw) return null;
  return (
    JSON.parse(decodeURIComponent(raw.slice('cc_cookie='.length))) as { categories: string[] }
  ).categories;
}

export const consentBox = () => document.querySelector<HTMLElement>('#cc-main .cm');
export const preferences = () => document.querySelector<HTMLElement>('#cc-main .pm');
/** The library marks what is open on <html> (`show--consent`, `show--preferences`). */
export const isOpen = (what: 'consent' | 'preferences') =>
  document.documentElement.classList.contains(`show--${what}`);

/** Scripts injected into <head> (the Matomo tracker), by src. */
export const injectedScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

export const matomoQueue = () => (window as { _paq?: unknown[][] })._paq;
