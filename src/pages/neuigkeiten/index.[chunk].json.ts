/** The card chunks of the news list's index in this locale (see listIndex.ts). */
import { jsonFromProps, listChunkPaths } from '../../components/views/staticPaths.ts';

export const getStaticPaths = () => listChunkPaths('de', 'news');
export const GET = jsonFromProps;
