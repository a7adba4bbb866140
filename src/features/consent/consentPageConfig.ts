/**
 * The consent settings a page hands to the browser code: the Matomo configuration (MATOMO_URL,
 * MATOMO_SITE_ID, read at build time) and the privacy-policy paths. Consent.astro renders them as
 * a JSON data block, which is no script to the browser, so the Content-Security-Policy needs no hash
 * for it and the consent code stays the same on every page.
 */
import { scriptJson } from '../../content/scriptJson.ts';

/** id of the `<script type="application/json">` element that carries the settings. */
export const CONSENT_CONFIG_ELEMENT_ID = 'consent-config';

export interface ConsentPageConfig {
  /** MATOMO_URL: base URL of the Matomo installation. Absent: analytics is not configured. */
  readonly matomoUrl?: string | null | undefined;
  /** MATOMO_SITE_ID. */
  readonly siteId?: string | null | undefined;
  /** Privacy-policy path for the dialog's link, per dialog language (defaults: the site's own). */
  readonly privacyPaths?: Readonly<Partial<Record<string, string>>> | undefined;
}

/**
 * The JSON text for the data block (build time), escaped by scriptJson so no value can close the
 * element (`</script>`) or open a comment.
 */
export function serializeConsentPageConfig(config: ConsentPageConfig): string {
  return scriptJson({
    matomoUrl: config.matomoUrl ?? null,
    siteId: config.siteId ?? null,
    ...(config.privacyPaths ? { privacyPaths: config.privacyPaths } : {}),
  });
}

/**
 * Reads the settings from the page (browser). A missing or broken block is logged to the console
 * and the dialog still works with its defaults; only analytics stays off.
 */
export function readConsentPageConfig(doc: Document): ConsentPageConfig {
  const element = doc.getElementById(CONSENT_CONFIG_ELEMENT_ID);
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null) return parsed as ConsentPageConfig;
  } catch {
    // Reported below, like a missing block.
  }
  console.error(
    `[consent] The consent configuration (#${CONSENT_CONFIG_ELEMENT_ID}) is missing or not valid JSON; analytics stays off.`,
  );
  return {};
}
