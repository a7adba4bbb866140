/**
 * How a build (src/build/buildSite.ts) hands its catalogue, or the promise of it, to the routes
 * Astro renders in the same process (loadCatalogue()). A symbol on `globalThis`, because Astro's
 * prerender bundle holds its own copy of this module: the process is what the two copies share.
 * Without a provided catalogue (`astro dev`), the routes load the last pull.
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
