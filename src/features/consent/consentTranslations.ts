/**
 * Texts of the consent dialog: English and German the spec's; French and Spanish because the
 * dialog follows the browser language when it is one of these four.
 */
import type { Translation } from 'vanilla-cookieconsent';
import { ROUTE_BASES } from '../../i18n/routes.ts';
import { escapeHtml } from '../../content/escapeHtml.ts';
import { ANALYTICS_CATEGORY } from './consentCookie.ts';

export const CONSENT_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/** The browser language if it is a consent language, else en; only the primary subtag counts. */
export function pickConsentLanguage(navigatorLanguage: string | null | undefined): ConsentLanguage {
  const primary = (navigatorLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (CONSENT_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as ConsentLanguage)
    : 'en';
}

export const PRIVACY_POLICY_PATHS: Readonly<Record<ConsentLanguage, string>> = {
  en: ROUTE_BASES.privacy.en,
  de: ROUTE_BASES.privacy.de,
  // No French or Spanish policy exists; the English one is the closest.
  fr: ROUTE_BASES.privacy.en,
  es: ROUTE_BASES.privacy.en,
};

/** The English words, their shape every language's; the markup around them is shared. */
const EN = {
  title: 'Privacy Settings',
  description: 'We use cookies to improve your experience. Manage your preferences below.',
  acceptAll: 'Accept all',
  letMeChoose: 'Let Me Choose',
  decline: 'Decline',
  save: 'Save my choices',
  close: 'Close',
  policy: 'Privacy Policy',
  intro:
    'Choose which optional services may run. You can change your choice at any time with the link in the footer.',
  analyticsTitle: 'Analytics',
  analyticsDescription: 'Collects anonymous usage data to help improve the website.',
  cookie: { name: 'Cookie', purpose: 'Purpose', duration: 'Duration' },
  cookies: {
    visitor: 'Anonymous visitor id',
    session: 'Current visit',
    consent: 'Remembers your consent',
  },
  durations: { visitor: '13 months', session: '30 minutes', consent: '180 days' },
};

const TEXTS: Readonly<Record<ConsentLanguage, typeof EN>> = {
  en: EN,
  de: {
    title: 'Datenschutzeinstellungen',
    description:
      'Wir verwenden Cookies, um Ihre Erfahrung zu verbessern. Verwalten Sie unten Ihre Einstellungen.',
    acceptAll: 'Alle akzeptieren',
    // The spec's words for "Let Me Choose"; the save button (not in the spec) must not share
    // them, so neither a reader nor a screen-reader user can take one for the other.
    letMeChoose: 'Auswahl bestätigen',
    decline: 'Ablehnen',
    save: 'Einstellungen speichern',
    close: 'Schließen',
    policy: 'Datenschutzerklärung',
    intro:
      'Wählen Sie, welche optionalen Dienste laufen dürfen. Sie können Ihre Wahl jederzeit über den Link in der Fußzeile ändern.',
    analyticsTitle: 'Analyse',
    analyticsDescription:
      'Erfasst anonyme Nutzungsdaten, die uns helfen, die Website zu verbessern.',
    cookie: { name: 'Cookie', purpose: 'Zweck', duration: 'Dauer' },
    cookies: {
      visitor: 'Anonyme Besucherkennung',
      session: 'Aktueller Besuch',
      consent: 'Speichert Ihre Einwilligung',
    },
    durations: { visitor: '13 Monate', session: '30 Minuten', consent: '180 Tage' },
  },
  fr: {
    title: 'Paramètres de confidentialité',
    description:
      'Nous utilisons des cookies pour améliorer votre expérience. Gérez vos préférences ci-dessous.',
    acceptAll: 'Tout accepter',
    letMeChoose: 'Me laisser choisir',
    decline: 'Refuser',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    policy: 'Politique de confidentialité',
    intro:
      'Choisissez les services facultatifs autorisés. Vous pouvez modifier votre choix à tout moment avec le lien en bas de page.',
    analyticsTitle: "Mesure d'audience",
    analyticsDescription:
      "Collecte des données d'utilisation anonymes pour nous aider à améliorer le site.",
    cookie: { name: 'Cookie', purpose: 'Finalité', duration: 'Durée' },
    cookies: {
      visitor: 'Identifiant anonyme du visiteur',
      session: 'Visite en cours',
      consent: 'Mémorise votre consentement',
    },
    durations: { visitor: '13 mois', session: '30 minutes', consent: '180 jours' },
  },
  es: {
    title: 'Configuración de privacidad',
    description:
      'Utilizamos cookies para mejorar su experiencia. Gestione sus preferencias a continuación.',
    acceptAll: 'Aceptar todo',
    letMeChoose: 'Déjame elegir',
    decline: 'Rechazar',
    save: 'Guardar mis preferencias',
    close: 'Cerrar',
    policy: 'Política de privacidad',
    intro:
      'Elija qué servicios opcionales pueden funcionar. Puede cambiar su elección en cualquier momento con el enlace del pie de página.',
    analyticsTitle: 'Analítica',
    analyticsDescription: 'Recopila datos de uso anónimos para ayudarnos a mejorar el sitio web.',
    cookie: { name: 'Cookie', purpose: 'Finalidad', duration: 'Duración' },
    cookies: {
      visitor: 'Identificador anónimo del visitante',
      session: 'Visita actual',
      consent: 'Recuerda su consentimiento',
    },
    durations: { visitor: '13 meses', session: '30 minutos', consent: '180 días' },
  },
};

/** vanilla-cookieconsent's translations; `privacyPaths` overrides the policy link per language. */
export function consentTranslations(
  privacyPaths: Readonly<Partial<Record<string, string>>> = {},
): Record<ConsentLanguage, Translation> {
  const out = {} as Record<ConsentLanguage, Translation>;
  for (const language of CONSENT_LANGUAGES) {
    const t = TEXTS[language];
    const href = privacyPaths[language] ?? PRIVACY_POLICY_PATHS[language];
    // The library renders these strings as HTML; only the link is markup, the path is escaped.
    const link = `<a href="${escapeHtml(href)}">${t.policy}</a>`;
    out[language] = {
      consentModal: {
        title: t.title,
        description: t.description,
        acceptAllBtn: t.acceptAll,
        showPreferencesBtn: t.letMeChoose,
        acceptNecessaryBtn: t.decline,
        footer: link,
      },
      preferencesModal: {
        title: t.title,
        acceptAllBtn: t.acceptAll,
        acceptNecessaryBtn: t.decline,
        savePreferencesBtn: t.save,
        closeIconLabel: t.close,
        sections: [
          { description: `${t.intro} ${link}` },
          {
            title: t.analyticsTitle,
            description: t.analyticsDescription,
            linkedCategory: ANALYTICS_CATEGORY,
            cookieTable: {
              headers: t.cookie,
              body: [
                { name: '_pk_id.*', purpose: t.cookies.visitor, duration: t.durations.visitor },
                { name: '_pk_ses.*', purpose: t.cookies.session, duration: t.durations.session },
                { name: 'mtm_consent', purpose: t.cookies.consent, duration: t.durations.consent },
              ],
            },
          },
        ],
      },
    };
  }
  return out;
}
