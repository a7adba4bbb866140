/**
 * How a build hands its catalogue to the routes Astro renders (issue 16 item 1: the model is built
 * once per build and reaches Astro without an environment-variable side channel). The build
 * (scripts/lib/buildSite.ts) builds the model and its catalogue, provides it here, then runs Astro
 * in the same process; the routes read it through loadCatalogue(). A symbol on `globalThis`,
 * because Astro's prerender bundle holds its own copy of this module: the process is what the
 * two copies share. Without a provided catalogue (`astro dev`), the routes load the last pull.
 */
import type { SiteCatalogue } from './pageCatalogue.ts';

const SLOT = Symbol.for('consulting-site.catalogue');

type Slot = { [SLOT]?: SiteCatalogue | undefined };

/** Makes `catalogue` the one the routes render (undefined: none, load the last pull). */
export function provideCatalogue(catalogue: SiteCatalogue | undefined): void {
  (globalThis as Slot)[SLOT] = catalogue;
}

/** The catalogue the running build provided, if any. */
export function providedCatalogue(): SiteCatalogue | undefined {
  return (globalThis as Slot)[SLOT];
}
