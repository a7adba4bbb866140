/**
 * On the not-found pages: the path, normalised by the spec's title-matching rule, is looked up in
 * the one redirect-index shard that can hold it, so /About Us reaches its page on a static host.
 */
import { decodeTitleSegment } from '../../content/decodeTitleSegment.ts';
import { redirectKey, shardOf } from '../../content/redirectIndex.ts';
import { notFoundShardPath } from '../../i18n/routes.ts';
import { fetchJson } from '../../features/shared/fetchJson.ts';

const shards = Number(
  document.querySelector<HTMLElement>('[data-not-found]')?.dataset['indexShards'],
);
const segments = window.location.pathname.split('/').map((segment) => {
  const { title, warning } = decodeTitleSegment(segment.replace(/\+/g, ' '));
  if (warning) console.warn(warning);
  return title;
});
const key = redirectKey(segments);
if (key !== null && Number.isInteger(shards) && shards > 0) {
  const shard = notFoundShardPath(shardOf(key, shards));
  fetchJson<Record<string, string>>(shard)
    .then((index) => {
      const target = index[key];
      if (target && target !== window.location.pathname) {
        window.location.replace(target + window.location.search + window.location.hash);
      }
    })
    .catch((error: unknown) => {
      console.error(`Could not load the redirect index ${shard}:`, error);
    });
}
