import { describe, expect, it } from 'vitest';
import {
  CONSENT_LANGUAGES,
  consentTranslations,
  pickConsentLanguage,
} from '../../../../src/features/consent/consentTranslations.ts';

describe('pickConsentLanguage (browser language if en, de, fr or es, else en)', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['DE-de', 'de'],
    ['fr-FR', 'fr'],
    ['fr_CA', 'fr'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['it-IT', 'en'],
    ['nl', 'en'],
    ['deu', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%s → %s', (input, expected) => {
    expect(pickConsentLanguage(input)).toBe(expected);
  });
});

describe('consentTranslations (the consent dialog)', () => {
  const translations = consentTranslations();

  it('has the spec’s English texts exactly', () => {
    const { consentModal, preferencesModal } = translations.en;
    expect(consentModal.title).toBe('Privacy Settings');
    expect(consentModal.description).toBe(
      'We use cookies to improve your experience. Manage your preferences below.',
    );
    expect(consentModal.acceptAllBtn).toBe('Accept all');
    expect(consentModal.showPreferencesBtn).toBe('Let Me Choose');
    expect(consentModal.acceptNecessaryBtn).toBe('Decline');
    expect(preferencesModal.title).toBe('Privacy Settings');
  });

  it('has the spec’s German texts', () => {
    const { consentModal } = translations.de;
    expect(consentModal.title).toBe('Datenschutzeinstellungen');
    expect(consentModal.acceptAllBtn).toBe('Alle akzeptieren');
    expect(consentModal.showPreferencesBtn).toBe('Auswahl bestätigen');
    expect(consentModal.acceptNecessaryBtn).toBe('Ablehnen');
  });

  it('names opening the preferences and saving them differently in every language', () => {
    for (const language of CONSENT_LANGUAGES) {
      const { consentModal, preferencesModal } = translations[language];
      const buttons = [
        consentModal.acceptAllBtn,
        consentModal.showPreferencesBtn,
        consentModal.acceptNecessaryBtn,
        preferencesModal.savePreferencesBtn,
      ];
      expect(new Set(buttons).size, `${language}: ${buttons.join(' | ')}`).toBe(buttons.length);
    }
    expect(translations.de.preferencesModal.savePreferencesBtn).toBe('Einstellungen speichern');
  });

  it('describes the one optional category, analytics, as anonymous usage data', () => {
    const sections = translations.en.preferencesModal.sections;
    const linked = sections.filter((s) => s.linkedCategory);
    expect(linked.map((s) => s.linkedCategory)).toEqual(['analytics']);
    expect(linked[0]?.description).toBe(
      'Collects anonymous usage data to help improve the website.',
    );
    for (const language of CONSENT_LANGUAGES) {
      const cookies = translations[language].preferencesModal.sections[1]?.cookieTable?.body;
      expect(cookies?.map((row) => row['name'])).toEqual(['_pk_id.*', '_pk_ses.*', 'mtm_consent']);
    }
  });

  it('links the privacy policy: /datenschutz in German, /privacy-policy otherwise', () => {
    for (const language of CONSENT_LANGUAGES) {
      const href = language === 'de' ? '/datenschutz' : '/privacy-policy';
      expect(translations[language].consentModal.footer).toContain(`href="${href}"`);
      expect(translations[language].preferencesModal.sections[0]?.description).toContain(
        `href="${href}"`,
      );
    }
  });

  it('takes privacy paths from the page, escaped', () => {
    const custom = consentTranslations({ de: '/de/datenschutz"><script>' });
    expect(custom.de.consentModal.footer).toBe(
      '<a href="/de/datenschutz&quot;&gt;&lt;script&gt;">Datenschutzerklärung</a>',
    );
    expect(custom.en.consentModal.footer).toContain('href="/privacy-policy"');
  });

  it('gives every language the same structure, with every text filled', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : typeof value;
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    for (const language of CONSENT_LANGUAGES) {
      expect(shape(translations[language])).toEqual(shape(translations.en));
      expect(strings(translations[language]).every((s) => s.trim().length > 0)).toBe(true);
    }
    // Translated, not copied: the visible titles differ per language.
    const titles = new Set(CONSENT_LANGUAGES.map((l) => translations[l].consentModal.title));
    expect(titles.size).toBe(CONSENT_LANGUAGES.length);
  });
});
