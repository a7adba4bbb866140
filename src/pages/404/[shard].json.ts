/** The not-found pages' redirect index in shards (redirectIndex.ts), one static JSON file each. */
import type { APIRoute } from 'astro';
import { loadSite } from '../../backend/loadSite.ts';
import { redirectIndex, redirectShards } from '../../content/redirectIndex.ts';

export async function getStaticPaths() {
  const { model } = await loadSite();
  return redirectShards(redirectIndex(model)).map((shard, n) => ({
    params: { shard: String(n) },
    props: { shard },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props['shard']), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
