/**
 * `npm run test:e2e`: build the demo site for the browser tests (configured for the stand-in
 * Matomo), then run Playwright, which serves it with the same server `npm start` uses.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { E2E } from '../tests/e2e/support/e2eEnv.ts';
import type { Row, TableName } from '../src/content/types.ts';
import { startBackend } from '../demo/backend/startBackend.ts';
import { buildSite } from '../src/build/buildSite.ts';
import { generateContent } from '../demo/generateContent.ts';
import { secondContentTables } from '../tests/support/secondContent.ts';
import { runMain } from '../src/node/runMain.ts';

/**
 * Builds an extra site (E2E.long, E2E.second) from `content`, in a child process (one build per
 * process), pulling from a demo back end seeded with it on the database the test server then opens.
 */
async function buildExtraSite(
  name: string,
  site: Readonly<Record<'siteUrl' | 'distDir' | 'dbPath' | 'snapshot', string>>,
  content: Readonly<Record<TableName, readonly Row[]>>,
): Promise<void> {
  rmSync(site.dbPath, { force: true });
  const backend = await startBackend({ port: 0, dbPath: site.dbPath, content });
  try {
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      env: {
        ...process.env,
        BACKEND_URL: backend.url,
        SITE_URL: site.siteUrl,
        ASTRO_OUT_DIR: site.distDir,
        SNAPSHOT_OUT: site.snapshot,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [code] = (await once(child, 'close')) as [number | null];
    if (code !== 0) throw new Error(`Building the ${name} site failed (exit ${code})`);
  } finally {
    await backend.close();
  }
}

runMain(async () => {
  await buildExtraSite(
    'long-list',
    E2E.long,
    generateContent({ news: E2E.long.news, events: 20, pages: 0 }),
  );
  await buildExtraSite('second-content', E2E.second, secondContentTables());
  rmSync(E2E.dbPath, { force: true });
  const env = {
    SITE_URL: E2E.siteUrl,
    MATOMO_URL: E2E.matomoUrl,
    MATOMO_SITE_ID: E2E.matomoSiteId,
    BACKEND_DB: E2E.dbPath,
    SNAPSHOT_OUT: E2E.snapshot,
  };
  Object.assign(process.env, env);
  // SITE_URL is the origin the tests serve on, which is not up yet: pull from a demo back end
  // started here on the same database the test server then opens.
  const demo = await startBackend({ port: 0, dbPath: E2E.dbPath });
  const result = await buildSite({
    env: process.env,
    outDir: E2E.distDir,
    report: false,
    backendUrl: demo.url,
  }).finally(() => demo.close());
  console.log(
    `Built ${result.pages} pages for the browser tests in ${(result.ms / 1000).toFixed(1)} s`,
  );
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exitCode = run.status ?? 1;
});
