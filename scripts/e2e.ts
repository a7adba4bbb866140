/**
 * `npm run test:e2e`: build the demo site for the browser tests (configured for the stand-in
 * Matomo), then run Playwright, which serves it with the same server `npm start` uses.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E } from '../tests/e2e/support/e2eEnv.ts';
import { buildSite } from './lib/buildSite.ts';
import { runMain } from './lib/runMain.ts';

runMain(async () => {
  rmSync(E2E.dbPath, { force: true });
  const env = {
    SITE_URL: E2E.siteUrl,
    MATOMO_URL: E2E.matomoUrl,
    MATOMO_SITE_ID: E2E.matomoSiteId,
    BACKEND_DB: E2E.dbPath,
    SNAPSHOT_OUT: E2E.snapshot,
  };
  Object.assign(process.env, env);
  const result = await buildSite({ env: process.env, outDir: E2E.distDir, report: false });
  console.log(
    `Built ${result.pages} pages for the browser tests in ${(result.ms / 1000).toFixed(1)} s`,
  );
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exitCode = run.status ?? 1;
});
