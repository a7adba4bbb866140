/**
 * `npm run serve [-- <folder>]`: serve an existing build (the folder, else DIST_DIR, else dist/)
 * with the demo back end's API on one origin, as `npm start` does, without building.
 * `npm run serve -- releases/current` follows the rebuild service's live release link.
 */
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { readConfig } from '../src/config/readConfig.ts';
import { CURRENT_LINK } from '../src/release/releaseStore.ts';
import { runMain } from '../src/node/runMain.ts';
import { contactOriginsLine, startSiteWithApi } from '../demo/siteWithApi.ts';

runMain(async () => {
  const config = readConfig(process.env);
  const siteUrl = config.siteUrlIsDefault ? null : config.siteUrl;
  const distDir = process.argv[2] ?? process.env['DIST_DIR'] ?? 'dist';
  // The service's link may not exist before its first release: the server answers 503 till then.
  const releaseLink = basename(distDir) === CURRENT_LINK && existsSync(dirname(distDir));
  if (!releaseLink && !existsSync(distDir))
    throw new Error(`No build in ${distDir}: run npm run build (or npm start) first`);
  const server = await startSiteWithApi({ distDir, siteUrl, development: config.development });
  console.log(`Serving ${distDir} on ${server.url}`);
  console.log(contactOriginsLine(server.contactOrigins, siteUrl, config.development));
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
