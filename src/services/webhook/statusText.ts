/**
 * The status page's words in English and German (identical keys; a unit test checks them).
 * Service text, not site UI: the site's strings live in src/i18n/ui.
 */
import type { Locale } from '../../content/types.ts';
import type { Outcome, Step } from './buildHistory.ts';

export interface StatusText {
  readonly lang: string;
  readonly dateLocale: string;
  readonly title: string;
  readonly state: Record<'idle' | 'building' | 'pending', string>;
  readonly step: Record<Step, string>;
  readonly outcome: Record<Outcome, string>;
  readonly trigger: Record<'signature' | 'bearer' | 'rollback' | 'restart', string>;
  readonly stepNow: string;
  readonly pagesDone: string;
  readonly waiting: string;
  /** One call, several calls. */
  readonly calls: readonly [string, string];
  readonly refreshes: string;
  readonly live: string;
  readonly noLive: string;
  readonly release: string;
  readonly published: string;
  readonly content: string;
  readonly pages: string;
  readonly english: string;
  readonly german: string;
  readonly warnings: string;
  readonly noWarnings: string;
  readonly builds: string;
  readonly noBuilds: string;
  readonly duration: string;
  readonly reason: string;
  readonly cause: string;
  readonly atStep: string;
}

export const STATUS_TEXT: Readonly<Record<Locale, StatusText>> = {
  en: {
    lang: 'en',
    dateLocale: 'en-GB',
    title: 'Website publishing',
    state: {
      idle: 'Idle: nothing is being built.',
      building: 'Building the site now.',
      pending: 'A build is waiting to start.',
    },
    step: {
      queued: 'Waiting',
      pull: 'Fetching content from the back end',
      compare: 'Comparing with the live site',
      build: 'Building pages',
      verify: 'Checking the new pages',
      switch: 'Making it live',
      prune: 'Removing old versions',
      deploy: 'Deploying',
      record: 'Recording',
    },
    outcome: {
      pending: 'waiting',
      running: 'running',
      live: 'published',
      unchanged: 'no changes',
      failed: 'failed',
      interrupted: 'interrupted',
    },
    trigger: {
      signature: 'webhook',
      bearer: 'token',
      rollback: 'rollback',
      restart: 'rebuilt after a restart',
    },
    stepNow: 'Step',
    pagesDone: 'pages done',
    waiting: 'Next build waiting',
    calls: ['call', 'calls'],
    refreshes: 'This page refreshes every few seconds until the build is done.',
    live: 'Live now',
    noLive: 'No version of the site is live yet.',
    release: 'Version',
    published: 'Published',
    content: 'Content',
    pages: 'Pages',
    english: 'English',
    german: 'German',
    warnings: 'Content warnings',
    noWarnings: 'No content warnings.',
    builds: 'Recent builds',
    noBuilds: 'No builds yet.',
    duration: 'took',
    reason: 'Reason',
    cause: 'Cause',
    atStep: 'at step',
  },
  de: {
    lang: 'de',
    dateLocale: 'de-DE',
    title: 'Veröffentlichung der Website',
    state: {
      idle: 'Bereit: gerade wird nichts erstellt.',
      building: 'Die Website wird gerade erstellt.',
      pending: 'Ein Build wartet auf den Start.',
    },
    step: {
      queued: 'Wartet',
      pull: 'Inhalte vom Back-End laden',
      compare: 'Mit der Live-Website vergleichen',
      build: 'Seiten erstellen',
      verify: 'Neue Seiten prüfen',
      switch: 'Live schalten',
      prune: 'Alte Versionen entfernen',
      deploy: 'Ausliefern',
      record: 'Protokollieren',
    },
    outcome: {
      pending: 'wartet',
      running: 'läuft',
      live: 'veröffentlicht',
      unchanged: 'keine Änderungen',
      failed: 'fehlgeschlagen',
      interrupted: 'abgebrochen',
    },
    trigger: {
      signature: 'Webhook',
      bearer: 'Token',
      rollback: 'Zurücksetzen',
      restart: 'nach einem Neustart neu erstellt',
    },
    stepNow: 'Schritt',
    pagesDone: 'Seiten fertig',
    waiting: 'Nächster Build wartet',
    calls: ['Aufruf', 'Aufrufe'],
    refreshes: 'Diese Seite aktualisiert sich alle paar Sekunden, bis der Build fertig ist.',
    live: 'Jetzt live',
    noLive: 'Noch ist keine Version der Website live.',
    release: 'Version',
    published: 'Veröffentlicht',
    content: 'Inhalt',
    pages: 'Seiten',
    english: 'Englisch',
    german: 'Deutsch',
    warnings: 'Hinweise zum Inhalt',
    noWarnings: 'Keine Hinweise zum Inhalt.',
    builds: 'Letzte Builds',
    noBuilds: 'Noch keine Builds.',
    duration: 'Dauer',
    reason: 'Anlass',
    cause: 'Ursache',
    atStep: 'bei Schritt',
  },
};
