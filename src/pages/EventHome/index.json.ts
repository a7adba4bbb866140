/** The compact JSON index of the events list in this locale (see listIndex.ts). */
import { listIndexRoute } from '../../components/views/staticPaths.ts';

export const GET = listIndexRoute('en', 'event');
