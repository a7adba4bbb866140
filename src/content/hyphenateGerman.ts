/**
 * German hyphenation at build time: soft hyphens in long words at the German TeX patterns' break
 * points, so a browser without German dictionaries (Chromium on Linux, most Android WebViews)
 * breaks a long compound at a syllable. Text for machines stays unhyphenated (withoutSoftHyphens).
 */
import de from 'hyphen/de/index.js';
import { memoized } from './memoized.ts';
import { SOFT_HYPHEN, withoutSoftHyphens } from './softHyphen.ts';
import { insertSoftHyphens } from './sanitizeHtml.ts';
import type { SafeHtml } from './types.ts';

/**
 * A run of at least this many letters is a "long word" and gets soft hyphens. Shorter words fit a
 * line at the narrowest layout; hyphenating them would only break lines that need no breaking.
 */
export const HYPHENATE_MIN_LETTERS = 12;

/** A run of letters (with their combining marks): the unit the patterns hyphenate. */
const LETTER_RUN = /[\p{L}\p{M}]+/gu;
/** Whitespace-separated tokens and the whitespace between them. */
const TOKENS = /(\s+)/u;
/** A character reference in HTML text (`&amp;`, `&#173;`): never split or hyphenated. */
const CHARACTER_REFERENCE = /(&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);)/iu;

/**
 * Whether a whitespace-separated token is (or contains) an address a reader may copy: a URL
 * (`scheme://`, `www.`, `mailto:`), an e-mail address (anything with `@`), or a host name with a
 * path or a dot-separated name (`example.org/path`, `lindenfeld-consulting.example`). Soft hyphens
 * inside one would be copied along and break it.
 */
export function isAddressToken(token: string): boolean {
  return (
    token.includes('@') ||
    /[a-z][a-z\d+.-]*:\/\//iu.test(token) ||
    /(^|[^\p{L}\d])(www\.|mailto:|tel:)/iu.test(token) ||
    /[\p{L}\d-]\.[\p{L}\d-]+[./]/u.test(token) ||
    /[\p{L}\d-]+\.(?:[a-z]{2,}|[a-z]{2,}\.[a-z]{2,})(?:[/?#:]|$)/iu.test(
      token.replace(/[).,;:!?"'»«”“]+$/u, ''),
    )
  );
}

/** One long run of letters, hyphenated; anything but inserted soft hyphens is refused. */
function hyphenateRun(run: string): string {
  return [...run].length < HYPHENATE_MIN_LETTERS ? run : hyphenatedRun(run);
}

/** hyphenateRun's patterns, remembered: a site repeats its words, and patterns cost far more. */
const hyphenatedRun = memoized((run: string) => {
  const out = de.hyphenateSync(run, { minWordLength: HYPHENATE_MIN_LETTERS });
  // The library only inserts soft hyphens; should a version ever do more, the text wins.
  return withoutSoftHyphens(out) === run ? out : run;
});

const hyphenateLetters = (text: string) => text.replace(LETTER_RUN, hyphenateRun);

/** Each whitespace-separated token through `hyphenate`, but an address or a hyphenated word. */
function eachToken(text: string, hyphenate: (token: string) => string): string {
  const keep = (token: string) => token.includes(SOFT_HYPHEN) || isAddressToken(token);
  return text
    .split(TOKENS)
    .map((token, i) => (i % 2 === 1 || keep(token) ? token : hyphenate(token)))
    .join('');
}

/**
 * German text with soft hyphens at the pattern's break points in every word of at least
 * HYPHENATE_MIN_LETTERS letters. Never inside a URL or e-mail address; a word that already carries
 * a soft hyphen (the editor's choice) is left as written. Removing U+00AD from the result gives the
 * input back (when it had none), and applying it twice changes nothing. Remembered per text (a
 * title is shown on its page, card and lists).
 */
export const hyphenateGerman = memoized((text: string) => eachToken(text, hyphenateLetters));

/**
 * Sanitised HTML with hyphenateGerman applied to its text: never to tags or attribute values, nor
 * inside code or pre (insertSoftHyphens, beside the sanitiser whose output guarantees it reads),
 * nor to character references. The markup is kept byte for byte; only soft hyphens are added.
 */
export function hyphenateGermanHtml(html: SafeHtml): SafeHtml {
  // An address stays whole with its `&amp;` inside; character references stay out of letter runs.
  return insertSoftHyphens(html, (text) =>
    eachToken(text, (token) =>
      /&(#173|#xad|shy);/iu.test(token)
        ? token
        : token
            .split(CHARACTER_REFERENCE)
            .map((piece, j) => (j % 2 === 1 ? piece : hyphenateLetters(piece)))
            .join(''),
    ),
  );
}
