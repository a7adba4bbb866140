/** Where the browser tests' site is built and served (shared by scripts/e2e.ts and the config). */
export const E2E = {
  port: 4399,
  siteUrl: 'http://127.0.0.1:4399',
  distDir: '.cache/e2e/dist',
  dbPath: '.cache/e2e/backend.sqlite',
  snapshot: '.cache/e2e/content.json',
  /** The stand-in Matomo the consent tests start on this port; the site is built to use it. */
  matomoPort: 4398,
  matomoUrl: 'http://127.0.0.1:4398/',
  matomoSiteId: '1',
} as const;
