/** Pull + Astro build + release switch: the one build of the CLI, the service, tests and bench. */

import { existsSync, writeFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { KEYS_FILE } from '../catalogue/pageCatalogue.ts';
import { provideCatalogue } from '../catalogue/providedCatalogue.ts';
import { sitemapFileNames, sitemapFiles } from '../seo/sitemap.ts';
import {
  DEFAULT_SNAPSHOT_PATH,
  readSnapshot,
  writeSnapshot,
  type Snapshot,
} from '../backend/snapshot.ts';
import { readConfig } from '../config/readConfig.ts';
import { prerenderIntegration, type BuildProgress } from './astro/prerenderIntegration.ts';
import { carryFiles, keysRecord, planBuild, type BuildPlan } from '../release/releaseKeys.ts';
import { catalogueFile } from '../release/catalogueFile.ts';
import { movedPaths, type PathsRecord } from '../content/movedPaths.ts';
import type { ContentWarning } from '../content/types.ts';
import { readBuiltPages, writeHeadersFile } from '../security/writeHeadersFile.ts';
import { codeVersion } from '../release/codeVersion.ts';
import type { PageCounts } from '../release/releaseStore.ts';
import { countPageFiles } from '../release/verifyRelease.ts';
import { buildFolders, realPathOf } from '../release/buildFolders.ts';
import { DiskFullError, isNoSpace } from '../node/diskFull.ts';
import { writeJsonSync } from '../node/jsonFile.ts';
import { pullConfigured } from '../backend/pullConfigured.ts';
import { pageChecks } from './pageChecks.ts';
import { filesIn } from './astro/astroOutput.ts';
import {
  forgetContent,
  loadAllRoutes,
  placeHostFiles,
  publicHostFiles,
  renderWarm,
  staticFiles,
  UNKNOWN_PRERENDERER,
  WarmRenderRefused,
  type WorkerState,
} from './astro/warmRenderer.ts';
import { declineLine, keysDecline, type FastPathDecline } from './fastPathDecline.ts';
import type { ResultReport } from './workerProtocol.ts';
import { changedPages, NOT_COUNTED, NOT_FOUND_COPIES } from '../release/changedPages.ts';
import { recordsStamp, releaseRecords } from '../release/releaseRecords.ts';
import { keyed, siteContentInWorker, unkeyedContent, type SiteContent } from './siteContent.ts';
import { takeSpare } from './spareRelease.ts';
import { writeHostFiles, writeNginxConf } from '../release/writeHostFiles.ts';

export interface BuildOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The release folder to replace when the build succeeds. */
  readonly outDir: string;
  /** Back end to pull from, overriding the environment (e.g. a server already running). */
  readonly backendUrl?: string;
  /** Print the content report (default true). */
  readonly report?: boolean;
  /** The content, already pulled and checked (the service's worker): not read nor pulled. */
  readonly snapshot?: Snapshot;
  /** The code version, when the caller has just worked it out (the service). */
  readonly codeVersion?: string;
  /** Told the content warnings as soon as the model is built, before Astro renders a path. */
  readonly onWarnings?: (warnings: readonly ContentWarning[]) => void;
  /** The live release to carry from and compare with (movedPaths); default `outDir`. */
  readonly previousRelease?: string;
  /** Told how many paths Astro has rendered, of how many, as it goes. */
  readonly onProgress?: (progress: BuildProgress) => void;
  /** Render only the files whose key changed (default true); false: a full build. */
  readonly incremental?: boolean;
  /** What the service's worker keeps between builds: the warm renderer (warmRenderer.ts). */
  readonly renderer?: WorkerState;
}

/** What a build made: what the worker reports to the service (ResultReport), and more. */
export interface BuildResult extends Omit<ResultReport, 'type' | 'pages'> {
  readonly outDir: string;
  readonly pages: number;
  /** The release's HTML pages per language, as verifyRelease counts them. */
  readonly pageCounts: PageCounts;
  readonly hash: string;
  readonly warnings: number;
  readonly ms: number;
}

/**
 * Builds the site and switches it in atomically, always with NODE_ENV `production` (restored
 * after): Vite reads it, and a test runner's `test` gave the site React's development build.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const callerNodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    return await buildProduction(options);
  } finally {
    if (callerNodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = callerNodeEnv;
  }
}

/** buildSite, once NODE_ENV is `production`. */
async function buildProduction(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // BUILD_TIMINGS=1: how long each step took, for whoever makes the build faster.
  const step = stepTimer(options.env['BUILD_TIMINGS'] === '1', started);
  const config = readConfig(options.env);
  const snapshotPath =
    config.contentSnapshot ?? options.env['SNAPSHOT_OUT'] ?? DEFAULT_SNAPSHOT_PATH;
  // Worked out while the model is built (marked handled now: a failure is thrown where awaited).
  const codeVersionOf = options.codeVersion ?? codeVersion(process.cwd(), config);
  if (typeof codeVersionOf !== 'string') codeVersionOf.catch(() => undefined);

  // Given by the caller, else the configured snapshot file, else a pull (saved for the next run).
  let snapshot =
    options.snapshot ??
    (config.contentSnapshot !== null && options.backendUrl === undefined
      ? await readSnapshot(config.contentSnapshot)
      : undefined);
  if (snapshot === undefined) {
    ({ snapshot } = await pullConfigured(config, options.backendUrl));
    await writeSnapshot(snapshotPath, snapshot);
  }
  step('read the snapshot');
  // Resolved once: a rollback during the build moves `current`, and what this build plans from,
  // carries and compares must stay one release.
  const previousRelease = realPathOf(options.previousRelease ?? options.outDir);
  const slot = options.renderer;
  const live = releaseRecords(previousRelease, slot?.records ?? null);
  // A second core builds the content in a thread while Astro starts; not in the service's worker,
  // where the text rules remember their results from one edit to the next.
  const tell = (content: Omit<SiteContent, 'keys'>) => {
    options.onWarnings?.(content.warnings);
    if (options.report !== false) console.log(content.report);
  };
  let ready: SiteContent | null = null;
  let building: Promise<SiteContent> | null = null;
  if (slot === undefined && availableParallelism() > 1) {
    building = siteContentInWorker(snapshot.tables, config, Promise.resolve(codeVersionOf));
    // Handled where it is awaited; a build that fails meanwhile reports this failure instead.
    building.catch(() => undefined);
  } else {
    const unkeyed = unkeyedContent(snapshot.tables, config);
    step('build the model and catalogue');
    tell(unkeyed);
    ready = keyed(unkeyed, await codeVersionOf);
    step('code version and keys');
  }
  // Loaded here, not with this file: most of a second, which the content worker overlaps.
  const astro = import('astro');
  astro.catch(() => undefined);
  const code = await codeVersionOf;
  const liveKeys = options.incremental === false ? null : live.keys;
  // Only the files whose key changed, when the live release was built by the same code.
  if (ready === null && liveKeys?.code === code) {
    ready = await building!;
    tell(ready);
  }
  let plan: BuildPlan =
    ready === null ? { render: null, carry: [] } : planBuild(ready.keys, code, liveKeys);
  const previousKeys = plan.render === null ? null : liveKeys;
  let declined = keysDecline({
    incremental: options.incremental !== false,
    liveExists: existsSync(previousRelease),
    liveCode: live.keys?.code ?? null,
    code,
  });
  let carried = new Set(plan.carry);
  step('plan');
  const folders = buildFolders(process.cwd(), options.outDir, realPathOf(options.outDir));
  const { outDir, nextDir, astroDir } = folders;
  // The config read by Astro and the pages (SITE_URL and friends) comes from the environment.
  for (const [key, value] of Object.entries(options.env)) {
    if (value !== undefined && process.env[key] === undefined) process.env[key] = value;
  }
  // The routes render this catalogue; a worker's failure is handled below, as the build's.
  const catalogueOf = building?.then(({ catalogue }) => catalogue);
  catalogueOf?.catch(() => undefined);
  provideCatalogue(ready?.catalogue ?? catalogueOf);
  // The disk a failed write is blamed on: staging's while Astro writes, then the release's.
  let writing = dirname(outDir);
  let pages = 0;
  let warm = false;
  let pageCounts: PageCounts = { en: 0, de: 0, total: 0 };
  let changed = NOT_COUNTED;
  let checks = pageChecks();
  try {
    await rm(nextDir, { recursive: true, force: true });
    await rm(astroDir, { recursive: true, force: true });
    // Said when a renderer could not be kept (a worker that has not built yet has none).
    if (plan.render !== null && slot !== undefined && slot.current === null) declined = slot.unkept;
    if (plan.render !== null && slot?.current?.code === code) {
      declined = await renderWithWarm(
        slot,
        {
          origin: new URL(config.siteUrl).origin,
          outDir: nextDir,
          liveDir: previousRelease,
          carried: (file) => carried.has(file),
          onProgress: options.onProgress,
          onPage: (file, html) => checks.check(file, html),
        },
        plan.carry,
      );
      warm = declined === null;
      if (!warm) {
        // It disagrees with the live release: either may be wrong, so nothing is carried.
        plan = { render: null, carry: [] };
        carried = new Set();
        await checks.close();
        checks = pageChecks();
      }
    }
    if (declined !== null) console.log(declineLine(declined));
    if (!warm) {
      const render = plan.render;
      writing = folders.staged ? dirname(astroDir) : dirname(outDir);
      let loaded: AstroPrerenderer | null = null;
      const { build } = await astro;
      await build({
        outDir: astroDir,
        logLevel: options.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn',
        // Two at a time: while one waits on the disk or the checks' thread, the next renders.
        build: { concurrency: 2 },
        // Added to astro.config's. Paths outside the catalogue (robots.txt) are always rendered.
        integrations: [
          prerenderIntegration({
            onProgress: options.onProgress,
            onPage: (pathname, html) => checks.check(catalogueFile(pathname), html),
            writePage: (pathname, bytes, folders, outFile) =>
              checks.write(catalogueFile(pathname), bytes, folders, outFile),
            keep:
              render === null || ready === null
                ? undefined
                : (pathname) => {
                    const file = catalogueFile(pathname);
                    return !ready!.keys.has(file) || render.has(file);
                  },
            onSetup: async (inner) => {
              if (ready === null) {
                ready = await building!;
                provideCatalogue(ready.catalogue);
                tell(ready);
              }
              if (slot) loaded = (await loadAllRoutes(inner)) ? inner : null;
            },
          }),
        ],
      });
      // The checks' thread writes the pages handed to it: all of them, before the folder moves.
      await checks.flush();
      writing = dirname(outDir);
      if (folders.staged) {
        await mkdir(dirname(nextDir), { recursive: true });
        await moveFolder(astroDir, nextDir);
      }
      if (slot && loaded === null) {
        slot.unkept = UNKNOWN_PRERENDERER;
        slot.current = null;
        console.log(`No renderer is kept for the next builds: ${UNKNOWN_PRERENDERER.detail}`);
      } else if (slot) {
        slot.unkept = null;
        slot.current = {
          code,
          prerenderer: loaded!,
          statics: staticFiles(nextDir, resolve('public')),
          // Before the build writes its own rules in front of them (writeHostFiles).
          hostFiles: publicHostFiles(nextDir),
        };
      }
    }
    step('render');
    const { catalogue, keys, paths } = ready ?? (await building!);
    if (!warm) await carryFiles(previousRelease, nextDir, plan.carry);
    step('carry');
    // The same files as the live release (an edit that moved nothing): the same sitemap, carried.
    const sitemapNames = sitemapFileNames(catalogue.pages);
    const sameSitemap =
      previousKeys !== null &&
      plan.render !== null &&
      sameFiles(keys, previousKeys.keys) &&
      sitemapNames.every((name) => existsSync(join(previousRelease, name)));
    if (sameSitemap) await carryFiles(previousRelease, nextDir, sitemapNames);
    const sitemap = sameSitemap ? undefined : sitemapFiles(catalogue.pages, config.siteUrl);
    const pathsRecord: PathsRecord = { paths, moved: movedPaths(live.paths, paths) };
    step('sitemap and moved paths');
    // Before the pages are read: the German not-found page and its copies are pages too.
    writeHostFiles(nextDir, { paths: pathsRecord, sitemap });
    step('host files');
    for (const required of ['index.html', '404.html', 'de/404.html', '_redirects']) {
      if (!existsSync(join(nextDir, required))) {
        throw new Error(`Build output has no ${required}: not releasing it (last release kept)`);
      }
    }
    // A page checked under a name the catalogue does not give it would widen `_headers`.
    const stray = [...checks.files].find((file) => !keys.has(file));
    if (stray !== undefined) {
      throw new Error(`The build checked a page it did not make (${stray}): not releasing it`);
    }
    // Any other page this build wrote (the not-found page's copies) is read and checked now.
    // A page of `public/` replaces the page rendered at its path: its own code is what ships.
    const fromPublic = new Set(
      filesIn(resolve('public'))
        .filter((file) => file.endsWith('.html'))
        .map((file) => `/${file}`),
    );
    const unchecked = (path: string) => !checks.files.has(path.slice(1)) || fromPublic.has(path);
    const written =
      plan.render === null
        ? unchecked
        : [...new Set([...plan.render, ...NOT_FOUND_COPIES])]
            .filter((file) => file.endsWith('.html') && !carried.has(file))
            .map((file) => `/${file}`)
            .filter(unchecked);
    for (const page of readBuiltPages(nextDir, written)) {
      const html = await checks.check(page.path.slice(1), page.html);
      if (html !== page.html) writeFileSync(join(nextDir, page.path), html);
    }
    const { declared, problems } = await checks.settle();
    for (const file of plan.carry) {
      const index = previousKeys?.declared[file];
      const code = index === undefined ? undefined : previousKeys?.declarations[index];
      if (code) declared.set(file, code);
    }
    step('check the pages written');
    pages = declared.size;
    // Pages of a kind share one declaration object: the hashes of each distinct one.
    const all = [...new Set(declared.values())];
    writeHeadersFile(nextDir, {
      matomoUrl: config.matomoUrl,
      imageOrigins: config.imageOrigins,
      audit: {
        scriptHashes: [...new Set(all.flatMap((d) => d.scripts))].sort(),
        styleHashes: [...new Set(all.flatMap((d) => d.styles))].sort(),
        problems,
      },
    });
    writeNginxConf(nextDir);
    step('headers');
    const record = keysRecord(code, keys, declared);
    writeJsonSync(join(nextDir, KEYS_FILE), record);
    step('keys record');
    pageCounts = countPageFiles(keys.keys());
    changed =
      previousKeys === null || plan.render === null
        ? NOT_COUNTED
        : await changedPages(previousRelease, nextDir, previousKeys, keys, carried);
    step('page counts');
    await release(nextDir, outDir);
    if (slot) {
      const stamp = recordsStamp(outDir);
      slot.records = stamp === null ? null : { stamp, keys: record, paths: pathsRecord };
    }
    step('release');
  } catch (error) {
    // Nothing half-written stays, nor a renderer that took part in a failed build.
    if (slot) slot.current = null;
    // The audit's thread stops first: it would go on writing pages into the folder.
    await checks.close();
    await rm(nextDir, { recursive: true, force: true }).catch(() => undefined);
    // Content Astro did not get to is still reported; content that failed caused Astro's failure.
    const outcome =
      ready === null && building !== null
        ? await building.then(
            (content) => ({ content }),
            (failure: unknown) => ({ failure }),
          )
        : null;
    if (outcome !== null && 'content' in outcome) tell(outcome.content);
    if (isNoSpace(error)) throw new DiskFullError(writing, { cause: error });
    throw outcome !== null && 'failure' in outcome ? outcome.failure : error;
  } finally {
    await checks.close();
    provideCatalogue(undefined);
    if (slot) forgetContent(slot);
    if (folders.staged) await rm(astroDir, { recursive: true, force: true }).catch(() => undefined);
  }
  const content = ready ?? (await building!);
  return {
    outDir,
    pages,
    rendered: plan.render === null ? content.keys.size : plan.render.size,
    carried: plan.carry.length,
    warm,
    declined,
    pageCounts,
    ...changed,
    hash: snapshot.hash,
    warnings: content.warnings.length,
    ms: performance.now() - started,
  };
}

/** A function that prints the time since its last call, labelled, when `on` (else does nothing). */
function stepTimer(on: boolean, started: number): (label: string) => void {
  let last = started;
  if (!on) return () => undefined;
  return (label) => {
    const now = performance.now();
    console.log(`Timing: ${label} ${(now - last).toFixed(0)} ms`);
    last = now;
  };
}

/** Whether a build's files (`keys`) are exactly those of a release's record (`recorded`). */
function sameFiles(
  keys: ReadonlyMap<string, string>,
  recorded: Readonly<Record<string, string>>,
): boolean {
  const files = Object.keys(recorded);
  return files.length === keys.size && files.every((file) => keys.has(file));
}

/**
 * Renders the changed files with the kept renderer beside the carried and static files (the spare
 * copy, else links made now) and `public/`'s host files. Null when done; else why not, the folder
 * removed and the renderer dropped. A full disk is the build's failure, not a reason to retry.
 */

async function renderWithWarm(
  slot: WorkerState,
  options: Parameters<typeof renderWarm>[1],
  carry: readonly string[],
): Promise<FastPathDecline | null> {
  const making = slot.spare;
  slot.spare = null;
  try {
    const kept = [...carry, ...(slot.current?.statics ?? [])];
    // Still being made when this call came soon after the last: the model was built meanwhile.
    const spare = await making;
    const ready =
      spare !== null && takeSpare(spare, options.liveDir, options.outDir, new Set(kept));
    await renderWarm(slot, options);
    if (!ready) await carryFiles(options.liveDir, options.outDir, kept);
    placeHostFiles(options.outDir, slot.current?.hostFiles ?? new Map());
    return null;
  } catch (error) {
    if (isNoSpace(error)) throw error;
    slot.current = null;
    await rm(options.outDir, { recursive: true, force: true });
    return error instanceof WarmRenderRefused
      ? { code: error.code, detail: error.message }
      : { code: 'renderer-failed', detail: `the kept renderer failed: ${String(error)}` };
  }
}

/** Moves a complete build from staging to `<out>.next`: renamed, or copied across disks. */
async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Swaps the new build in: the old release renamed aside (put back if that fails), then dropped. */
async function release(nextDir: string, outDir: string): Promise<void> {
  const oldDir = `${outDir}.old`;
  await rm(oldDir, { recursive: true, force: true });
  const hadOld = existsSync(outDir);
  if (hadOld) await rename(outDir, oldDir);
  try {
    await rename(nextDir, outDir);
  } catch (error) {
    if (hadOld) await rename(oldDir, outDir);
    throw error;
  }
  // An old copy that cannot be removed now goes with the next build.
  await rm(oldDir, { recursive: true, force: true }).catch(() => undefined);
}
