/**
 * The page types the page-wide browser tests cover (tools/lib/pageTypes.ts, shared with
 * `npm run lighthouse`), over the content model of a site under test: the snapshot its build
 * pulled.
 */
import { readSnapshot } from '../../../src/backend/snapshot.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import type { SiteModel } from '../../../src/content/types.ts';
import { E2E } from './e2eEnv.ts';

export { LOCALES, PAGE_TYPES, type PageType } from '../../../tools/lib/pageTypes.ts';

const models = new Map<string, Promise<SiteModel>>();
/**
 * The content model of a site under test, from the snapshot its build pulled: the demo site's by
 * default, another's (E2E.second.snapshot) when given.
 */
export function siteModel(snapshot: string = E2E.snapshot): Promise<SiteModel> {
  let model = models.get(snapshot);
  if (!model) {
    model = readSnapshot(snapshot).then((read) => buildSiteModel(read.tables));
    models.set(snapshot, model);
  }
  return model;
}
