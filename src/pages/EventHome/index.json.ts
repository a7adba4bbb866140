/** The compact JSON index of the events list in this locale, fetched by the list island (see listIndex.ts). */
import type { APIRoute } from 'astro';
import { loadSite } from '../../backend/loadSite.ts';
import { buildListIndex } from '../../features/lists/listIndex.ts';

export const GET: APIRoute = async () => {
  const { model } = await loadSite();
  return new Response(JSON.stringify(buildListIndex('event', model.en.events)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
