/**
 * Where the browser tests' site is built and served (shared by tools/e2e.ts and the config).
 * E2E_PORT moves the whole set (site on E2E_PORT, stand-in Matomo on E2E_PORT - 1, long-list
 * site on E2E_PORT + 2, `astro dev` on E2E_PORT + 3, second-content site on E2E_PORT + 4, files
 * under .cache/e2e-{port}/), so two runs on one machine do not collide.
 */
const port = Number(process.env['E2E_PORT'] ?? 4399);
const dir = port === 4399 ? '.cache/e2e' : `.cache/e2e-${port}`;

export const E2E = {
  port,
  siteUrl: `http://127.0.0.1:${port}`,
  distDir: `${dir}/dist`,
  dbPath: `${dir}/backend.sqlite`,
  snapshot: `${dir}/content.json`,
  /** The stand-in Matomo the consent tests start on this port; the site is built to use it. */
  matomoPort: port - 1,
  matomoUrl: `http://127.0.0.1:${port - 1}/`,
  matomoSiteId: '1',
  /** `astro dev` over the same snapshot (devServer.spec.ts starts it on this port). */
  devPort: port + 3,
  devUrl: `http://127.0.0.1:${port + 3}`,
  /** A second site, built from generated content whose lists are longer than one page. */
  long: {
    port: port + 2,
    siteUrl: `http://127.0.0.1:${port + 2}`,
    distDir: `${dir}/long-dist`,
    dbPath: `${dir}/long-backend.sqlite`,
    snapshot: `${dir}/long-content.json`,
    news: 120,
  },
  /**
   * A third site, built from the second content set (tests/support/secondContent.ts: another
   * firm, other structure, awkward rows), for the page-wide checks on content not shaped for them.
   */
  second: {
    port: port + 4,
    siteUrl: `http://127.0.0.1:${port + 4}`,
    distDir: `${dir}/second-dist`,
    dbPath: `${dir}/second-backend.sqlite`,
    snapshot: `${dir}/second-content.json`,
  },
} as const;
