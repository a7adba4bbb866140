/** The news feed of each language (`/rss.xml`, `/de/rss.xml`), one per catalogue feed entry. */
import type { APIRoute } from 'astro';
import { loadCatalogue } from '../backend/loadSite.ts';
import type { FeedEntry } from '../catalogue/pageCatalogue.ts';
import { newsFeed } from '../seo/newsFeed.ts';

export async function getStaticPaths() {
  const { feeds } = await loadCatalogue();
  return feeds.map((entry) => ({
    params: { feed: entry.path.replace(/^\//, '').replace(/\.xml$/, '') },
    props: { entry },
  }));
}

export const GET: APIRoute = ({ props, site }) =>
  newsFeed((props as { entry: FeedEntry }).entry.source, site);
