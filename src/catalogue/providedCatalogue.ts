/**
 * How a build hands its catalogue to the routes Astro renders (the model is built once per build
 * and reaches Astro without an environment-variable side channel). The build
 * (src/build/buildSite.ts) builds the model and its catalogue, provides it here (or the promise of
 * it, while a worker thread builds it), then runs Astro in the same process; the routes read it
 * through loadCatalogue(). A symbol on `globalThis`, because Astro's prerender bundle holds its own
 * copy of this module: the process is what the two copies share. Without a provided catalogue
 * (`astro dev`), the routes load the last pull.
 */
import type { SiteCatalogue } from './pageCatalogue.ts';

const SLOT = Symbol.for('consulting-site.catalogue');

/** A catalogue, or one still being built (in a worker thread: src/build/siteContent.ts). */
export type ProvidedCatalogue = SiteCatalogue | Promise<SiteCatalogue>;

type Slot = { [SLOT]?: ProvidedCatalogue | undefined };

/** Makes `catalogue` the one the routes render (undefined: none, load the last pull). */
export function provideCatalogue(catalogue: ProvidedCatalogue | undefined): void {
  (globalThis as Slot)[SLOT] = catalogue;
}

/** The catalogue the running build provided, if any. */
export function providedCatalogue(): ProvidedCatalogue | undefined {
  return (globalThis as Slot)[SLOT];
}
