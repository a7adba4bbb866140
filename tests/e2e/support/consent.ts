/**
 * What the consent browser tests add to the shared `test`: a new visitor (no stored choice), the
 * stand-in Matomo on the port the site was built for (E2E.matomoPort), a watch for
 * Content-Security-Policy violations that fails the test, and the built files of the consent dialog
 * and the analytics module, so a test can tell whether a page downloaded them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startFakeMatomo, type FakeMatomo } from '../../support/fakeMatomo.ts';
import { E2E } from './e2eEnv.ts';
import { expect, test as base } from './test.ts';

export interface CspWatch {
  /** Every violation seen in this test: `securitypolicyviolation` events and console reports. */
  readonly violations: readonly string[];
  /** This test provokes violations on purpose: do not fail it for them. */
  tolerate(): void;
}

/** Same-origin paths (`/_astro/…`) of the bundled consent code, found in the build. */
export interface ConsentFiles {
  /** vanilla-cookieconsent, the dialog texts and its stylesheet: only for a visitor asked. */
  readonly dialog: readonly string[];
  /** The analytics module: only for a visitor who accepted. */
  readonly analytics: readonly string[];
}

/** Name of the function the init script reports violations through (see `csp`). */
const REPORT_BINDING = '__e2eReportCspViolation';

export const test = base.extend<
  { matomo: FakeMatomo; csp: CspWatch; consentFiles: ConsentFiles },
  { matomoServer: FakeMatomo }
>({
  // Every test is a new visitor: no stored choice, fresh context (Playwright's default).
  storeConsent: false,

  matomoServer: [
    async ({}, use) => {
      const server = await startOnFixedPort();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  /** The stand-in Matomo, with only this test's requests recorded. */
  matomo: async ({ matomoServer }, use) => {
    matomoServer.requests.splice(0);
    await use(matomoServer);
  },

  csp: [
    async ({ context }, use) => {
      const violations: string[] = [];
      let tolerated = false;
      await watchCsp(context, violations);
      await use({ violations, tolerate: () => (tolerated = true) });
      if (!tolerated) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  consentFiles: async ({}, use) => {
    await use(findConsentFiles());
  },
});

export { expect };

/**
 * Starts the stand-in on E2E.matomoPort. The port may still be held for a moment by the worker a
 * failed test left behind (Playwright starts a new one), so binding is retried briefly.
 */
async function startOnFixedPort(): Promise<FakeMatomo> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await startFakeMatomo({ port: E2E.matomoPort });
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!busy || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Records violations two ways: a `securitypolicyviolation` listener installed before any page
 * script (reporting to the test through a binding, which survives navigations), and Chromium's
 * console reports ("Refused to … because it violates the following Content Security Policy …").
 */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, text: unknown) => {
    violations.push(String(text));
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}` +
            (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
        );
      },
      true,
    );
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
}

let filesCache: ConsentFiles | undefined;

/**
 * The consent files in the build, by content (bundle names are hashed): scripts carrying
 * vanilla-cookieconsent's configuration keys or the stylesheet's `#cc-main` rules, and the script
 * that pushes Matomo's consent commands.
 */
function findConsentFiles(): ConsentFiles {
  if (filesCache) return filesCache;
  const dir = join(E2E.distDir, '_astro');
  const dialog: string[] = [];
  const analytics: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!/\.(m?js|css)$/.test(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    const path = `/_astro/${name}`;
    if (name.endsWith('.css') ? text.includes('#cc-main') : text.includes('acceptNecessaryBtn')) {
      dialog.push(path);
    } else if (text.includes('rememberConsentGiven')) {
      analytics.push(path);
    }
  }
  filesCache = { dialog, analytics };
  return filesCache;
}
