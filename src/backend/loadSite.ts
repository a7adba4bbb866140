/**
 * The catalogue the routes render: the one the build provided (providedCatalogue), or, under
 * `astro dev`, one built from the last pull (CONTENT_SNAPSHOT or the default snapshot), computed
 * once and shared by every page (no page fetches content itself).
 */
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { siteConfig, type SiteConfig } from '../config/readConfig.ts';
import { buildSiteModel, type BuildSiteModelOptions } from '../content/buildSiteModel.ts';
import { pageCatalogue, type SiteCatalogue } from '../catalogue/pageCatalogue.ts';
import { providedCatalogue } from '../catalogue/providedCatalogue.ts';
import { DEFAULT_SNAPSHOT_PATH, readSnapshot } from './snapshot.ts';

/** What the model needs from the configuration: the same for the pages and the content reports. */
export function siteModelOptions(config: SiteConfig): BuildSiteModelOptions {
  return {
    siteOrigins: [config.siteUrl],
    imageOrigins: config.imageOrigins,
    siteFileExists: publicFileExists(),
  };
}

/**
 * Whether a site path names a file in `publicDir` (Astro's public/, copied to the site as is), for
 * the build-time check of site-relative images. A path that leaves the folder (`/../x`) names no
 * file. Answers are remembered: the same cover appears on many pages.
 */
export function publicFileExists(publicDir = resolve('public')): (path: string) => boolean {
  const root = resolve(publicDir);
  const known = new Map<string, boolean>();
  return (path) => {
    let found = known.get(path);
    if (found === undefined) {
      const file = resolve(root, `.${path}`);
      found =
        file.startsWith(root + sep) &&
        (statSync(file, { throwIfNoEntry: false })?.isFile() ?? false);
      known.set(path, found);
    }
    return found;
  };
}

let catalogue: Promise<SiteCatalogue> | undefined;

/** Every file of the site (pageCatalogue): the one a build provided, else the last pull's. */
export function loadCatalogue(): Promise<SiteCatalogue> {
  const provided = providedCatalogue();
  if (provided !== undefined) return Promise.resolve(provided);
  catalogue ??= (async () => {
    const path = process.env['CONTENT_SNAPSHOT'] ?? DEFAULT_SNAPSHOT_PATH;
    const snapshot = await readSnapshot(path).catch((error: unknown) => {
      // `npm run dev` reads the last pull; say how to make one.
      throw new Error(
        `${(error as Error).message}. Run \`npm run pull\` first, or set CONTENT_SNAPSHOT.`,
      );
    });
    return pageCatalogue(buildSiteModel(snapshot.tables, siteModelOptions(siteConfig())));
  })();
  return catalogue;
}
