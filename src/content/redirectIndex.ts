/**
 * The not-found pages' redirect index: every URL shape the spec produces maps to its canonical
 * path, by `{title keys of the leading segments}/{titleKey}`, split into static JSON shards by a
 * hash of the key so the not-found page fetches only the one a path needs.
 */
import { itemPath, routePath } from '../i18n/routes.ts';
import { DATED_KINDS } from './datedKinds.ts';
import { linkedItemSlugs } from './itemPages.ts';
import { titleKey } from './titleKey.ts';
import type { Locale, SiteModel } from './types.ts';
import { fnv1a } from './fnv1a.ts';

/** Canonical path by lookup key (redirectKey). */
export type RedirectIndex = ReadonlyMap<string, string>;
/** One shard of the index, as the not-found page fetches it: an object of key → path. */
export type RedirectShard = Readonly<Record<string, string>>;

/** Keys per shard the shard count aims at (about 20–30 KB of JSON, 4–8 KB gzip). */
export const KEYS_PER_SHARD = 400;
/** Most shards, whatever the size of the site. */
export const MAX_SHARDS = 4096;

/** The lookup key of a requested path's segments (already decoded), or null for the root. */
export function redirectKey(segments: readonly string[]): string | null {
  const parts = segments.filter((s) => s !== '');
  const last = parts.pop();
  if (last === undefined) return null;
  return `${parts.map(titleKey).join('/')}/${titleKey(last)}`;
}

const built = new WeakMap<SiteModel, RedirectIndex>();

/**
 * Builds the index for both locales of the model. An item's /ContentPage/ title URL leads to its
 * ContentPage when one is built (linkedItemSlugs), else to the news or event detail page of the
 * same row; an item with neither has no key. /SmartPage/ needs no keys: the host redirects it
 * to /ContentPage/ first.
 */
export function redirectIndex(model: SiteModel): RedirectIndex {
  // Both not-found pages and the shard route ask for it: built once per model.
  const known = built.get(model);
  if (known !== undefined) return known;
  const index = new Map<string, string>();
  const set = (key: string | null, path: string) => {
    // First wins: a page keeps its key even if an item of the same title comes later.
    if (key !== null && !index.has(key)) index.set(key, path);
  };
  const add = (segments: string[], path: string) => set(redirectKey(segments), path);
  // A title in a folder: the key redirectKey gives [...folder, title], without building the
  // array for each of tens of thousands of items (an empty title is the folder's own key).
  const folderOf = (segments: string[]) => ({
    segments,
    key: segments
      .filter((s) => s !== '')
      .map(titleKey)
      .join('/'),
  });
  const addIn = (folder: { segments: string[]; key: string }, title: string, path: string) => {
    if (title === '') add([...folder.segments, title], path);
    else set(`${folder.key}/${titleKey(title)}`, path);
  };
  const linked = linkedItemSlugs(model);
  for (const locale of ['en', 'de'] as const satisfies Locale[]) {
    const site = model[locale];
    const prefix = locale === 'de' ? ['de'] : [];
    for (const family of ['news', 'events', 'contact', 'privacy'] as const) {
      const path = routePath(family, locale);
      add(path.split('/'), path);
    }
    if (locale === 'en') add(['home'], '/');
    const root = folderOf(prefix);
    for (const page of site.pages) addIn(root, page.title, page.path);
    for (const page of site.pages) addIn(root, page.slug, page.path);
    const dated = new Map<string, string>();
    const folders = new Map<string, { segments: string[]; key: string }>();
    for (const item of [...site.news, ...site.events]) {
      const base = item.path.slice(0, item.path.lastIndexOf('/'));
      let folder = folders.get(base);
      if (folder === undefined) folders.set(base, (folder = folderOf(base.split('/'))));
      addIn(folder, item.title, item.path);
      addIn(folder, item.slug, item.path);
      dated.set(`${DATED_KINDS[item.kind].table}#${item.id}`, item.path);
    }
    const items = folderOf([...prefix, 'ContentPage']);
    for (const item of site.items) {
      const path = linked.has(item.slug)
        ? itemPath(locale, item.slug)
        : dated.get(`${item.table}#${item.id}`);
      if (path === undefined) continue;
      addIn(items, item.title, path);
      addIn(items, item.slug, path);
    }
  }
  built.set(model, index);
  return index;
}

/** How many shards an index of `keys` keys is split into: a power of two, 1 … MAX_SHARDS. */
export function shardCount(keys: number): number {
  let count = 1;
  while (count < MAX_SHARDS && keys / count > KEYS_PER_SHARD) count *= 2;
  return count;
}

/**
 * The shard holding `key` (FNV-1a over the key's UTF-16 code units, modulo `count`): the same
 * function in the build and in the not-found page's script.
 */
export function shardOf(key: string, count: number): number {
  return fnv1a(key) % count;
}

/** The index split into `shardCount` shards; shard n is served at notFoundShardPath(n). */
export function redirectShards(index: RedirectIndex): RedirectShard[] {
  const shards: Record<string, string>[] = Array.from(
    { length: shardCount(index.size) },
    () => ({}),
  );
  for (const [key, path] of index) {
    const shard = shards[shardOf(key, shards.length)];
    if (shard !== undefined) shard[key] = path;
  }
  return shards;
}

/**
 * Title keys of pages that have a fixed route of their own (home at /, the privacy page at
 * /privacy-policy and /datenschutz), so the catch-all page route does not render them twice.
 */
export const FIXED_PAGE_KEYS: ReadonlySet<string> = new Set([
  'home',
  'privacypolicy',
  'datenschutz',
]);
