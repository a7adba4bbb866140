/**
 * The status page's words in English and German (identical keys; a unit test checks them).
 * Service text, not site UI (src/i18n/ui). Written for editors: no token, webhook, content hash
 * or other technical word outside "Technical details".
 */
import type { Locale } from '../content/types.ts';
import type { Outcome, Step } from './buildHistory.ts';
import type { DeclineCode } from '../build/workerProtocol.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en = {
  lang: 'en',
  dateLocale: 'en-GB',
  title: 'Website publishing',
  step: {
    queued: 'Waiting',
    pull: 'Fetching content from the back end',
    compare: 'Comparing with the live site',
    build: 'Building pages',
    verify: 'Checking the new pages',
    switch: 'Making it live',
    prune: 'Removing old versions',
    deploy: 'Copying to the web server',
    record: 'Recording',
  } satisfies Record<Step, string>,
  outcome: {
    pending: 'waiting',
    running: 'running',
    live: 'published',
    unchanged: 'no changes',
    failed: 'failed',
    interrupted: 'interrupted',
    preview: 'preview ready',
  } satisfies Record<Outcome, string>,
  interruptedRebuilt: 'interrupted, rebuilt',
  /** How a build was asked for (a trigger missing here, from another version, is shown as it is). */
  trigger: {
    signature: 'requested by the back end',
    bearer: 'requested directly, not by the back end',
    rollback: 'rollback to the previous version',
    restart: 'rebuilt after a restart',
    promote: 'a preview made live',
  } as Readonly<Record<string, string>>,
  /** The headline; after a failure `kept` or noLive follows, whichever is true. */
  headline: {
    none: 'Nothing has been published from here yet.',
    first: 'The site is being published for the first time.',
    live: (when: string, changed: number | null, total: number | null) =>
      changed !== null
        ? `Published ${when}: ${changed === 0 ? 'no page' : plural(changed, 'page', 'pages')} changed.`
        : `Published ${when}${total === null ? '' : `: the site has ${plural(total, 'page', 'pages')}`}.`,
    rollback: (when: string) => `Rolled back ${when}: the previous version is live again.`,
    unchanged: (when: string) =>
      `Checked ${when}: nothing has changed, so the site stays as it was.`,
    failed: (when: string, what: string) => `Your last publish failed ${when}: ${what}.`,
    rollbackFailed: (when: string, what: string) => `Your rollback failed ${when}: ${what}.`,
    interrupted: (when: string, what: string) =>
      `Your last publish was interrupted ${when}: ${what}.`,
    kept: 'The live site stays as it was.',
    rebuilding: 'It is being built again now.',
  },
  /** "at 14:02" today, "on 22 Nov 2026 at 14:02" another day. */
  when: (date: string, time: string, today: boolean) =>
    today ? `at ${time}` : `on ${date} at ${time}`,
  now: {
    idle: 'Nothing is being built now.',
    building: 'A new version of the site is being built now.',
    previewing: 'A preview is being made now; the live site stays as it is.',
    buildingAndWaiting:
      'A new version of the site is being built now, and one more is waiting: it starts when this one is done, with the newest content.',
    waiting: 'A rebuild is waiting to start.',
  },
  stepOf: (n: number, of: number) => `Step ${n} of ${of}`,
  /** Files, not pages: a build makes data files and feeds beside its pages. */
  pagesProgress: (done: number, total: number | null) =>
    total === null ? `${plural(done, 'file', 'files')} made` : `${done} of ${total} files made`,
  filesMade: (rendered: number, carried: number) =>
    `${plural(rendered, 'file', 'files')} made${carried === 0 ? ' (all of the site)' : `, ${carried} taken over unchanged from the live version`}`,
  /** Why a build was not the quick kind, saying when a developer should look. */
  declined: {
    requested: 'A full build was needed: one was asked for.',
    'no-release': 'A full build was needed: no version of the site was live yet to build on.',
    'no-keys':
      'A full build was needed: the live version does not say which pages it holds (it was published by an older version of the publishing software).',
    'code-changed':
      'A full build was needed: the website’s software or settings changed since the live version.',
    'renderer-differs':
      'A full build was needed: a quick check found a page that would have come out differently, so every page was made anew. If this happens again, tell a developer.',
    'renderer-failed':
      'A full build was needed: the quick way of making pages failed. If this happens again, tell a developer.',
    'renderer-unknown':
      'Built the slower way: the quick way of making pages is not available since the publishing software was updated. Your pages are right; tell a developer.',
  } satisfies Record<DeclineCode, string>,
  declinedDetail: 'Why not quicker',
  runningFor: (duration: string) => `Running for ${duration}`,
  preparing: 'Preparing the pages (this part takes the longest)…',
  refreshes: 'This page refreshes every few seconds until the rebuild is done.',
  whatToDo: 'What to do',
  technical: 'Technical details',
  stepLabel: 'Step',
  rawCause: 'Message',
  address: 'Address',
  folder: 'Folder',
  buildId: 'Build',
  live: 'Live now',
  noLive: 'No version of the site is live yet.',
  version: 'Version',
  published: 'Published',
  content: 'Content fingerprint',
  pageCount: (total: number, en: number, de: number) =>
    `${plural(total, 'page', 'pages')} (${en} English, ${de} German)`,
  openSite: 'Open the live site',
  changedPages: 'Pages changed',
  andMore: (n: number) => `and ${n} more`,
  noReason: 'No reason was given with this request.',
  english: 'English',
  german: 'German',
  warnings: 'Content to check',
  warningsIntro:
    'The site is live with these entries handled as described. Fix them in the back end and publish again.',
  noWarnings: 'Nothing to check: every entry could be used as it is.',
  row: (id: string) => `Row ${id}`,
  wholeTable: 'Whole table',
  builds: 'Recent rebuilds',
  noBuilds: 'No rebuilds yet.',
  duration: 'took',
  reason: 'Note',
  calls: ['request', 'requests'] as [string, string],
  previews: {
    title: 'Previews',
    intro:
      'Versions made for checking before they go live. Only people with the link can open them, and search engines leave them out.',
    built: (when: string) => `Made ${when}`,
    open: 'Open this preview',
    changed: (n: number) => `${plural(n, 'page differs', 'pages differ')} from the live site`,
    ready: 'It can be made live as it is.',
    stale:
      'It can no longer be made live: another version went live after it was made. Make a new preview to check the content as it is now.',
  },
};

/** The page's words in one language: English's shape, German the same keys. */
export type StatusText = typeof en;

const de: StatusText = {
  lang: 'de',
  dateLocale: 'de-DE',
  title: 'Veröffentlichung der Website',
  step: {
    queued: 'Wartet',
    pull: 'Inhalte vom Back-End laden',
    compare: 'Mit der Live-Website vergleichen',
    build: 'Seiten erstellen',
    verify: 'Neue Seiten prüfen',
    switch: 'Live schalten',
    prune: 'Alte Versionen entfernen',
    deploy: 'Auf den Webserver kopieren',
    record: 'Protokollieren',
  },
  outcome: {
    pending: 'wartet',
    running: 'läuft',
    live: 'veröffentlicht',
    unchanged: 'keine Änderungen',
    failed: 'fehlgeschlagen',
    interrupted: 'abgebrochen',
    preview: 'Vorschau bereit',
  },
  interruptedRebuilt: 'abgebrochen, neu erstellt',
  trigger: {
    signature: 'vom Back-End angefordert',
    bearer: 'direkt angefordert, nicht vom Back-End',
    rollback: 'Zurücksetzen auf die vorige Version',
    restart: 'nach einem Neustart neu erstellt',
    promote: 'eine Vorschau veröffentlicht',
  },
  headline: {
    none: 'Von hier wurde noch nichts veröffentlicht.',
    first: 'Die Website wird zum ersten Mal veröffentlicht.',
    live: (when, changed, total) =>
      changed !== null
        ? `Veröffentlicht ${when}: ${changed === 0 ? 'keine Seite' : plural(changed, 'Seite', 'Seiten')} geändert.`
        : `Veröffentlicht ${when}${total === null ? '' : `: die Website hat ${plural(total, 'Seite', 'Seiten')}`}.`,
    rollback: (when) => `Zurückgesetzt ${when}: die vorige Version ist wieder live.`,
    unchanged: (when) =>
      `Geprüft ${when}: nichts hat sich geändert, die Website bleibt, wie sie war.`,
    failed: (when, what) => `Ihre letzte Veröffentlichung ist ${when} fehlgeschlagen: ${what}.`,
    rollbackFailed: (when, what) => `Das Zurücksetzen ist ${when} fehlgeschlagen: ${what}.`,
    interrupted: (when, what) => `Ihre letzte Veröffentlichung wurde ${when} abgebrochen: ${what}.`,
    kept: 'Die Live-Website bleibt, wie sie war.',
    rebuilding: 'Sie wird gerade neu erstellt.',
  },
  when: (date, time, today) => (today ? `um ${time}` : `am ${date} um ${time}`),
  now: {
    idle: 'Gerade wird nichts erstellt.',
    building: 'Gerade wird eine neue Version der Website erstellt.',
    previewing: 'Gerade wird eine Vorschau erstellt; die Live-Website bleibt, wie sie ist.',
    buildingAndWaiting:
      'Gerade wird eine neue Version der Website erstellt, und eine weitere wartet: Sie beginnt danach, mit den neuesten Inhalten.',
    waiting: 'Eine Erstellung wartet auf den Start.',
  },
  stepOf: (n, of) => `Schritt ${n} von ${of}`,
  pagesProgress: (done, total) =>
    total === null
      ? `${plural(done, 'Datei', 'Dateien')} erzeugt`
      : `${done} von ${total} Dateien erzeugt`,
  filesMade: (rendered, carried) =>
    `${plural(rendered, 'Datei', 'Dateien')} erzeugt${carried === 0 ? ' (die ganze Website)' : `, ${carried} unverändert aus der Live-Version übernommen`}`,
  declined: {
    requested: 'Eine vollständige Erstellung war nötig: Sie wurde angefordert.',
    'no-release':
      'Eine vollständige Erstellung war nötig: Es war noch keine Version der Website live, auf der sie aufbauen konnte.',
    'no-keys':
      'Eine vollständige Erstellung war nötig: Die Live-Version sagt nicht, welche Seiten sie enthält (sie wurde von einer älteren Version der Veröffentlichungssoftware erstellt).',
    'code-changed':
      'Eine vollständige Erstellung war nötig: Software oder Einstellungen der Website haben sich seit der Live-Version geändert.',
    'renderer-differs':
      'Eine vollständige Erstellung war nötig: Eine schnelle Prüfung fand eine Seite, die anders ausgefallen wäre, darum wurden alle Seiten neu erzeugt. Wenn das wieder vorkommt, sagen Sie es einem Entwickler.',
    'renderer-failed':
      'Eine vollständige Erstellung war nötig: Der schnelle Weg, Seiten zu erzeugen, ist fehlgeschlagen. Wenn das wieder vorkommt, sagen Sie es einem Entwickler.',
    'renderer-unknown':
      'Auf dem langsameren Weg erstellt: Der schnelle Weg, Seiten zu erzeugen, ist seit einem Update der Veröffentlichungssoftware nicht verfügbar. Ihre Seiten sind richtig; sagen Sie es einem Entwickler.',
  },
  declinedDetail: 'Warum nicht schneller',
  runningFor: (duration) => `Läuft seit ${duration}`,
  preparing: 'Die Seiten werden vorbereitet (das dauert am längsten) …',
  refreshes: 'Diese Seite aktualisiert sich alle paar Sekunden, bis die Erstellung fertig ist.',
  whatToDo: 'Was zu tun ist',
  technical: 'Technische Details',
  stepLabel: 'Schritt',
  rawCause: 'Meldung',
  address: 'Adresse',
  folder: 'Ordner',
  buildId: 'Build',
  live: 'Jetzt live',
  noLive: 'Noch ist keine Version der Website live.',
  version: 'Version',
  published: 'Veröffentlicht',
  content: 'Inhalts-Fingerabdruck',
  pageCount: (total, en, de) =>
    `${plural(total, 'Seite', 'Seiten')} (${en} englisch, ${de} deutsch)`,
  openSite: 'Live-Website öffnen',
  changedPages: 'Geänderte Seiten',
  andMore: (n) => `und ${n} weitere`,
  noReason: 'Zu dieser Anfrage wurde kein Grund angegeben.',
  english: 'Englisch',
  german: 'Deutsch',
  warnings: 'Zu prüfende Inhalte',
  warningsIntro:
    'Die Website ist mit diesen Einträgen wie beschrieben live. Korrigieren Sie sie im Back-End und veröffentlichen Sie erneut.',
  noWarnings: 'Nichts zu prüfen: Jeder Eintrag konnte so verwendet werden, wie er ist.',
  row: (id) => `Zeile ${id}`,
  wholeTable: 'Ganze Tabelle',
  builds: 'Letzte Erstellungen',
  noBuilds: 'Noch keine Erstellungen.',
  duration: 'Dauer',
  reason: 'Notiz',
  calls: ['Anfrage', 'Anfragen'],
  previews: {
    title: 'Vorschauen',
    intro:
      'Fassungen zum Prüfen, bevor sie live gehen. Nur wer den Link hat, kann sie öffnen, und Suchmaschinen lassen sie aus.',
    built: (when) => `Erstellt ${when}`,
    open: 'Diese Vorschau öffnen',
    changed: (n) => `${plural(n, 'Seite weicht', 'Seiten weichen')} von der Live-Website ab`,
    ready: 'Sie kann so, wie sie ist, veröffentlicht werden.',
    stale:
      'Sie kann nicht mehr veröffentlicht werden: Nach ihr ist eine andere Fassung live gegangen. Erstellen Sie eine neue Vorschau, um den Inhalt zu prüfen, wie er jetzt ist.',
  },
};

export const STATUS_TEXT: Readonly<Record<Locale, StatusText>> = { en, de };
