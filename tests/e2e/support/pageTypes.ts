/**
 * The page types the page-wide browser tests cover (scripts/lib/pageTypes.ts, shared with
 * `npm run lighthouse`), over the content model of the site under test: the snapshot its build
 * pulled.
 */
import { readSnapshot } from '../../../src/backend/snapshot.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import type { SiteModel } from '../../../src/content/types.ts';
import { E2E } from './e2eEnv.ts';

export { LOCALES, PAGE_TYPES, type PageType } from '../../../scripts/lib/pageTypes.ts';

let modelCache: Promise<SiteModel> | undefined;
/** The content model of the site under test, from the snapshot its build pulled. */
export const siteModel = () =>
  (modelCache ??= readSnapshot(E2E.snapshot).then((snapshot) => buildSiteModel(snapshot.tables)));
