/** Starts Matomo from the stored consent, without dialog or React (see analyticsModule.ts). */
import { grantAnalytics, matomoSettings } from './analytics.ts';
import { readStoredConsent, remainingConsentHours } from './consentCookie.ts';
import { readConsentPageConfig } from './consentPageConfig.ts';

export function resumeAnalytics(): void {
  const stored = readStoredConsent(document.cookie);
  if (stored === null || !stored.analytics) return;
  const page = readConsentPageConfig(document);
  grantAnalytics(
    matomoSettings(page.matomoUrl, page.siteId),
    remainingConsentHours(stored.expiresAt, Date.now()),
  );
}
