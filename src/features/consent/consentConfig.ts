/** The vanilla-cookieconsent configuration; pure, its callbacks passed in. */
import type { CookieConsentConfig, CookieValue } from 'vanilla-cookieconsent';
import { ANALYTICS_CATEGORY, CONSENT_COOKIE_NAME, CONSENT_LIFETIME_DAYS } from './consentCookie.ts';
import { consentTranslations, type ConsentLanguage } from './consentTranslations.ts';
import { releaseConsentBox } from './releaseConsentBox.ts';

export interface ConsentConfigOptions {
  readonly language: ConsentLanguage;
  /** `grant` on the first choice, each page load the library runs, and each change. */
  readonly analytics: {
    grant(cookie: CookieValue): void;
    withdraw(cookie: CookieValue): void;
  };
  readonly privacyPaths?: Readonly<Partial<Record<string, string>>> | undefined;
}

export function buildConsentConfig(options: ConsentConfigOptions): CookieConsentConfig {
  const report = (cookie: CookieValue): void => {
    if (cookie.categories.includes(ANALYTICS_CATEGORY)) options.analytics.grant(cookie);
    else options.analytics.withdraw(cookie);
  };
  return {
    // Opt-in: nothing optional runs before a choice, even though the toggle starts on.
    mode: 'opt-in',
    autoShow: true,
    // The dialog does not force a choice, so the page stays usable behind it.
    disablePageInteraction: false,
    // Where the library draws its dialogs: ConsentRoot.astro, first in <body>.
    root: '[data-consent-root]',
    // The library's bot check hides the dialog from any automated browser (navigator.webdriver),
    // which would also hide it from our browser tests; the markup carries data-nosnippet anyway.
    hideFromBots: false,
    // Scripts start from code, not from <script data-category> tags.
    manageScriptTags: false,
    autoClearCookies: true,
    cookie: {
      name: CONSENT_COOKIE_NAME,
      path: '/',
      sameSite: 'Lax',
      expiresAfterDays: CONSENT_LIFETIME_DAYS,
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      [ANALYTICS_CATEGORY]: {
        // Optional, not required, and on by default (pre-ticked in the preferences).
        enabled: true,
        readOnly: false,
        autoClear: { cookies: [{ name: /^_pk_id/ }, { name: /^_pk_ses/ }] },
      },
    },
    language: {
      // The language is picked by our tested rule rather than the library's autoDetect, which
      // compares case-sensitively and would treat "DE-de" differently.
      default: options.language,
      translations: consentTranslations(options.privacyPaths),
    },
    // The first-visit box must not hold the keyboard either (releaseConsentBox.ts); the
    // preferences the visitor asked for stay a modal dialog.
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'consentModal') releaseConsentBox(modal);
    },
    onConsent: ({ cookie }) => report(cookie),
    onChange: ({ cookie, changedCategories }) => {
      if (changedCategories.includes(ANALYTICS_CATEGORY)) report(cookie);
    },
  };
}
