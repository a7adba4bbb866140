/** The not-found pages' redirect index in shards (redirectIndex.ts), one static JSON file each. */
import { loadSite } from '../../backend/loadSite.ts';
import { redirectIndex, redirectShards } from '../../content/redirectIndex.ts';
import { jsonFromProps } from '../../components/views/staticPaths.ts';

export async function getStaticPaths() {
  const { model } = await loadSite();
  return redirectShards(redirectIndex(model)).map((shard, n) => ({
    params: { shard: String(n) },
    props: { json: shard },
  }));
}

export const GET = jsonFromProps;
