/**
 * Accessible names for generic link and button texts (WCAG 2.4.4 link purpose and 2.5.3 label in
 * name). "Learn more" on the card of SharePoint Intranets is named "Learn more: SharePoint
 * Intranets": the visible text first, so speech users can say what they see, then what it leads to,
 * so a list of links still makes sense out of context. Texts from content and our own strings both
 * pass through here.
 */
import { withoutSoftHyphens } from './softHyphen.ts';

/**
 * Link and button texts that say nothing about where they lead, in English and German
 * (lowercase, as `genericKey` compares them). Lighthouse's own list for both languages is
 * included, so its "descriptive link text" check agrees.
 */
export const GENERIC_LINK_TEXTS: ReadonlySet<string> = new Set([
  // English
  'click here',
  'click this',
  'continue',
  'continue reading',
  'details',
  'discover more',
  'find out more',
  'go',
  'here',
  'information',
  'learn more',
  'link',
  'more',
  'more details',
  'more info',
  'more information',
  'open',
  'read',
  'read more',
  'right here',
  'see more',
  'show less',
  'show more',
  'start',
  'this',
  'view',
  'view more',
  // German
  'alle details',
  'das',
  'dies',
  'hier',
  'hier klicken',
  'klicke hier',
  'klicken sie hier',
  'mehr',
  'mehr anzeigen',
  'mehr dazu',
  'mehr erfahren',
  'mehr infos',
  'mehr informationen',
  'mehr lesen',
  'siehe',
  'weiter',
  'weiterlesen',
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
