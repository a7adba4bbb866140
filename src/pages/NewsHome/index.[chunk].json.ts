/** The card chunks of the news list's index in this locale (see listIndex.ts). */
import { jsonFromProps, listChunkPaths } from '../../components/views/staticPaths.ts';

export const getStaticPaths = () => listChunkPaths('en', 'news');
export const GET = jsonFromProps;
