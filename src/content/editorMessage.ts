import type { ContentWarning, Locale } from './types.ts';

/**
 * One warning as one sentence for the editor who fixes it: `{Table} row {id}: {Column} {what
 * happened}` ("Announcements row 17: PublishingDate 'soon' is not a date; shown as Invalid Date").
 */
export function editorMessage(warning: ContentWarning): string {
  const where = warning.rowId === null ? warning.table : `${warning.table} row ${warning.rowId}`;
  // Values read better in single quotes inside a sentence than JSON-style double quotes.
  const text = warning.message.replace(/"([^"\n]*)"/g, "'$1'");
  return `${where}: ${withColumn(text, warning.column)}`;
}

function withColumn(text: string, column: string | undefined): string {
  if (column === undefined || mentions(text, column)) return capitalise(text);
  // A message that starts with the value describes the column's value: "PublishingDate 'soon' …".
  if (text.startsWith("'")) return `${column} ${text}`;
  return `${column}: ${text}`;
}

function mentions(text: string, word: string): boolean {
  return new RegExp(
    `(^|[^A-Za-z0-9_])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`,
  ).test(text);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A warning's sentence parts for one language: what is wrong, told without technical terms. */
type WarningWording = (facts: WarningFacts) => string;

/** What a sentence may quote: the first and last value the warning's message quotes, or ''. */
interface WarningFacts {
  readonly value: string;
  readonly last: string;
  readonly message: string;
}

/**
 * Each warning code as an editor's sentence in English and German, with no technical words such as
 * IMAGE_ORIGINS or parser messages (editors are not developers); the original English message stays
 * available as detail.
 */
const WORDING: Readonly<Record<ContentWarning['code'], Record<Locale, WarningWording>>> = {
  'invalid-json': {
    en: () => 'the list or settings in this field cannot be read; the field is treated as empty.',
    de: () =>
      'Die Liste oder Einstellungen in diesem Feld sind nicht lesbar; das Feld gilt als leer.',
  },
  'missing-reference': {
    en: () => 'refers to an entry that does not exist; that reference is left out.',
    de: () => 'Verweist auf einen Eintrag, den es nicht gibt; der Verweis wird weggelassen.',
  },
  'invalid-date': {
    en: ({ value }) =>
      `${value === '' ? 'the date is missing' : `${quote(value, 'en')} is not a date`}; the site shows “Invalid Date” instead.`,
    de: ({ value }) =>
      `${value === '' ? 'Das Datum fehlt' : `${quote(value, 'de')} ist kein Datum`}; die Website zeigt stattdessen „Invalid Date“.`,
  },
  'duplicate-slug': {
    en: ({ last }) =>
      `another entry already has this address; this one is published at ${quote(last, 'en')}.`,
    de: ({ last }) =>
      `Ein anderer Eintrag hat schon diese Adresse; dieser erscheint unter ${quote(last, 'de')}.`,
  },
  'duplicate-id': {
    en: () => 'the same id is used more than once; it is shown only once.',
    de: () => 'Dieselbe Id kommt mehrfach vor; sie wird nur einmal gezeigt.',
  },
  'empty-title': {
    en: ({ message }) =>
      /published as/.test(message)
        ? 'the title gives no web address; the entry is published at a generic address.'
        : 'the title is empty; the entry is not shown.',
    de: ({ message }) =>
      /published as/.test(message)
        ? 'Aus dem Titel ergibt sich keine Webadresse; der Eintrag erscheint unter einer allgemeinen Adresse.'
        : 'Der Titel ist leer; der Eintrag wird nicht angezeigt.',
  },
  'unsafe-html': {
    en: ({ message, value }) => {
      if (/^image without an address/.test(message))
        return 'an image has no address; it is left out.';
      if (/^image address/.test(message))
        return 'an image comes from an address the site does not allow; it is not shown.';
      if (/link/.test(message))
        return `the link ${quote(value, 'en')} is not a web address the site allows; it is not linked.`;
      return 'contains code the site does not allow (for example a script); it was removed.';
    },
    de: ({ message, value }) => {
      if (/^image without an address/.test(message))
        return 'Ein Bild hat keine Adresse; es wird weggelassen.';
      if (/^image address/.test(message))
        return 'Ein Bild stammt von einer Adresse, die die Website nicht erlaubt; es wird nicht angezeigt.';
      if (/link/.test(message))
        return `Der Link ${quote(value, 'de')} ist keine erlaubte Webadresse; er wird nicht verlinkt.`;
      return 'Enthält Code, den die Website nicht erlaubt (etwa ein Skript); er wurde entfernt.';
    },
  },
  'missing-alt': {
    en: () => 'an image has no alternative text for people who cannot see it.',
    de: () => 'Ein Bild hat keinen Alternativtext für Menschen, die es nicht sehen können.',
  },
  'missing-image': {
    en: ({ value, message }) =>
      `the image ${quote(value, 'en')} is not among the site's files; ${
        /default image/.test(message) ? 'the default image is shown instead.' : 'it is left out.'
      }`,
    de: ({ value, message }) =>
      `Das Bild ${quote(value, 'de')} gibt es unter den Dateien der Website nicht; ${
        /default image/.test(message)
          ? 'stattdessen wird das Standardbild gezeigt.'
          : 'es wird weggelassen.'
      }`,
  },
  'missing-size': {
    en: () => 'an image has no width and height; it is shown in a 16:10 box until it loads.',
    de: () =>
      'Ein Bild hat keine Breite und Höhe; es steht in einem 16:10-Rahmen, bis es geladen ist.',
  },
  'unknown-template': {
    en: ({ value }) => `${quote(value, 'en')} is not a layout the site knows; it is ignored.`,
    de: ({ value }) =>
      `${quote(value, 'de')} ist kein Layout, das die Website kennt; es wird ignoriert.`,
  },
  'unknown-value': {
    en: ({ value }) => `${quote(value, 'en')} is not a value the site knows; it is ignored.`,
    de: ({ value }) =>
      `${quote(value, 'de')} ist kein Wert, den die Website kennt; er wird ignoriert.`,
  },
  'broken-link': {
    en: ({ value }) => `the link ${quote(value, 'en')} leads to no page of the site.`,
    de: ({ value }) => `Der Link ${quote(value, 'de')} führt zu keiner Seite der Website.`,
  },
  'missing-home': {
    en: () => 'no page is titled Home, so the site has no home page.',
    de: () => 'Keine Seite heißt Home, daher hat die Website keine Startseite.',
  },
  'generic-link-text': {
    en: ({ value }) =>
      `the link text ${quote(value, 'en')} does not say where the link leads, which search engines and screen-reader users need; name the page it opens.`,
    de: ({ value }) =>
      `Der Linktext ${quote(value, 'de')} sagt nicht, wohin der Link führt, was Suchmaschinen und Menschen mit Screenreader brauchen; nennen Sie die Seite, die er öffnet.`,
  },
};

/**
 * One warning as an editor's sentence in `locale`, from its code, without the table and row (the
 * status page groups by those): `{Column}: {what is wrong; what the site does}`.
 */
export function warningSentence(warning: ContentWarning, locale: Locale): string {
  const values = [...warning.message.matchAll(/"([^"\n]*)"/g)].map((m) => m[1] ?? '');
  const text = WORDING[warning.code][locale]({
    value: values[0] ?? '',
    last: values.at(-1) ?? '',
    message: warning.message,
  });
  if (warning.column === undefined) return capitalise(text);
  // German nouns and sentence starts are capitalised already; English needs no capital after ':'.
  return `${warning.column}: ${text}`;
}

/** A quoted value in the language's quotation marks, shortened to stay readable on a phone. */
function quote(value: string, locale: Locale): string {
  const short = value.length > 60 ? `${value.slice(0, 57)}…` : value;
  return locale === 'de' ? `„${short}“` : `‘${short}’`;
}
