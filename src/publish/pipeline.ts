/**
 * One rebuild: pull every table → stop as "unchanged" when content hash and code version equal
 * the live release's → make room → build in a child process → verify → switch `current` → prune
 * → DEPLOY_COMMAND → record. A failure leaves the live release as it was and records its step
 * and cause (a full disk: the code `disk-full` and the folder). A preview is built the same way,
 * even from unchanged content (its link is what was asked for), and kept instead of switched.
 */
import { realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BackendError } from '../backend/backendClient.ts';
import type { Snapshot } from '../backend/snapshot.ts';
import type { ContentWarning } from '../content/types.ts';
import { pullConfigured } from '../backend/pullConfigured.ts';
import { diskUsage } from '../node/diskUsage.ts';
import { removeFolder } from '../node/removeFolder.ts';
import { backgroundTasks } from '../node/backgroundTasks.ts';
import type { BuildHistory, BuildRecord, Step } from './buildHistory.ts';
import { callFacts, isForced, type QueuedBuild } from './buildQueue.ts';
import { buildFolders, realPathOf } from '../release/buildFolders.ts';
import { DISK_FULL, diskFullCause, isNoSpace } from '../node/diskFull.ts';
import { BuildProcessError, buildWorkers, type BuildWorker } from './buildWorker.ts';
import type { ResultReport } from '../build/workerProtocol.ts';
import { codeVersion } from '../release/codeVersion.ts';
import { runDeployCommand, type ReleaseKind } from './runDeployCommand.ts';
import { newPreviewToken } from '../release/previews.ts';
import {
  CURRENT_LINK,
  ROOM_FACTOR,
  UNFINISHED_SPARE_DIR,
  type ReleaseStore,
} from '../release/releaseStore.ts';
import type { BuildMarker } from './buildMarker.ts';
import type { Mutex } from './mutex.ts';
import { changedPagesBetween, NOT_COUNTED } from '../release/changedPages.ts';
import { verifyRelease } from '../release/verifyRelease.ts';
import type { WebhookConfig } from './webhookConfig.ts';

export interface PipelineDeps {
  readonly config: WebhookConfig;
  /** The project whose site is built (Astro's root). */
  readonly projectRoot: string;
  /** The build worker script (src/build/buildRelease.ts). */
  readonly workerScript: string;
  readonly releases: ReleaseStore;
  readonly history: BuildHistory;
  /** Held while `current` may change (switch … deploy, rollback). */
  readonly switchLock: Mutex;
  /** Names the build whose folder is half-built, so a restart can discard it. */
  readonly marker: BuildMarker;
  readonly log: (line: string) => void;
  /** Whether the service is shutting down (a killed worker is then no build fault). */
  readonly stopping: () => boolean;
}

/** What a failure record may carry besides its step and cause. */
type FailureDetails = Readonly<Pick<BuildRecord, 'table' | 'url' | 'causeCode' | 'folder'>>;

/** A failure of one step, with what an editor needs to know. */
class StepFailure extends Error {
  readonly step: Step;
  readonly details: FailureDetails;
  constructor(step: Step, cause: string, details: FailureDetails = {}) {
    super(cause);
    this.step = step;
    this.details = details;
  }
}

export interface Pipeline {
  run(build: QueuedBuild): Promise<void>;
  /** The worker of the build running now, if it is in its build step. */
  readonly worker: BuildWorker | null;
  /** Runs DEPLOY_COMMAND for a release, if one is set (throws its failure). */
  deploy(releaseId: string, kind?: ReleaseKind): Promise<void>;
  /** Removes the releases past those kept (a failure is logged: no build fault). */
  prune(): Promise<void>;
  /** Stops the build worker, busy or kept idle for the next build (the service stops). */
  stopWorker(): void;
  /** Resolves once the work no build waits for is done (sizes, changed pages, pruned folders). */
  tidied(): Promise<void>;
}

const ROOM_TEXT = `the rule asks for ${ROOM_FACTOR} × the newest release's size,`;

/** Bytes as megabytes for the log. */
const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * A step's failure from whatever was thrown; a full disk in the service itself with its code and
 * the folder of the file it wrote (else `fallbackFolder`).
 */
function asStepFailure(error: unknown, step: Step, fallbackFolder: string): StepFailure {
  if (error instanceof StepFailure) return error;
  if (isNoSpace(error)) {
    const path = (error as NodeJS.ErrnoException).path;
    const folder = typeof path === 'string' ? dirname(path) : fallbackFolder;
    return new StepFailure(step, diskFullCause(folder), { causeCode: DISK_FULL, folder });
  }
  return new StepFailure(step, (error as Error).message);
}

/** The pipeline; `run` does one build and records its outcome (never throws for a build fault). */
export function createPipeline(deps: PipelineDeps): Pipeline {
  const { config, releases, history } = deps;
  // Sizes measured and changed pages counted after a build, off the queue's path.
  const measuring = backgroundTasks();
  let worker: BuildWorker | null = null;
  const workers = buildWorkers({
    script: deps.workerScript,
    cwd: deps.projectRoot,
    releasesDir: releases.dir,
  });
  // The worker runs in the project folder, and a process's working directory is its real path:
  // the folders of a build are worked out from there, as the worker does (buildFolders).
  const projectRoot = realpathSync(deps.projectRoot);
  const foldersOf = (id: string) =>
    buildFolders(projectRoot, releases.pathOf(id), realPathOf(releases.pathOf(id)));

  async function pull(): Promise<Snapshot> {
    try {
      return (await pullConfigured(config.site)).snapshot;
    } catch (error) {
      const where = error instanceof BackendError ? { table: error.table, url: error.url } : {};
      throw new StepFailure('pull', (error as Error).message, where);
    }
  }

  async function buildRelease(
    id: string,
    snapshot: Snapshot,
    code: string,
  ): Promise<{ warnings: readonly ContentWarning[]; made: ResultReport | null }> {
    let warnings: readonly ContentWarning[] = [];
    let made: ResultReport | null = null;
    await deps.marker.set(id);
    const started = workers.run({
      code,
      snapshot,
      outDir: releases.pathOf(id),
      previousRelease: join(releases.dir, CURRENT_LINK),
      timeoutMs: config.buildTimeoutMs,
      onWarnings: (list) => (warnings = list),
      onProgress: ({ done, total }) =>
        void history.update(id, { pages: done, pagesTotal: total }).catch(() => undefined),
      onResult: (result) => {
        made = result;
        if (result.warm) {
          deps.log(`[build ${id}] rendered with the renderer kept from the last build`);
        }
        const { rendered, carried, declined } = result;
        const change = declined === null ? { rendered, carried } : { rendered, carried, declined };
        void history.update(id, change).catch(() => undefined);
      },
      onLine: (line) => deps.log(`[build ${id}] ${line}`),
    });
    worker = started;
    try {
      await started.done;
    } catch (error) {
      if (deps.stopping()) {
        throw new StepFailure('build', 'the service was stopped during the build');
      }
      const failure = error instanceof BuildProcessError ? error.failure : null;
      const details = failure && { causeCode: failure.causeCode, folder: failure.folder };
      throw new StepFailure('build', (error as Error).message, details ?? {});
    } finally {
      worker = null;
    }
    return { warnings, made };
  }

  /**
   * Deletes old releases when space is short, under the switch lock so a rollback meanwhile
   * cannot lose the release it returns to. Not measuring is no build fault.
   */
  async function makeRoom(): Promise<void> {
    try {
      const room = await deps.switchLock.run(() => releases.makeRoom());
      if (room.remove.length > 0) {
        deps.log(
          `Removed old releases ${room.remove.join(', ')} to make room: ${megabytes(room.freeBefore)} free, ${ROOM_TEXT} ${megabytes(room.neededBytes)} (now ${megabytes(room.freeAfter)})`,
        );
      }
      if (!room.enough) {
        deps.log(
          `Only ${megabytes(room.freeAfter)} free in ${releases.dir}, ${ROOM_TEXT} ${megabytes(room.neededBytes)}; building anyway`,
        );
      }
    } catch (error) {
      deps.log(`Could not make room before the build: ${(error as Error).message}`);
    }
  }

  async function deploy(releaseId: string, kind: ReleaseKind = 'release'): Promise<void> {
    if (config.deployCommand === null) return;
    await runDeployCommand({
      command: config.deployCommand,
      releasePath: releases.pathOf(releaseId),
      releaseId,
      kind,
      cwd: deps.projectRoot,
      timeoutMs: config.deployTimeoutMs,
      onLine: (line) => deps.log(`[deploy ${releaseId}] ${line}`),
    });
  }

  async function prune(): Promise<void> {
    try {
      const removed = await releases.prune();
      if (removed.length > 0) deps.log(`Removed old releases ${removed.join(', ')}`);
    } catch (error) {
      // The new release is complete; an old folder that cannot be removed is no build fault.
      deps.log(`Could not remove old releases: ${(error as Error).message}`);
    }
  }

  async function run(build: QueuedBuild): Promise<void> {
    const { id } = build;
    const force = isForced(build);
    const preview = build.preview === true;
    await history.update(id, {
      outcome: 'running',
      step: 'pull',
      startedAt: new Date().toISOString(),
      ...callFacts(build),
    });
    let current: Step = 'pull';
    const timings = config.timings;
    let stepStarted = performance.now();
    if (timings) deps.log(`Timing: service queued ${Date.now() - build.queuedAt.getTime()} ms`);
    const timed = () => {
      if (timings) {
        deps.log(`Timing: service ${current} ${(performance.now() - stepStarted).toFixed(0)} ms`);
      }
    };
    const enter = async (name: Step) => {
      timed();
      stepStarted = performance.now();
      current = name;
      await history.update(id, { step: name });
    };
    try {
      const snapshot = await pull();
      await enter('compare');
      const version = await codeVersion(deps.projectRoot, config.site);
      const live = await releases.live();
      // What a preview is made on: promoting it is refused once another release is live.
      const madeOn = await releases.liveId();
      await history.update(id, { contentHash: snapshot.hash });
      const same = live?.contentHash === snapshot.hash && live.codeVersion === version;
      if (!force && !preview && same) {
        if (build.calls.some((c) => c.trigger === 'restart') && config.deployCommand !== null) {
          // The interrupted build may have been switched in before its deploy finished: the CDN
          // gets the live release again rather than perhaps half of it.
          await enter('deploy');
          await deps.switchLock
            .run(() => deploy(live.id))
            .catch((error: unknown) => {
              throw new StepFailure('deploy', `${(error as Error).message}; ${live.id} stays live`);
            });
        }
        await history.finish(id, {
          outcome: 'unchanged',
          release: live.id,
          pages: live.pages.total,
        });
        deps.log(`Build ${id}: content and code unchanged; ${live.id} stays live`);
        return;
      }

      await enter('build');
      await makeRoom();
      const { warnings, made } = await buildRelease(id, snapshot, version);

      await enter('verify');
      // What the build says it wrote spares walking tens of thousands of files.
      const verified = await verifyRelease(
        releases.pathOf(id),
        live?.pages.total ?? null,
        force,
        made?.pages ?? null,
      );
      // The build's list when it has one; after a full build, listed once the release is live.
      const changed = live === null || made === null ? NOT_COUNTED : made;
      const { changedPages, changedPagesTotal } = changed;
      await history.update(id, { pages: verified.pages.total, changedPages, changedPagesTotal });
      if (verified.problem !== null) throw new StepFailure('verify', verified.problem);
      await releases.add({
        id,
        createdAt: new Date().toISOString(),
        contentHash: snapshot.hash,
        codeVersion: version,
        pages: verified.pages,
        warnings,
        // Its size, the room rule's measure, is taken once it is live.
        ...(preview ? { preview: { madeOn, token: newPreviewToken() } } : {}),
      });

      await deps.switchLock.run(async () => {
        // A preview is kept, not switched; a deploy hands it to the host's own preview
        // (RELEASE_KIND=preview).
        const previous = await releases.liveId();
        if (!preview) {
          await enter('switch');
          await releases.switchTo(id);
          await deps.marker.set(null);
        }
        await enter('prune');
        await prune();
        if (config.deployCommand === null || (preview && !config.deployPreviews)) return;
        await enter('deploy');
        await deploy(id, preview ? 'preview' : 'release').catch(async (error: unknown) => {
          // What is served here must match what the CDN serves: the previous release.
          if (!preview && previous !== null) await releases.switchTo(previous);
          await releases.discard(id).catch(() => undefined);
          const left = preview ? 'nothing went live' : `${previous ?? 'no release'} stays live`;
          throw new StepFailure('deploy', `${(error as Error).message}; ${left}`);
        });
      });

      await deps.marker.set(null);
      await enter('record');
      const outcome = preview ? 'preview' : 'live';
      await history.finish(id, { outcome, release: id, pages: verified.pages.total });
      timed();
      deps.log(`Build ${id}: ${outcome} with ${verified.pages.total} pages`);
      // Not waited for, at the lowest priority so as not to slow the next build; until it is
      // recorded, the room rule counts the release as large as the last one measured.
      measuring.add(
        diskUsage(releases.pathOf(id), { idle: true })
          .then((bytes) => releases.recordSize(id, bytes))
          .catch((error: unknown) =>
            deps.log(`Could not record the size of ${id}: ${(error as Error).message}`),
          ),
      );
      if (live !== null && changedPagesTotal === null) {
        // After a full build every page both releases have is compared: seconds, not waited for.
        measuring.add(
          changedPagesBetween(releases.pathOf(live.id), releases.pathOf(id))
            .then(async (listed) => {
              if (listed !== null) await history.update(id, listed);
            })
            .catch(() => undefined),
        );
      }
    } catch (error) {
      const failure = asStepFailure(error, current, releases.dir);
      if (failure.step === 'build' || failure.step === 'verify' || failure.step === 'switch') {
        // Not live (discard refuses the live release): the folder and its record go, and the
        // staging folder of a worker that was killed before it could remove it.
        await releases.discard(id).catch(() => undefined);
        await rm(foldersOf(id).astroDir, { recursive: true, force: true }).catch(() => undefined);
        // A copy the worker was making when stopped: its links would hold files on the disk.
        await removeFolder(join(releases.dir, UNFINISHED_SPARE_DIR)).catch(() => undefined);
      }
      await deps.marker.set(null);
      const outcome = deps.stopping() ? 'interrupted' : 'failed';
      const { step, message: cause, details } = failure;
      await history.finish(id, { outcome, step, cause, ...details });
      deps.log(`Build ${id} ${outcome} at ${step}: ${cause}`);
    }
  }

  return {
    run,
    deploy,
    prune,
    get worker() {
      return worker;
    },
    stopWorker: () => workers.stop(),
    async tidied() {
      await measuring.settled();
      await releases.removed();
    },
  };
}
