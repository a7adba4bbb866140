// @vitest-environment-options { "url": "https://www.example.org/" }
/**
 * `client:consent`: the ConsentManager island hydrates only when no consent choice is stored, or
 * when the visitor opens "Privacy settings". The directive is called the way Astro's island runtime
 * calls every client directive (`load()` fetches the component and renderer and resolves to
 * `hydrate()`; the island loses its `ssr` attribute once hydrated); here `hydrate` mounts the real
 * island, so each case shows whether the dialog appears.
 */
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import consentDirective from '../../../src/features/consent/consentDirective.ts';
import {
  consentBox,
  isOpen,
  matomoQueue,
  resetPage,
  setUpPage,
  type PageOptions,
} from './consentPage.ts';

interface Island {
  readonly element: HTMLElement;
  /** How often the directive asked Astro to load the island's code. */
  readonly loads: () => number;
}

/**
 * A page with the footer link and the island, and the directive started on it. `failFirst`: the
 * first hydration fails (Astro logs it, `ssr` stays), or with 'load' its chunk does not load.
 */
async function startPage(
  options: PageOptions & { failFirst?: boolean | 'load' } = {},
): Promise<Island> {
  const ConsentManager = await setUpPage(options);
  document.body.innerHTML = `
    <main><a id="other" href="/next">Next page</a></main>
    <footer><a href="/privacy-policy" data-consent-settings><span>Privacy settings</span></a></footer>
    <template data-consent-analytics><script type="module" src="${ANALYTICS_MODULE}"></script></template>
    <astro-island ssr client="consent"></astro-island>`;
  const element = document.querySelector<HTMLElement>('astro-island') as HTMLElement;
  let loads = 0;
  const load = vi.fn(async () => {
    loads += 1;
    const failed = options.failFirst !== undefined && loads === 1;
    if (failed && options.failFirst === 'load') throw new TypeError('Failed to fetch module');
    return async () => {
      if (failed) return;
      render(<ConsentManager />, { container: element });
      element.removeAttribute('ssr');
    };
  });
  consentDirective(load, { name: 'ConsentManager', value: '' }, element);
  return { element, loads: () => loads };
}

/** Clicks like a visitor; returns whether the link's own navigation was cancelled. */
function click(target: Element | null): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target?.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Where the built page's analytics module (resumeAnalytics) would be. */
const ANALYTICS_MODULE = '/_astro/ResumeAnalytics.test.js';
const settingsLink = () => document.querySelector('footer span');
/** Module scripts the directive added to <head>. */
const loadedModules = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
/** Long enough for a hydration to have started and run, had the directive asked for one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetPage();
});

describe('no consent choice stored: hydrates at once', () => {
  it("no consent cookie: the island hydrates and the dialog asks; Matomo's module is not loaded", async () => {
    const island = await startPage();
    await waitFor(() => expect(island.element.hasAttribute('ssr')).toBe(false));
    expect(island.loads()).toBe(1);
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    expect(loadedModules()).toEqual([]);
  });

  it('a consent cookie that is no valid record counts as none', async () => {
    document.cookie = 'cc_cookie=%7B%22categories%22%3A%5B%5D%7D; Path=/';
    const island = await startPage();
    await waitFor(() => expect(island.element.hasAttribute('ssr')).toBe(false));
    await waitFor(() => expect(isOpen('consent')).toBe(true));
  });

  it('"Privacy settings" then opens the preferences through the running island, without loading it again', async () => {
    const island = await startPage();
    await waitFor(() => expect(isOpen('consent')).toBe(true));
    expect(click(settingsLink())).toBe(true);
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    expect(island.loads()).toBe(1);
  });
});

describe('a choice stored: dormant until "Privacy settings"', () => {
  it.each([
    ['declined', [], []],
    ['accepted', ['analytics'], [ANALYTICS_MODULE]],
  ])(
    "%s: no hydration, no dialog, other clicks change nothing; Matomo's module only after an accept",
    async (_name, stored, modules) => {
      const island = await startPage({ stored });
      await settle();
      expect(island.loads()).toBe(0);
      expect(island.element.hasAttribute('ssr')).toBe(true);
      expect(loadedModules()).toEqual(modules);
      expect(click(document.getElementById('other'))).toBe(false);
      await settle();
      expect(island.loads()).toBe(0);
      expect(document.getElementById('cc-main')).toBeNull();
    },
  );

  it('a page without the analytics module logs it and works on', async () => {
    const island = await startPage({ stored: ['analytics'] });
    document.querySelector('template')?.remove();
    const other = document.createElement('astro-island');
    other.setAttribute('ssr', '');
    document.body.append(other);
    consentDirective(
      async () => async () => undefined,
      { name: 'ConsentManager', value: '' },
      other,
    );
    expect(vi.mocked(console.error).mock.calls.map((c) => String(c[0]))).toContain(
      '[consent] The analytics module is missing from the page; nothing is tracked.',
    );
    expect(island.loads()).toBe(0);
  });

  it('"Privacy settings": the link stays on the page, the island hydrates and opens the preferences', async () => {
    const island = await startPage({ stored: [] });
    await settle();
    expect(click(settingsLink())).toBe(true);
    await waitFor(() => expect(island.element.hasAttribute('ssr')).toBe(false));
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    expect(isOpen('consent')).toBe(false);
    expect(consentBox()).toBeNull();
    expect(matomoQueue()).toBeUndefined();

    // Closed and asked for again: the same island, no second load.
    (document.querySelector('#cc-main .pm__close-btn') as HTMLButtonElement).click();
    expect(isOpen('preferences')).toBe(false);
    expect(click(settingsLink())).toBe(true);
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    expect(island.loads()).toBe(1);
  });

  it.each([
    ['that failed', true],
    ['whose chunk did not load', 'load'],
  ] as const)('a hydration %s is tried again on the next click', async (_, failFirst) => {
    const island = await startPage({ stored: [], failFirst });
    click(settingsLink());
    await settle();
    expect(island.loads()).toBe(1);
    expect(island.element.hasAttribute('ssr')).toBe(true);
    click(settingsLink());
    await waitFor(() => expect(isOpen('preferences')).toBe(true));
    expect(island.loads()).toBe(2);
  });
});
