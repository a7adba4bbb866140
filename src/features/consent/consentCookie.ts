/**
 * The stored consent record: vanilla-cookieconsent's own cookie, read here without loading the
 * dialog library, so a returning visitor downloads none of it.
 */

/** vanilla-cookieconsent's default cookie name; the dialog config keeps the default. */
export const CONSENT_COOKIE_NAME = 'cc_cookie';

/** The consent cookie lasts 180 days. */
export const CONSENT_LIFETIME_DAYS = 180;

/** The only purpose category. */
export const ANALYTICS_CATEGORY = 'analytics';

/** What the consent directive needs to know about a stored choice. */
export interface StoredConsent {
  /** Whether the analytics category was accepted. */
  readonly analytics: boolean;
  /** When the consent record expires (ms since epoch), if the cookie says. */
  readonly expiresAt: number | null;
}

/**
 * Reads the consent record from a `document.cookie` string. Returns null when there is no valid
 * record, using the same test vanilla-cookieconsent applies (consent id, both timestamps and a
 * category list), so the directive and the library never disagree about whether to ask again.
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

/**
 * Hours the consent has left, for Matomo's `rememberConsentGiven`: the tool's own consent cookie
 * then ends with the consent record instead of outliving it. Falls back to the full 180 days.
 */
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
