/**
 * Element ids for contact forms: 'contact' for a page's first form, 'contact-2' … for more, so
 * labels stay tied to their own fields and the HTML is the same from build to build.
 */
const formsOnPage = new Map<string, number>();

/** The id prefix of the next contact form rendered on the page at `pathname`. */
export function contactFormId(pathname: string): string {
  const n = (formsOnPage.get(pathname) ?? 0) + 1;
  formsOnPage.set(pathname, n);
  return n === 1 ? 'contact' : `contact-${n}`;
}
