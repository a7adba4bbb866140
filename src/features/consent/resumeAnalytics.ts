/**
 * A returning visitor who accepted analytics (page views are tracked): starts Matomo from the
 * stored consent, without the dialog and without React. This module is loaded by the consent
 * directive only for such a visitor (see analyticsModule.ts); a visitor who declined or has not
 * chosen yet downloads none of it.
 */
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
