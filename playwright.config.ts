import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tools/lib/findChromium.ts';
import { E2E } from './tests/e2e/support/e2eEnv.ts';
import { WAIT_BUDGET_MS } from './tests/support/waitBudget.ts';

/**
 * Browser tests: Debian's Chromium driven by Playwright, against the built demo site served by
 * the same server `npm start` uses (scripts/serve.ts), demo back end behind it. `npm run test:e2e`
 * builds the site first (tools/e2e.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${E2E.distDir}/../test-results`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Every web-first assertion and expect.poll waits up to the shared budget (default 5 s is
  // too short on a loaded 2-core machine); a test may spend a few such waits.
  expect: { timeout: WAIT_BUDGET_MS },
  timeout: 3 * WAIT_BUDGET_MS,
  use: {
    baseURL: E2E.siteUrl,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node scripts/serve.ts',
      url: `${E2E.siteUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E.port),
        DIST_DIR: E2E.distDir,
        BACKEND_DB: E2E.dbPath,
        SITE_URL: E2E.siteUrl,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A generated content set with a news list longer than one page (pagination, JSON index).
      command: 'node scripts/serve.ts',
      url: `${E2E.long.siteUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E.long.port),
        DIST_DIR: E2E.long.distDir,
        BACKEND_DB: E2E.long.dbPath,
        SITE_URL: E2E.long.siteUrl,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The second content set (tests/support/secondContent.ts), for the page-wide checks.
      command: 'node scripts/serve.ts',
      url: `${E2E.second.siteUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E.second.port),
        DIST_DIR: E2E.second.distDir,
        BACKEND_DB: E2E.second.dbPath,
        SITE_URL: E2E.second.siteUrl,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
