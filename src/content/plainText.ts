import { cellText } from './cellText.ts';
import { htmlToText } from './htmlToText.ts';

/**
 * A plain-text field (Title, Heading, ShortDescription, labels) as text. Back-end text columns
 * sometimes carry markup or entities (SharePoint wraps rich columns in `<div>`), which would read
 * as tags and could reach contexts escaped less carefully than the body (JSON-LD, island props):
 * text with `<` or `&` goes through htmlToText; other text is only trimmed (an address keeps its
 * line breaks).
 */
export function plainText(value: unknown): string {
  const text = cellText(value);
  return /[<&]/.test(text) ? htmlToText(text) : text.trim();
}
