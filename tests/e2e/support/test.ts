/**
 * The browser tests' `test`: Playwright's, with a guard that fails a test on any console error or
 * uncaught page error other than the spec's own log messages (failed table, detail or copy, cover
 * images that fail to load and are replaced by the default). A test that provokes one of those on
 * purpose declares it with `consoleErrors.allow(/…/)`.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE_NAME } from '../../../src/features/consent/consentCookie.ts';

export interface ConsoleErrors {
  /** Accept console errors matching `pattern` in this test (an expected spec log message). */
  allow(pattern: RegExp): void;
  /** Everything logged as an error so far (text @ source URL). */
  readonly seen: readonly string[];
}

/** A cover image that fails to load is part of the spec: the browser logs it, we replace it. */
const ALWAYS_ALLOWED: readonly RegExp[] = [
  /^Failed to load resource: .* @ \S+\.(png|jpe?g|gif|webp|avif|svg)(\?\S*)?$/i,
];

/**
 * Stores a visitor's earlier choice (analytics declined), as vanilla-cookieconsent writes it, so
 * the consent popup does not sit over the page (these tests are about the page; the consent
 * dialog has its own tests). Its controls would otherwise be the first Tab stops on every page.
 */
export async function storeConsentChoice(context: BrowserContext, baseURL: string): Promise<void> {
  const now = new Date();
  const record = {
    categories: [],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: 'e2e-visitor',
    services: { analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 86_400_000,
  };
  await context.addCookies([
    { name: CONSENT_COOKIE_NAME, value: encodeURIComponent(JSON.stringify(record)), url: baseURL },
  ]);
}

/**
 * Waits until the page's `client:load` islands have hydrated (Astro drops an island's `ssr`
 * attribute once React has taken it over). Until then a page is its server HTML: complete, its
 * titles plain links, but the list toolbar and the slide-over not yet answering.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
}

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  /**
   * Whether each test starts with a stored choice (default) or as a new visitor who has never
   * chosen (`test.use({ storeConsent: false })`, the consent tests).
   */
  storeConsent: boolean;
  consentChoice: 'stored' | 'none';
}>({
  storeConsent: [true, { option: true }],
  consentChoice: [
    async ({ context, baseURL, storeConsent }, use) => {
      if (storeConsent) await storeConsentChoice(context, baseURL ?? '');
      await use(storeConsent ? 'stored' : 'none');
    },
    { auto: true },
  ],
  // page.goto resolves once the page is usable: loaded, and its client:load islands hydrated.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await islandsHydrated(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [...ALWAYS_ALLOWED];
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`${message.text()} @ ${message.location().url}`);
      });
      page.on('pageerror', (error) => seen.push(`Uncaught ${error.name}: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern), seen });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors other than the spec’s own log messages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
