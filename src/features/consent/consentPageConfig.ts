/**
 * The consent settings a page hands to the browser code, as a JSON data block: no script to the
 * browser, so the Content-Security-Policy needs no hash for it.
 */
import { scriptJson } from '../../content/scriptJson.ts';

export const CONSENT_CONFIG_ELEMENT_ID = 'consent-config';

export interface ConsentPageConfig {
  /** MATOMO_URL; absent, analytics is not configured. */
  readonly matomoUrl?: string | null | undefined;
  readonly siteId?: string | null | undefined;
  /** The dialog's privacy-policy link per language (defaults: the site's own). */
  readonly privacyPaths?: Readonly<Partial<Record<string, string>>> | undefined;
}

/** The data block's JSON (build time), escaped so no value can close the element. */
export function serializeConsentPageConfig(config: ConsentPageConfig): string {
  return scriptJson({
    matomoUrl: config.matomoUrl ?? null,
    siteId: config.siteId ?? null,
    ...(config.privacyPaths ? { privacyPaths: config.privacyPaths } : {}),
  });
}

/** The settings on the page; a missing or broken block is logged and only analytics stays off. */
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
