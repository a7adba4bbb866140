import type { APIRoute } from 'astro';
import { newsFeed } from '../seo/newsFeed.ts';

/** English news feed. */
export const GET: APIRoute = (context) => newsFeed('en', context.site);
