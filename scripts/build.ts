/**
 * `npm run build`: pull (unless CONTENT_SNAPSHOT is given), then `astro build` into a fresh
 * folder, check it, and only then switch it in as dist/, so a failed pull or build leaves the last
 * good release in place. With no BACKEND_URL (nor SITE_URL) it pulls from the demo back end.
 */
import { startCompileCache } from '../src/node/compileCache.ts';
import { runMain } from '../src/node/runMain.ts';

// Before the build's modules load, so they come from the cache (compileCache.ts).
startCompileCache();
const { buildSite } = await import('../src/build/buildSite.ts');
const { readConfig } = await import('../src/config/readConfig.ts');
const { demoBackendFor } = await import('../demo/demoBackendFor.ts');

runMain(async () => {
  const config = readConfig(process.env);
  const demo = await demoBackendFor(config, config.contentSnapshot === null);
  const result = await buildSite({
    env: process.env,
    outDir: process.env['ASTRO_OUT_DIR'] ?? 'dist',
    // FULL_BUILD=1 renders every page even when the last build's code is the same.
    incremental: process.env['FULL_BUILD'] !== '1',
    ...(demo && { backendUrl: demo.url }),
  }).finally(() => demo?.close());
  console.log(
    `Built ${result.pages} pages into ${result.outDir} in ${(result.ms / 1000).toFixed(1)} s (${result.rendered} files rendered, ${result.carried} carried from the last build; content ${result.hash.slice(0, 12)}, ${result.warnings} warnings)`,
  );
});
