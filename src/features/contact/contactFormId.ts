/**
 * Element ids for contact forms: 'contact' for a page's first form, 'contact-2' … for more, so
 * labels stay tied to their own fields and the HTML is the same from build to build.
 */

/**
 * Forms counted per render of a page, keyed by its `Astro.locals` (a new object for each
 * request): the rebuild service keeps its renderer between builds and `astro dev` serves a page
 * many times from one process, and each render must give the ids a full build gives. Counted
 * per path, a page rendered again got 'contact-2', and the kept renderer's check of that page
 * against the live release failed (a full build instead, a minute at 40,000 pages).
 */
const formsInRender = new WeakMap<object, number>();

/** The id prefix of the next contact form in one render of a page (`render`: its Astro.locals). */
export function contactFormId(render: object): string {
  const n = (formsInRender.get(render) ?? 0) + 1;
  formsInRender.set(render, n);
  return n === 1 ? 'contact' : `contact-${n}`;
}
