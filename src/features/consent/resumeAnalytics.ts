/**
 * A returning visitor who accepted analytics (SPEC §4 "Consent": page views are tracked): starts
 * Matomo from the stored consent on every page, without the dialog and without React (the
 * ConsentManager island stays dormant for a visitor who has chosen). A visitor who declined, or
 * has not chosen yet, downloads nothing more than this small module.
 */
import { readStoredConsent, remainingConsentHours } from './consentCookie.ts';
import { readConsentPageConfig } from './consentPageConfig.ts';

export function resumeAnalytics(): void {
  const stored = readStoredConsent(document.cookie);
  if (stored === null || !stored.analytics) return;
  const page = readConsentPageConfig(document);
  const hours = remainingConsentHours(stored.expiresAt, Date.now());
  import('./analytics.ts').then(
    ({ grantAnalytics, matomoSettings }) =>
      grantAnalytics(matomoSettings(page.matomoUrl, page.siteId), hours),
    (error: unknown) => console.error('[consent] The analytics module failed to load:', error),
  );
}
