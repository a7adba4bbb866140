/**
 * Every JSON file of the site, one per catalogue entry: each list's search index and card chunks,
 * the not-found redirect index's shards. A file's value is computed when it is written.
 */
import type { APIRoute } from 'astro';
import { loadCatalogue } from '../backend/loadSite.ts';
import type { JsonEntry } from '../catalogue/pageCatalogue.ts';

export async function getStaticPaths() {
  const { json } = await loadCatalogue();
  return json.map((entry) => ({
    params: { file: entry.path.replace(/^\//, '').replace(/\.json$/, '') },
    props: { entry },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as { entry: JsonEntry }).entry.json()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
