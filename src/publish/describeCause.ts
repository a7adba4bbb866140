/**
 * Why a build did not publish, as an editor reads it, in English and German, worded from a cause
 * code (the raw cause is for the administrator's view, statusView.ts). A new cause is one entry.
 */
import type { Locale } from '../content/types.ts';
import type { BuildRecord } from './buildHistory.ts';

/** What a cause's words may name. */
interface CauseFacts {
  readonly table: string | null;
  readonly folder: string | null;
  /** The step it stopped at, already in the page's language. */
  readonly step: string;
}

interface CauseWording {
  /** What went wrong, to follow "failed at 14:02: " (lower case, no full stop). */
  readonly what: (facts: CauseFacts) => string;
  /** What the editor can do about it (a sentence). */
  readonly todo: (facts: CauseFacts) => string;
}

const ASK_ADMIN = {
  en: 'Publish again; if it fails again, tell the site’s administrator (the build under “Technical details” below helps them find the cause).',
  de: 'Veröffentlichen Sie erneut; schlägt es wieder fehl, sagen Sie der Administration der Website Bescheid (der Build unter „Technische Details“ unten hilft ihr, die Ursache zu finden).',
} as const;
const PUBLISH_AGAIN = { en: 'Publish again.', de: 'Veröffentlichen Sie erneut.' } as const;

/** A cause worded without facts: what went wrong in each language, and what to do (ASK_ADMIN). */
function fixed(
  en: string,
  de: string,
  todo: Readonly<Record<Locale, string>> = ASK_ADMIN,
): Record<Locale, CauseWording> {
  return {
    en: { what: () => en, todo: () => todo.en },
    de: { what: () => de, todo: () => todo.de },
  };
}

/** Every cause code the page words, in both languages. */
export const CAUSES: Readonly<Record<string, Record<Locale, CauseWording>>> = {
  'backend-unreachable': {
    en: {
      what: ({ table }) =>
        `the back end could not be reached${table === null ? '' : ` (while reading the table ${table})`}`,
      todo: () => 'Check that the back end is running and reachable, then publish again.',
    },
    de: {
      what: ({ table }) =>
        `das Back-End war nicht erreichbar${table === null ? '' : ` (beim Lesen der Tabelle ${table})`}`,
      todo: () =>
        'Prüfen Sie, ob das Back-End läuft und erreichbar ist, und veröffentlichen Sie erneut.',
    },
  },
  'table-unreadable': {
    en: {
      what: ({ table }) => `the table ${table ?? '?'} could not be read`,
      todo: ({ table }) => `Check the table ${table ?? ''} on the back end, then publish again.`,
    },
    de: {
      what: ({ table }) => `die Tabelle ${table ?? '?'} konnte nicht gelesen werden`,
      todo: ({ table }) =>
        `Prüfen Sie die Tabelle ${table ?? ''} im Back-End und veröffentlichen Sie erneut.`,
    },
  },
  'build-timeout': fixed(
    'building the pages took too long and was stopped',
    'das Erstellen der Seiten dauerte zu lange und wurde abgebrochen',
  ),
  'build-failed': fixed('the pages could not be built', 'die Seiten konnten nicht erstellt werden'),
  'pages-missing': fixed(
    'the new version lacks pages every site needs',
    'der neuen Version fehlen Seiten, die jede Website braucht',
  ),
  'too-few-pages': fixed(
    'the new version has fewer than half the pages of the live site, so it was held back',
    'die neue Version hat weniger als halb so viele Seiten wie die Live-Website und wurde zurückgehalten',
    {
      en: 'If you removed that much content on purpose, ask the site’s administrator to publish it anyway.',
      de: 'Wenn Sie so viele Inhalte absichtlich entfernt haben, bitten Sie die Administration, trotzdem zu veröffentlichen.',
    },
  ),
  'switch-failed': fixed(
    'the new version could not be made live',
    'die neue Version konnte nicht live geschaltet werden',
  ),
  'deploy-failed': fixed(
    'the new version could not be copied to the web server',
    'die neue Version konnte nicht auf den Webserver kopiert werden',
  ),
  'disk-full': {
    en: {
      what: ({ folder }) => `the disk is full${folder === null ? '' : ` (folder ${folder})`}`,
      todo: () => 'Ask the site’s administrator to free space on that disk, then publish again.',
    },
    de: {
      what: ({ folder }) =>
        `der Datenträger ist voll${folder === null ? '' : ` (Ordner ${folder})`}`,
      todo: () =>
        'Bitten Sie die Administration, auf diesem Datenträger Platz zu schaffen, und veröffentlichen Sie erneut.',
    },
  },
  stopped: fixed(
    'the publishing service was stopped or restarted during the build',
    'der Veröffentlichungsdienst wurde während des Erstellens beendet oder neu gestartet',
    PUBLISH_AGAIN,
  ),
  'stopped-before-start': fixed(
    'the publishing service was stopped before this build started',
    'der Veröffentlichungsdienst wurde beendet, bevor dieser Build begann',
    PUBLISH_AGAIN,
  ),
  unknown: {
    en: {
      what: ({ step }) => `something went wrong at the step “${step}”`,
      todo: () => ASK_ADMIN.en,
    },
    de: {
      what: ({ step }) => `beim Schritt „${step}“ ging etwas schief`,
      todo: () => ASK_ADMIN.de,
    },
  },
};

/** Network failures: the back end was not there, rather than a table it could not serve. */
const UNREACHABLE =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|timed? ?out/i;

/**
 * The cause code of a build that did not publish (else null): the recorded `causeCode`, else read
 * from its step and raw cause, so records written before codes existed are worded too.
 */
export function causeCode(record: BuildRecord): string | null {
  if (record.causeCode !== undefined) return record.causeCode;
  if (record.outcome === 'interrupted') {
    return record.startedAt === null ? 'stopped-before-start' : 'stopped';
  }
  if (record.outcome !== 'failed') return null;
  const cause = record.cause ?? '';
  if (/ENOSPC|no space left/i.test(cause)) return 'disk-full';
  switch (record.step) {
    case 'pull':
      return UNREACHABLE.test(cause) || record.table === undefined
        ? 'backend-unreachable'
        : 'table-unreadable';
    case 'build':
      if (/did not finish within/.test(cause)) return 'build-timeout';
      if (/service was stopped/.test(cause)) return 'stopped';
      return 'build-failed';
    case 'verify':
      return /fewer than half/.test(cause) ? 'too-few-pages' : 'pages-missing';
    case 'switch':
      return 'switch-failed';
    case 'deploy':
      return 'deploy-failed';
    default:
      return 'unknown';
  }
}

/** The cause of a build that did not publish, in `locale`: what went wrong and what to do. */
export function describeCause(
  record: BuildRecord,
  locale: Locale,
  stepText: string,
): { readonly what: string; readonly todo: string } | null {
  const code = causeCode(record);
  if (code === null) return null;
  const wording = (CAUSES[code] ?? CAUSES['unknown'])?.[locale];
  if (wording === undefined) return null;
  const facts = { table: record.table ?? null, folder: record.folder ?? null, step: stepText };
  return { what: wording.what(facts), todo: wording.todo(facts) };
}
