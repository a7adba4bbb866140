/**
 * getStaticPaths for every route family, one function each, so the route files (one per locale
 * and alias, as the URL table of DESIGN.md needs) are a line of wiring each.
 */
import type { APIRoute } from 'astro';
import { loadSite } from '../../backend/loadSite.ts';
import { linkedItemSlugs } from '../../content/itemPages.ts';
import { FIXED_PAGE_KEYS } from '../../content/redirectIndex.ts';
import type { Locale } from '../../content/types.ts';
import {
  buildIndexChunks,
  buildListIndex,
  listPageParams,
} from '../../features/lists/listIndex.ts';

/** Content pages at /{slug} (/de/{slug}), except those with a fixed route (home, privacy). */
export async function pagePaths(locale: Locale) {
  const { model } = await loadSite();
  return model[locale].pages
    .filter((page) => !FIXED_PAGE_KEYS.has(page.key))
    .map((page) => ({ params: { slug: page.slug }, props: { page } }));
}

/** News or event detail pages. */
export async function datedItemPaths(locale: Locale, kind: 'news' | 'event') {
  const { model } = await loadSite();
  const items = kind === 'news' ? model[locale].news : model[locale].events;
  return items.map((item) => ({ params: { slug: item.slug }, props: { item } }));
}

/**
 * Items some link targets, at /ContentPage/{slug} (issue 16 item 2: only the pages something
 * needs; /SmartPage/* is the host's redirect to these).
 */
export async function itemPaths(locale: Locale) {
  const { model } = await loadSite();
  const linked = linkedItemSlugs(model);
  return model[locale].items
    .filter((item) => linked.has(item.slug))
    .map((item) => ({ params: { slug: item.slug }, props: { item } }));
}

/** Static list pages 2…n of the news or events list. */
export async function listPagePaths(locale: Locale, kind: 'news' | 'event') {
  const { model } = await loadSite();
  return listPageParams((kind === 'news' ? model[locale].news : model[locale].events).length);
}

/** The card chunks of the news or events list's index (listIndex.ts), one JSON file each. */
export async function listChunkPaths(locale: Locale, kind: 'news' | 'event') {
  const { model } = await loadSite();
  return buildIndexChunks(kind === 'news' ? model[locale].news : model[locale].events).map(
    (chunk, n) => ({ params: { chunk: String(n) }, props: { json: chunk } }),
  );
}

/** The answer of a static JSON file: list indexes, their card chunks, not-found shards. */
export function jsonResponse(value: unknown): Response {
  return new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The GET of a JSON route whose static paths carry the file's value as the prop `json`. */
export const jsonFromProps: APIRoute = ({ props }) => jsonResponse(props['json']);

/** The GET of a list's compact index (listIndex.ts), fetched by the list island. */
export function listIndexRoute(locale: Locale, kind: 'news' | 'event'): APIRoute {
  return async () => {
    const { model } = await loadSite();
    const items = kind === 'news' ? model[locale].news : model[locale].events;
    return jsonResponse(buildListIndex(kind, items));
  };
}
