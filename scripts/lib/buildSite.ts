/**
 * Pull + astro build + release switch, shared by `npm run build`, `npm start`, the tests and the
 * benchmark, so all of them build the site the same way.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'astro';
import { siteModelOptions } from '../../src/backend/loadSite.ts';
import { DEFAULT_SNAPSHOT_PATH, readSnapshot, writeSnapshot } from '../../src/backend/snapshot.ts';
import { readConfig } from '../../src/config/readConfig.ts';
import { buildSiteModel } from '../../src/content/buildSiteModel.ts';
import { contentReport } from '../../src/content/contentReport.ts';
import type { ContentWarning } from '../../src/content/types.ts';
import { readBuiltPages, writeHeadersFile } from '../../src/security/writeHeadersFile.ts';
import { pullConfigured } from '../../src/services/pullConfigured.ts';
import { hoistIslandStyle } from './hoistIslandStyle.ts';
import { writeHostFiles } from './writeHostFiles.ts';

export interface BuildOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The release folder to replace when the build succeeds. */
  readonly outDir: string;
  /** Back end to pull from, overriding the environment (e.g. a server already running). */
  readonly backendUrl?: string;
  /** Print the content report (default true). */
  readonly report?: boolean;
  /** Told the content warnings as soon as the model is built, before Astro runs. */
  readonly onWarnings?: (warnings: readonly ContentWarning[]) => void;
}

export interface BuildResult {
  readonly outDir: string;
  readonly pages: number;
  readonly hash: string;
  readonly warnings: number;
  readonly ms: number;
}

/** Builds the site from the configured content and switches it in atomically. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const config = readConfig(options.env);
  const snapshotPath =
    config.contentSnapshot ?? options.env['SNAPSHOT_OUT'] ?? DEFAULT_SNAPSHOT_PATH;

  let snapshot;
  if (config.contentSnapshot !== null && options.backendUrl === undefined) {
    snapshot = await readSnapshot(config.contentSnapshot);
  } else {
    ({ snapshot } = await pullConfigured(config, options.backendUrl));
    await writeSnapshot(snapshotPath, snapshot);
  }
  const model = buildSiteModel(snapshot.tables, siteModelOptions(config));
  options.onWarnings?.(model.warnings);
  if (options.report !== false) console.log(contentReport(snapshot.tables, model));

  const outDir = resolve(options.outDir);
  const nextDir = `${outDir}.next`;
  await rm(nextDir, { recursive: true, force: true });
  // Pages read the snapshot through loadSite(); the config reads SITE_URL and friends.
  process.env['CONTENT_SNAPSHOT'] = resolve(snapshotPath);
  for (const [key, value] of Object.entries(options.env)) {
    if (value !== undefined && process.env[key] === undefined) process.env[key] = value;
  }
  await build({
    outDir: nextDir,
    logLevel: options.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn',
  });
  // Before the pages are read: the German not-found page and its copies are pages too.
  writeHostFiles(nextDir);
  for (const required of ['index.html', '404.html', 'de/404.html', '_redirects']) {
    if (!existsSync(join(nextDir, required))) {
      throw new Error(`Build output has no ${required}: not releasing it (last release kept)`);
    }
  }
  // Each page is read once: Astro's island style moved into its head (valid HTML), then the
  // security headers allow the inline code Astro declared, after checking that the pages hold no
  // other (a failure here keeps the last release).
  const builtPages = readBuiltPages(nextDir).map((page) => {
    const html = hoistIslandStyle(page.html);
    if (html !== page.html) writeFileSync(join(nextDir, page.path), html);
    return { path: page.path, html };
  });
  writeHeadersFile(nextDir, {
    matomoUrl: config.matomoUrl,
    imageOrigins: config.imageOrigins,
    pages: builtPages,
  });
  await release(nextDir, outDir);
  return {
    outDir,
    pages: builtPages.length,
    hash: snapshot.hash,
    warnings: model.warnings.length,
    ms: performance.now() - started,
  };
}

/** Swaps the new build in: rename the old release aside, rename the new one in, drop the old. */
async function release(nextDir: string, outDir: string): Promise<void> {
  const oldDir = `${outDir}.old`;
  await rm(oldDir, { recursive: true, force: true });
  if (existsSync(outDir)) await rename(outDir, oldDir);
  await rename(nextDir, outDir);
  await rm(oldDir, { recursive: true, force: true });
}
