/// <reference types="vite/client" />
/** The consent dialog: vanilla-cookieconsent and its stylesheet, run by ConsentManager. */
import * as CookieConsent from 'vanilla-cookieconsent';
// By URL, linked below: the stylesheet is fetched with this chunk, never added to every page's
// <head> by the bundler (the island is on every page).
import stylesheetUrl from './consentDialog.css?url';
import { grantAnalytics, matomoSettings, withdrawAnalytics } from './analytics.ts';
import { buildConsentConfig } from './consentConfig.ts';
import { remainingConsentHours } from './consentCookie.ts';
import type { ConsentPageConfig } from './consentPageConfig.ts';
import { pickConsentLanguage } from './consentTranslations.ts';

let running: Promise<void> | undefined;

/** Runs the dialog once per page (it asks by itself without a valid consent). */
export async function runConsentDialog(
  page: ConsentPageConfig,
  options: { readonly showPreferences?: boolean } = {},
): Promise<void> {
  // A failed start (e.g. a chunk that did not load) may be retried from the footer link.
  running ??= start(page).catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  await running;
  if (options.showPreferences) CookieConsent.showPreferences();
}

async function start(page: ConsentPageConfig): Promise<void> {
  // Dark theme, needed only once the dialog exists.
  document.documentElement.classList.add('cc--darkmode');
  await loadStylesheet(stylesheetUrl);
  let settings: ReturnType<typeof matomoSettings> | undefined;
  await CookieConsent.run(
    buildConsentConfig({
      language: pickConsentLanguage(navigator.language),
      privacyPaths: page.privacyPaths,
      analytics: {
        grant: (cookie) => {
          // Validated (and a fault logged) only once analytics is actually wanted.
          settings ??= matomoSettings(page.matomoUrl, page.siteId);
          grantAnalytics(
            settings,
            remainingConsentHours(cookie.expirationTime ?? null, Date.now()),
          );
        },
        withdraw: () => withdrawAnalytics(),
      },
    }),
  );
}

/** Links the dialog's stylesheet and waits for it, so the dialog never shows unstyled. */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      // Unstyled is still usable; the choice matters more than the looks.
      console.error(`[consent] The consent dialog stylesheet failed to load from ${href}.`);
      resolve();
    };
    document.head.appendChild(link);
  });
}
