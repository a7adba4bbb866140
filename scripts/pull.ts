/**
 * `npm run pull`: fetch every table, write the snapshot, print the content report.
 * Exits non-zero, naming table, URL and cause, when any table cannot be had. With no BACKEND_URL
 * (nor SITE_URL) it pulls from the demo back end, started here for the pull.
 */
import { siteModelOptions } from '../src/backend/loadSite.ts';
import { DEFAULT_SNAPSHOT_PATH, writeSnapshot } from '../src/backend/snapshot.ts';
import { readConfig } from '../src/config/readConfig.ts';
import { buildSiteModel } from '../src/content/buildSiteModel.ts';
import { contentReport } from '../src/content/contentReport.ts';
import { pullConfigured } from '../src/backend/pullConfigured.ts';
import { runMain } from '../src/node/runMain.ts';
import { demoBackendFor } from '../demo/demoBackendFor.ts';

runMain(async () => {
  const config = readConfig(process.env);
  const out = process.env['SNAPSHOT_OUT'] ?? DEFAULT_SNAPSHOT_PATH;
  const demo = await demoBackendFor(config);
  const { snapshot, url } = await pullConfigured(config, demo?.url).finally(() => demo?.close());
  await writeSnapshot(out, snapshot);
  const model = buildSiteModel(snapshot.tables, siteModelOptions(config));
  console.log(`Pulled ${demo ? 'the demo back end' : url} → ${out}`);
  console.log(`Content hash ${snapshot.hash}`);
  console.log(contentReport(snapshot.tables, model));
});
