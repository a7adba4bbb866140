import { cellText } from './cellText.ts';
import { htmlToText } from './htmlToText.ts';

/**
 * A plain-text field (Title, Heading, SubHeading, ShortDescription, Designation, labels) as text.
 * Back-end text columns sometimes carry markup or entities (SharePoint wraps rich columns in
 * `<div>`, escapes `&` as `&amp;`); shown raw, that would read as tags, and markup in a title could
 * end up in a context that is not escaped as carefully as the page body (a JSON-LD block, an
 * island's props). So text containing `<` or `&` goes through htmlToText (tags out, entities
 * decoded, whitespace collapsed); other text is kept as written, only trimmed (an address keeps
 * its line breaks).
 */
export function plainText(value: unknown): string {
  const text = cellText(value);
  return /[<&]/.test(text) ? htmlToText(text) : text.trim();
}
