/**
 * `npm run pull`: fetch every table, write the snapshot, print the content report.
 * Exits non-zero, naming table, URL and cause, when any table cannot be had.
 */
import { siteModelOptions } from '../src/backend/loadSite.ts';
import { DEFAULT_SNAPSHOT_PATH, writeSnapshot } from '../src/backend/snapshot.ts';
import { readConfig } from '../src/config/readConfig.ts';
import { buildSiteModel } from '../src/content/buildSiteModel.ts';
import { contentReport } from '../src/content/contentReport.ts';
import { pullConfigured } from '../src/build/pullConfigured.ts';
import { runMain } from '../src/node/runMain.ts';

runMain(async () => {
  const config = readConfig(process.env);
  const out = process.env['SNAPSHOT_OUT'] ?? DEFAULT_SNAPSHOT_PATH;
  const { snapshot, url, isDemo } = await pullConfigured(config);
  await writeSnapshot(out, snapshot);
  const model = buildSiteModel(snapshot.tables, siteModelOptions(config));
  console.log(`Pulled ${isDemo ? 'the demo back end' : url} → ${out}`);
  console.log(`Content hash ${snapshot.hash}`);
  console.log(contentReport(snapshot.tables, model));
});
