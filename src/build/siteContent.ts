/**
 * What a build takes from its content (catalogue, keys, paths, warnings, report), built on its
 * thread or in a worker thread while Astro starts (siteContentInWorker).
 */
import { siteModelOptions } from '../backend/loadSite.ts';
import { pageCatalogue, type SiteCatalogue } from '../catalogue/pageCatalogue.ts';
import type { SiteConfig } from '../config/readConfig.ts';
import { buildSiteModel } from '../content/buildSiteModel.ts';
import { contentReport } from '../content/contentReport.ts';
import { sitePaths, type PathsById } from '../content/movedPaths.ts';
import type { ContentWarning, Tables } from '../content/types.ts';
import { catalogueKeys } from '../release/releaseKeys.ts';
import { threadAnswer } from '../node/startThread.ts';

export interface SiteContent {
  readonly catalogue: SiteCatalogue;
  /** Each file's key (releaseKeys.ts) for the code version it was keyed with. */
  readonly keys: Map<string, string>;
  readonly paths: PathsById;
  readonly warnings: readonly ContentWarning[];
  readonly report: string;
}

/** The content of `tables` but its keys, which need the code version. */
export function unkeyedContent(tables: Tables, config: SiteConfig): Omit<SiteContent, 'keys'> {
  const model = buildSiteModel(tables, siteModelOptions(config));
  return {
    catalogue: pageCatalogue(model),
    paths: sitePaths(model),
    warnings: model.warnings,
    report: contentReport(tables, model),
  };
}

/** `content` with its keys for code version `code`. */
export function keyed(content: Omit<SiteContent, 'keys'>, code: string): SiteContent {
  return { ...content, keys: catalogueKeys(content.catalogue, code) };
}

/** Content as copied between threads: each JSON file's value computed (functions cannot be). */
export type CopiedContent = Omit<SiteContent, 'catalogue'> & {
  readonly catalogue: Omit<SiteCatalogue, 'json'> & {
    readonly json: readonly { readonly path: string; readonly value: unknown }[];
  };
};

/** `content`, to be copied to another thread. */
export function copyable(content: SiteContent): CopiedContent {
  const { json, ...catalogue } = content.catalogue;
  return {
    ...content,
    catalogue: {
      ...catalogue,
      json: json.map((entry) => ({ path: entry.path, value: entry.json() })),
    },
  };
}

/** The content `copied` was made from (each JSON file's value now the input it is made from). */
export function fromCopy(copied: CopiedContent): SiteContent {
  const { json, ...catalogue } = copied.catalogue;
  return {
    ...copied,
    catalogue: {
      ...catalogue,
      json: json.map(({ path, value }) => ({ path, input: value, json: () => value })),
    },
  };
}

/** What the worker (siteContentWorker.ts) is started with. */
export interface SiteContentSetup {
  readonly tables: Tables;
  readonly config: SiteConfig;
}

/** The content built in a worker thread, keyed once `code` is known; rejects with its error. */

export async function siteContentInWorker(
  tables: Tables,
  config: SiteConfig,
  code: Promise<string>,
): Promise<SiteContent> {
  const setup: SiteContentSetup = { tables, config };
  const script = new URL('./siteContentWorker.ts', import.meta.url);
  const copied = threadAnswer<CopiedContent>(script, setup, "Building the site's content", code);
  return fromCopy(await copied);
}
