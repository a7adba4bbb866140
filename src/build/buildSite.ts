/**
 * Pull + astro build + release switch, shared by `npm run build`, `npm start`, the tests and the
 * benchmark, so all of them build the site the same way.
 */
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
import { changedPages, NOT_FOUND_COPIES, releasePages } from '../release/changedPages.ts';
import { recordsStamp, releaseRecords } from '../release/releaseRecords.ts';
import { keyed, siteContentInWorker, unkeyedContent, type SiteContent } from './siteContent.ts';
import { takeSpare } from './spareRelease.ts';
import { writeHostFiles } from '../release/writeHostFiles.ts';

export interface BuildOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The release folder to replace when the build succeeds. */
  readonly outDir: string;
  /** Back end to pull from, overriding the environment (e.g. a server already running). */
  readonly backendUrl?: string;
  /** Print the content report (default true). */
  readonly report?: boolean;
  /**
   * The content to build, already pulled and checked (the rebuild service hands its worker the
   * snapshot it just hashed, in memory): neither read from CONTENT_SNAPSHOT nor pulled.
   */
  readonly snapshot?: Snapshot;
  /** The code version of this project, when the caller has just worked it out (the service). */
  readonly codeVersion?: string;
  /**
   * Told the content warnings as soon as the model is built: before Astro runs, or, when the
   * content is built beside Astro's start (siteContent.ts), before Astro renders a path.
   */
  readonly onWarnings?: (warnings: readonly ContentWarning[]) => void;
  /**
   * The release live before this build, whose record of page paths says which pages this build
   * moves (movedPaths); default `outDir`, the release this build replaces.
   */
  readonly previousRelease?: string;
  /** Told how many paths Astro has rendered, of how many, as it goes (prerenderIntegration). */
  readonly onProgress?: (progress: BuildProgress) => void;
  /**
   * Render only the files whose key changed since `previousRelease` when it was built by the same
   * code (default true); false: a full build.
   */
  readonly incremental?: boolean;
  /**
   * Keeps Astro's renderer in this process from one build to the next (the rebuild service's
   * worker): a build of the same code then renders its changed files with it, without Astro's
   * build, once a sample of carried files renders the same (warmRenderer.ts).
   */
  readonly renderer?: WorkerState;
}

export interface BuildResult {
  readonly outDir: string;
  readonly pages: number;
  /** Files of the catalogue rendered by Astro (all of them in a full build). */
  readonly rendered: number;
  /** Files of the catalogue carried from the live release unchanged (issue 16, point 5). */
  readonly carried: number;
  /** Whether the files were rendered by a renderer kept from an earlier build (no Astro build). */
  readonly warm: boolean;
  /**
   * Why this build did not take its fast path (every file rendered, or the changed ones through
   * Astro's whole build when a renderer could not be kept), as printed in its log; null when it
   * took the fastest path it had (a fresh worker has no renderer yet: that is no decline).
   */
  readonly declined: FastPathDecline | null;
  /** The release's HTML pages per language, as verifyRelease counts them in the folder. */
  readonly pageCounts: PageCounts;
  /**
   * Pages that differ from the previous release's, or were added or removed (changedPages),
   * found from what this build rendered; null after a full build (then the service counts them
   * after the release is live: changedPagesBetween).
   */
  readonly pagesChanged: number | null;
  readonly hash: string;
  readonly warnings: number;
  readonly ms: number;
}

/**
 * Pages Astro renders at a time: while one waits (its JSON files written on the disk's threads,
 * its page handed to the checks' thread), the next is rendered. Measured at 2k + 2k on 2 cores:
 * a quarter less wall time than one at a time, and no gain from more.
 */
const PAGES_AT_A_TIME = 2;

/**
 * Builds the site from the configured content and switches it in atomically: a production build,
 * whatever NODE_ENV the caller runs under. Vite reads NODE_ENV, and under the test runner's `test`
 * or a shell's `development` the site got React's development build (twice the JavaScript) and
 * was rendered by React's development server runtime; Astro sets it only when it is unset. The
 * caller's value is back once the build ends.
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
  // Worked out while the content is read and the model built: its files are read by the disk's
  // threads meanwhile. (Marked handled now: a failure is thrown where it is awaited.)
  const codeVersionOf = options.codeVersion ?? codeVersion(process.cwd(), config);
  if (typeof codeVersionOf !== 'string') codeVersionOf.catch(() => undefined);

  // Given by the caller, else the configured snapshot file, else a pull (saved for the next run).
  let snapshot = options.snapshot;
  if (
    snapshot === undefined &&
    config.contentSnapshot !== null &&
    options.backendUrl === undefined
  ) {
    snapshot = await readSnapshot(config.contentSnapshot);
  }
  if (snapshot === undefined) {
    ({ snapshot } = await pullConfigured(config, options.backendUrl));
    await writeSnapshot(snapshotPath, snapshot);
  }
  step('read the snapshot');
  // The live release as it is now, its link resolved once: a rollback during the build moves
  // `current`, and what this build plans from, carries and compares must stay one release.
  const previousRelease = realPathOf(options.previousRelease ?? options.outDir);
  const slot = options.renderer;
  const live = releaseRecords(previousRelease, slot?.records ?? null);
  // The content as the build uses it, built once (siteContent.ts). Given a second core, and not
  // in the rebuild service's worker (where the text rules remember their results from one edit to
  // the next, memoized.ts), in a worker thread while Astro starts and bundles.
  const tell = (content: Omit<SiteContent, 'keys'>) => {
    options.onWarnings?.(content.warnings);
    if (options.report !== false) console.log(content.report);
  };
  let ready: SiteContent | null = null;
  let building: Promise<SiteContent> | null = null;
  if (slot === undefined && availableParallelism() > 1) {
    const inWorker = siteContentInWorker(snapshot.tables, config, Promise.resolve(codeVersionOf));
    // Handled where it is awaited; a build that fails meanwhile reports this failure instead.
    inWorker.catch(() => undefined);
    building = inWorker;
  } else {
    const unkeyed = unkeyedContent(snapshot.tables, config);
    step('build the model and catalogue');
    tell(unkeyed);
    ready = keyed(unkeyed, await codeVersionOf);
    step('code version and keys');
  }
  // Astro's modules load from here, not when this file loads: loading them keeps this thread
  // busy for most of a second, which the content worker started above spends on the other core.
  const astro = import('astro');
  astro.catch(() => undefined);
  const code = await codeVersionOf;
  const liveKeys = options.incremental === false ? null : live.keys;
  // Which files to render: those whose key changed since the live release, when it was built by
  // the same code (issue 16, point 5); every file otherwise, whatever the keys.
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
  // The routes render this catalogue: the model is built once, here (or in the worker, whose
  // failure is the build's: handled below, not by whoever asks for the catalogue first).
  const catalogueOf = building?.then(({ catalogue }) => catalogue);
  catalogueOf?.catch(() => undefined);
  provideCatalogue(ready?.catalogue ?? catalogueOf);
  // The disk a write failed on: the staging folder's (the project's) while Astro writes there,
  // then the release folder's.
  let writing = folders.staged ? dirname(astroDir) : dirname(outDir);
  let pages = 0;
  let warm = false;
  let pageCounts: PageCounts = { en: 0, de: 0, total: 0 };
  let pagesChanged: number | null = null;
  // Each page is checked as it is rendered, before it is written (pageChecks.ts).
  let checks = pageChecks();
  try {
    await rm(nextDir, { recursive: true, force: true });
    await rm(astroDir, { recursive: true, force: true });
    if (plan.render !== null && slot !== undefined && slot.current === null) {
      // No renderer to render the changed files with: said when one could not be kept (a
      // worker that has not built yet has none to keep, which is no decline).
      declined = slot.unkept;
    }
    if (plan.render !== null && slot?.current?.code === code) {
      writing = dirname(outDir);
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
        // The kept renderer and the live release disagree on a file neither changed: which one
        // is wrong is unknown, so nothing is carried.
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
        build: { concurrency: PAGES_AT_A_TIME },
        // Added to astro.config's integrations (Astro concatenates the lists). Paths outside the
        // catalogue (robots.txt) are always rendered.
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
              // The content from the worker, before a path is rendered.
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
      // Pages handed to the checks are written by their thread: all of them, before the folder moves.
      await checks.flush();
      writing = dirname(outDir);
      if (folders.staged) {
        await mkdir(dirname(nextDir), { recursive: true });
        await moveFolder(astroDir, nextDir);
      }
      if (slot) {
        slot.unkept = loaded === null ? UNKNOWN_PRERENDERER : null;
        if (loaded === null) {
          console.log(`No renderer is kept for the next builds: ${UNKNOWN_PRERENDERER.detail}`);
        }
        slot.current =
          loaded === null
            ? null
            : {
                code,
                prerenderer: loaded,
                statics: staticFiles(nextDir, resolve('public')),
                // Before the build writes its own rules in front of them (writeHostFiles).
                hostFiles: publicHostFiles(nextDir),
              };
      }
    }
    step('render');
    const { catalogue, keys, paths } = ready ?? (await building!);
    // A warm build has its carried files already.
    if (!warm) await carryFiles(previousRelease, nextDir, plan.carry);
    step('carry');
    // The sitemap lists the catalogue's pages: when this release has the same files as the live
    // one (an edit that moved nothing), it has the same sitemap, carried instead of written.
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
    // The pages Astro or the kept renderer wrote were checked as they were rendered; any other
    // page this build wrote (the German not-found page's copies, writeHostFiles) is read and
    // checked now, after a full build found by a walk of the folder, so no page goes unchecked.
    // A carried page was checked when it was built; what it declared comes from the live
    // release's record. A problem anywhere keeps the last release.
    for (const file of checks.files) {
      // A page checked under a name the catalogue does not give it would widen `_headers`.
      if (!keys.has(file)) {
        throw new Error(`The build checked a page it did not make (${file}): not releasing it`);
      }
    }
    // A page of `public/` is copied as it is, in place of a page rendered at its path: its own
    // code is what ships.
    const fromPublic = publicPages(resolve('public'));
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
    step('headers');
    const record = keysRecord(code, keys, declared);
    writeJsonSync(join(nextDir, KEYS_FILE), record);
    step('keys record');
    pageCounts = countPageFiles(releasePages(keys.keys()));
    pagesChanged =
      previousKeys === null || plan.render === null
        ? null
        : await changedPages(previousRelease, nextDir, previousKeys, keys, carried);
    step('page counts');
    await release(nextDir, outDir);
    // The next build in this process starts from this release: its records need not be read.
    if (slot) {
      const stamp = recordsStamp(outDir);
      slot.records = stamp === null ? null : { stamp, keys: record, paths: pathsRecord };
    }
    step('release');
  } catch (error) {
    // Nothing half-written stays: the last release is untouched, the unfinished one goes. Nor
    // does a renderer that took part in a failed build.
    if (slot) slot.current = null;
    // The audit's thread stops first: it would go on writing the pages it holds into the folder.
    await checks.close();
    await rm(nextDir, { recursive: true, force: true }).catch(() => undefined);
    // Content from the worker that Astro did not get to: its report is still said, and content
    // that could not be built is why Astro, waiting for it, failed.
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
    pagesChanged,
    hash: snapshot.hash,
    warnings: content.warnings.length,
    ms: performance.now() - started,
  };
}

/** A function that prints the time since its last call, labelled, when `on` (else does nothing). */
function stepTimer(on: boolean, started: number): (label: string) => void {
  let last = started;
  return (label) => {
    if (!on) return;
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
  let count = 0;
  for (const file in recorded) {
    if (!keys.has(file)) return false;
    count++;
  }
  return count === keys.size;
}

/** The HTML files of `publicDir` (Astro copies them into the build), as `/path.html`. */
function publicPages(publicDir: string): Set<string> {
  return new Set(
    filesIn(publicDir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file}`),
  );
}

/**
 * Renders a build's changed files with the renderer kept in `slot` (renderWarm) into a folder
 * that holds the carried files (`carry`) and the files no route renders: the spare the worker
 * prepared (spareRelease.ts), else links made now; then `public/`'s host files as a full build's
 * Astro copies them (placeHostFiles). Null when done; why not, with the folder removed and the
 * renderer dropped, when it refuses or fails (then Astro builds). A full disk is the build's
 * failure, not a reason to retry.
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
    // Still being linked when this call came soon after the last one: its model and keys were
    // built meanwhile.
    const spare = await making;
    const ready =
      spare !== null && takeSpare(spare, options.liveDir, options.outDir, new Set(kept));
    await renderWarm(slot, options);
    if (!ready) await carryFiles(options.liveDir, options.outDir, kept);
    // Where Astro would have copied them: the build's own rules go in front, as in a full build.
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

/**
 * Moves a complete build from its staging folder to `<out>.next`: a rename on the same disk, a
 * copy (then removal) onto another one, where a rename fails with EXDEV.
 */
async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Swaps the new build in: rename the old release aside, rename the new one in, drop the old. If
 * the new one cannot be renamed in, the old one is put back.
 */
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
  // The new release is in place; an old copy that cannot be removed now goes with the next build.
  await rm(oldDir, { recursive: true, force: true }).catch(() => undefined);
}
