/**
 * `npm start`: the demo back end, a build of the site from it, and both served on one origin.
 * The API answers while the first build runs (the build pulls from it); pages come once it is done.
 */
import { readConfig } from '../src/config/readConfig.ts';
import { servedOrigin } from '../src/config/servedOrigin.ts';
import { buildSite } from '../src/build/buildSite.ts';
import { runMain } from '../src/node/runMain.ts';
import { contactOriginsLine, startSiteWithApi } from '../demo/siteWithApi.ts';

runMain(async () => {
  const configured = readConfig(process.env);
  const distDir = process.env['DIST_DIR'] ?? 'dist';
  const siteUrl = configured.siteUrlIsDefault ? null : configured.siteUrl;
  const server = await startSiteWithApi({ distDir, siteUrl, development: configured.development });
  server.site.ready = false;
  // Canonical URLs and share links point at the server just started (the port it got), unless set.
  process.env['SITE_URL'] = servedOrigin(siteUrl, server.port);
  const config = readConfig(process.env);
  console.log(`Demo back end answering on ${server.url}/HHHHPUBLICAPI/ — building the site…`);
  console.log(contactOriginsLine(server.contactOrigins, siteUrl, configured.development));
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const result = await buildSite({
      env: process.env,
      outDir: distDir,
      // The demo back end behind this server, unless another back end is named explicitly.
      backendUrl: process.env['BACKEND_URL'] ? (config.backendUrl ?? server.url) : server.url,
    });
    server.site.ready = true;
    console.log(
      `Built ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s (${result.warnings} content warnings).`,
    );
    console.log(`\n  Site: ${config.siteUrl}\n`);
  } catch (error) {
    await server.close();
    throw error;
  }
});
