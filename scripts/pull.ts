/**
 * `npm run pull`: fetch every table, write the snapshot, print the content report.
 * Exits non-zero, naming table, URL and cause, when any table cannot be had.
 */
import { siteModelOptions } from '../src/backend/loadSite.ts';
import { pullContent } from '../src/backend/pullContent.ts';
import { DEFAULT_SNAPSHOT_PATH, writeSnapshot } from '../src/backend/snapshot.ts';
import { readConfig } from '../src/config/readConfig.ts';
import { buildSiteModel } from '../src/content/buildSiteModel.ts';
import { contentReport } from '../src/content/contentReport.ts';
import { openContentSource } from './lib/contentSource.ts';
import { runMain } from './lib/runMain.ts';

runMain(async () => {
  const config = readConfig(process.env);
  const out = process.env['SNAPSHOT_OUT'] ?? DEFAULT_SNAPSHOT_PATH;
  const source = await openContentSource(config);
  try {
    const snapshot = await pullContent({
      baseUrl: source.url,
      timeoutMs: config.backendTimeoutMs,
      attempts: config.backendAttempts,
      maxResponseBytes: config.backendMaxResponseBytes,
    });
    await writeSnapshot(out, snapshot);
    const model = buildSiteModel(snapshot.tables, siteModelOptions(config));
    console.log(`Pulled ${source.isDemo ? 'the demo back end' : source.url} → ${out}`);
    console.log(`Content hash ${snapshot.hash}`);
    console.log(contentReport(snapshot.tables, model));
  } finally {
    await source.close();
  }
});
