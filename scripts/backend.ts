/**
 * `npm run backend`: the demo back end alone (PORT, default 8787; BACKEND_DB; SITE_URL is the
 * allowed browser origin for the contact form, and with NODE_ENV=development the local development
 * origins on port 3000 too). Prints its URL; stops cleanly on Ctrl-C.
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
  const stop = () => void backend.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
