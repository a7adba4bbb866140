/** The card chunks of the events list's index in this locale (see listIndex.ts). */
import { jsonFromProps, listChunkPaths } from '../../components/views/staticPaths.ts';

export const getStaticPaths = () => listChunkPaths('en', 'event');
export const GET = jsonFromProps;
