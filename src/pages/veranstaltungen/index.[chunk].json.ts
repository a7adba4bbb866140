/** The card chunks of the event list's index in this locale (see listIndex.ts). */
import type { APIRoute } from 'astro';
import { listChunkPaths } from '../../components/views/staticPaths.ts';

export const getStaticPaths = () => listChunkPaths('de', 'event');

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props['chunk']), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
