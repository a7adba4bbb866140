/**
 * Forms counted per render of a page, keyed by its `Astro.locals`: a kept renderer renders a page
 * again, and each render must give the ids a full build gives.
 */
const formsInRender = new WeakMap<object, number>();

/** 'contact' for a page's first form, 'contact-2' … for more (`render`: its Astro.locals). */
export function contactFormId(render: object): string {
  const n = (formsInRender.get(render) ?? 0) + 1;
  formsInRender.set(render, n);
  return n === 1 ? 'contact' : `contact-${n}`;
}
