/**
 * Accessible names for generic link and button texts (WCAG 2.4.4 link purpose and 2.5.3 label in
 * name). "Learn more" on the card of SharePoint Intranets is named "Learn more: SharePoint
 * Intranets": the visible text first, so speech users can say what they see, then what it leads to,
 * so a list of links still makes sense out of context. Texts from content and our own strings both
 * pass through here.
 */
import { withoutSoftHyphens } from './softHyphen.ts';
import type { Locale } from './types.ts';

/**
 * Per language, the link texts Lighthouse's SEO audit "link-text" counts as generic (lower case):
 * the menu and footer warn about these (genericLinkText.ts).
 */
export const LIGHTHOUSE_GENERIC_TEXTS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set([
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
  ]),
  de: new Set([
    'klicke hier',
    'hier klicken',
    'hier',
    'mehr',
    'siehe',
    'dies',
    'das',
    'weiterlesen',
  ]),
};

/**
 * Link and button texts that say nothing about where they lead, in English and German
 * (lowercase, as `genericKey` compares them): Lighthouse's lists for both languages and more.
 */
export const GENERIC_LINK_TEXTS: ReadonlySet<string> = new Set([
  ...LIGHTHOUSE_GENERIC_TEXTS.en,
  ...LIGHTHOUSE_GENERIC_TEXTS.de,
  'continue',
  'continue reading',
  'details',
  'discover more',
  'find out more',
  'link',
  'more details',
  'open',
  'read',
  'show less',
  'show more',
  'view',
  'view more',
  'alle details',
  'klicken sie hier',
  'mehr anzeigen',
  'mehr dazu',
  'mehr erfahren',
  'mehr infos',
  'mehr informationen',
  'mehr lesen',
  'weiter',
  'weiter lesen',
  'weniger anzeigen',
  'zum artikel',
]);

/** Separator between the visible text and what the control leads to. */
export const NAME_SEPARATOR = ': ';

/** The text as accessible-name computation reads it: whitespace collapsed, ends trimmed. */
export function visibleText(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Lowercase, without decoration around the words ("Read more …", "» Mehr erfahren"). */
function genericKey(text: string): string {
  return visibleText(text)
    .toLowerCase()
    .replace(/^[\s.…:!?»›>→\-–—]+|[\s.…:!?»›>→\-–—]+$/gu, '');
}

/** Whether a link or button text says nothing about where it leads ("Learn more", "Mehr"). */
export function isGenericLinkText(text: string): boolean {
  return GENERIC_LINK_TEXTS.has(genericKey(text));
}

/**
 * What follows a control's visible text in its accessible name: `: {subject}` when the text is
 * generic and there is a subject it does not already name, otherwise nothing. Components render
 * it visually hidden right after the visible text, so the name always starts with what is seen.
 */
export function accessibleNameSuffix(visible: string, subject: string): string {
  const text = visibleText(visible);
  // A German subject (a card title) carries soft hyphens for line breaking; the hidden name never
  // breaks a line and is read out, so it gets the whole words.
  const about = visibleText(withoutSoftHyphens(subject));
  if (!about || !isGenericLinkText(text)) return '';
  if (text.toLowerCase().includes(about.toLowerCase())) return '';
  return `${NAME_SEPARATOR}${about}`;
}

/** The whole accessible name of a control showing `visible` and leading to `subject`. */
export function accessibleName(visible: string, subject: string): string {
  return `${visibleText(visible)}${accessibleNameSuffix(visible, subject)}`;
}
