import type { APIRoute } from 'astro';
import { newsFeed } from '../../seo/newsFeed.ts';

/** German news feed. */
export const GET: APIRoute = (context) => newsFeed('de', context.site);
