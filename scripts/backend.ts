/**
 * `npm run backend`: the demo back end alone (PORT, default 8787; BACKEND_DB), trusting contact
 * posts from SITE_URL, and with NODE_ENV=development from `npm run dev` on any port.
 */
import { readConfig } from '../src/config/readConfig.ts';
import { startBackend } from '../demo/backend/startBackend.ts';
import { runMain } from '../src/node/runMain.ts';
import { dbPathFromEnv, portFromEnv } from '../demo/siteWithApi.ts';

runMain(async () => {
  const config = readConfig(process.env);
  const backend = await startBackend({
    port: portFromEnv(8787),
    dbPath: dbPathFromEnv(),
    allowedOrigins: [config.siteUrl],
    development: config.development,
    log: Boolean(process.env['LOG_REQUESTS']),
  });
  console.log(`Demo back end listening on ${backend.url}`);
  console.log(`  POST ${backend.url}/HHHHPUBLICAPI/getDataAll.php {"table": "Events"}`);
  console.log(
    `Contact form accepts posts from pages on ${config.siteUrl} (${config.siteUrlIsDefault ? "SITE_URL is not set: npm start's default" : 'SITE_URL'}${config.development ? '; NODE_ENV=development: any page of this machine too' : ''})`,
  );
  const stop = () => void backend.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
