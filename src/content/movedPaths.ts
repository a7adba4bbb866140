/**
 * URLs that survive title edits: each release records where every page is (by row id) and which
 * old paths moved where, and its `_redirects` sends each old path to where its page is now.
 */
import type { SiteModel } from './types.ts';

/** A page's identity (`{locale}:{kind}:{row id}`) → its canonical path. */
export type PathsById = Readonly<Record<string, string>>;

/** An old path → the canonical path its page has now. */
export type MovedPaths = Readonly<Record<string, string>>;

/** What a release records (`_paths.json`, beside `_redirects`): where pages are, what moved. */
export interface PathsRecord {
  readonly paths: PathsById;
  readonly moved: MovedPaths;
}

/** The release file the record is kept in (a host configuration file: never served). */
export const PATHS_FILE = '_paths.json';

export const EMPTY_PATHS: PathsRecord = { paths: {}, moved: {} };

/** Where each page of the model is: content pages, news and events, in both locales. */
export function sitePaths(model: SiteModel): PathsById {
  const paths: Record<string, string> = {};
  for (const site of [model.en, model.de]) {
    for (const page of site.pages) paths[`${site.locale}:page:${page.id}`] = page.path;
    for (const item of [...site.news, ...site.events]) {
      paths[`${site.locale}:${item.kind}:${item.id}`] = item.path;
    }
  }
  return paths;
}

/**
 * The old paths of this release, and where they lead now: a page whose path changed since the
 * release before leaves its old path behind, pointing at the new; old paths carried from before
 * follow their page (a chain collapses to one redirect); an old path whose page is gone, or that
 * a page has now, is dropped (the not-found fallback or the page answers it).
 */
export function movedPaths(before: PathsRecord, now: PathsById): MovedPaths {
  const current = new Set(Object.values(now));
  /** Where a path of the release before leads now: its page's path, or null if gone. */
  const pathBefore = new Map<string, string>();
  for (const [id, path] of Object.entries(before.paths)) {
    const moved = now[id];
    if (moved !== undefined) pathBefore.set(path, moved);
  }
  const moved: Record<string, string> = {};
  const add = (from: string, to: string | undefined) => {
    if (to !== undefined && from !== to && !current.has(from)) moved[from] = to;
  };
  for (const [from, to] of Object.entries(before.moved)) {
    // `to` was a page's path in the release before: it leads where that page is now, if anywhere
    // (not to whatever page has that path now).
    add(from, pathBefore.get(to));
  }
  for (const [from, to] of pathBefore) add(from, to);
  return moved;
}

/** A release's record from its file's text; anything unreadable counts as no record. */
export function parsePathsRecord(text: string): PathsRecord {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof PathsRecord, unknown>> | null;
    const strings = (v: unknown): Record<string, string> =>
      typeof v === 'object' && v !== null && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v).filter(
              (e): e is [string, string] => typeof e[1] === 'string' && e[1].startsWith('/'),
            ),
          )
        : {};
    return { paths: strings(value?.paths), moved: strings(value?.moved) };
  } catch {
    return EMPTY_PATHS;
  }
}
