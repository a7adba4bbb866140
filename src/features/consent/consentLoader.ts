/**
 * The always-loaded consent entry (issue 5; SPEC §7: the consent script loads when no consent is
 * stored). Kept tiny: it reads the stored choice itself and
 * - no valid consent stored → loads the dialog module (library, styles, texts) and runs it;
 * - consent stored → loads no dialog; if analytics was accepted, loads the small analytics
 *   module and starts Matomo (a visitor who declined downloads nothing more than this file);
 * - a click on `[data-consent-settings]` (the footer's "Privacy settings") → loads the dialog
 *   module on demand and opens the preferences.
 */
import { readStoredConsent, remainingConsentHours } from './consentCookie.ts';
import { readConsentPageConfig, type ConsentPageConfig } from './consentPageConfig.ts';

/** Selector of the element(s) that reopen the consent preferences. */
export const CONSENT_SETTINGS_SELECTOR = '[data-consent-settings]';

let initialised = false;

/** Entry point: call once per page, from the layout's script. */
export function initConsent(): void {
  if (initialised) return;
  initialised = true;
  const page = readConsentPageConfig(document);
  const stored = readStoredConsent(document.cookie);
  if (stored === null) {
    void openDialog(page, false);
  } else if (stored.analytics) {
    const hours = remainingConsentHours(stored.expiresAt, Date.now());
    import('./analytics.ts').then(
      ({ grantAnalytics, matomoSettings }) =>
        grantAnalytics(matomoSettings(page.matomoUrl, page.siteId), hours),
      (error: unknown) => console.error('[consent] The analytics module failed to load:', error),
    );
  }
  // Delegated, so the link works wherever the layout puts it and whenever it is rendered.
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.(CONSENT_SETTINGS_SELECTOR)) return;
    // The link's href (the privacy policy) is the fallback without JavaScript only.
    event.preventDefault();
    void openDialog(page, true);
  });
}

/** Loads and runs the dialog module; a failure is logged (SPEC §8) and the page works on. */
async function openDialog(page: ConsentPageConfig, showPreferences: boolean): Promise<void> {
  try {
    const dialog = await import('./consentDialog.ts');
    await dialog.runConsentDialog(page, { showPreferences });
  } catch (error) {
    console.error('[consent] The consent dialog failed to load:', error);
  }
}
