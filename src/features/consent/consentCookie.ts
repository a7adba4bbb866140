/** The consent record, vanilla-cookieconsent's cookie, read without loading the library. */

export const CONSENT_COOKIE_NAME = 'cc_cookie';

export const CONSENT_LIFETIME_DAYS = 180;

export const ANALYTICS_CATEGORY = 'analytics';

export interface StoredConsent {
  readonly analytics: boolean;
  /** Ms since epoch, if the cookie says. */
  readonly expiresAt: number | null;
}

/**
 * The consent record in a `document.cookie` string, or null when it is not valid by the library's
 * own test, so the directive and the library never disagree about whether to ask again.
 */
export function readStoredConsent(cookieHeader: string): StoredConsent | null {
  const raw = cookieValue(cookieHeader, CONSENT_COOKIE_NAME);
  if (raw === null) return null;
  let record: unknown;
  try {
    record = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const { categories, consentId, consentTimestamp, lastConsentTimestamp, expirationTime } =
    record as Record<string, unknown>;
  if (
    !Array.isArray(categories) ||
    typeof consentId !== 'string' ||
    !consentId ||
    !consentTimestamp ||
    !lastConsentTimestamp
  ) {
    return null;
  }
  return {
    analytics: categories.includes(ANALYTICS_CATEGORY),
    expiresAt: typeof expirationTime === 'number' ? expirationTime : null,
  };
}

/** Hours the consent has left (at most 180 days): Matomo's consent must not outlive it. */
export function remainingConsentHours(expiresAt: number | null, now: number): number {
  const full = CONSENT_LIFETIME_DAYS * 24;
  if (expiresAt === null) return full;
  return Math.min(full, Math.max(1, Math.ceil((expiresAt - now) / 3_600_000)));
}

/** The raw value of one cookie in a `document.cookie` string, or null. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
