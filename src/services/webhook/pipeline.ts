/**
 * One rebuild (issue 10, point 3): pull every table → stop as "unchanged" when the content hash
 * and code version equal the live release's (no Astro) → build into RELEASES_DIR/<id> in a child
 * process → verify → switch `current` atomically → keep the last 5 → DEPLOY_COMMAND → record.
 * Any failure leaves the live release as it was and is recorded with its step and cause.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BackendError } from '../../backend/backendClient.ts';
import { writeSnapshot, type Snapshot } from '../../backend/snapshot.ts';
import type { ContentWarning } from '../../content/types.ts';
import { pullConfigured } from '../pullConfigured.ts';
import type { BuildHistory, Step } from './buildHistory.ts';
import { isForced, reasonText, type QueuedBuild } from './buildQueue.ts';
import { startBuildWorker, type BuildWorker } from './buildWorker.ts';
import { codeVersion } from './codeVersion.ts';
import { runDeployCommand } from './runDeployCommand.ts';
import type { ReleaseStore } from './releaseStore.ts';
import type { BuildMarker } from './buildMarker.ts';
import type { Mutex } from './mutex.ts';
import { countChangedPages } from './countChangedPages.ts';
import { countPages, verifyRelease } from './verifyRelease.ts';
import type { WebhookConfig } from './webhookConfig.ts';

export interface PipelineDeps {
  readonly config: WebhookConfig;
  /** The project whose site is built (Astro's root). */
  readonly projectRoot: string;
  /** The build worker script (scripts/lib/buildRelease.ts). */
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

/** A failure of one step, with what an editor needs to know. */
class StepFailure extends Error {
  readonly step: Step;
  readonly details: { table?: string; url?: string };
  constructor(step: Step, cause: string, details: { table?: string; url?: string } = {}) {
    super(cause);
    this.step = step;
    this.details = details;
  }
}

export interface Pipeline {
  run(build: QueuedBuild): Promise<void>;
  /** The worker of the build running now, if it is in its build step. */
  readonly worker: BuildWorker | null;
}

const PROGRESS_INTERVAL_MS = 500;

/** Creates the pipeline; `run` does one build and records its outcome (it never throws for a build fault). */
export function createPipeline(deps: PipelineDeps): Pipeline {
  const { config, releases, history } = deps;
  let worker: BuildWorker | null = null;

  async function step(id: string, name: Step): Promise<void> {
    await history.update(id, { step: name });
  }

  async function pull(): Promise<Snapshot> {
    try {
      return (await pullConfigured(config.site)).snapshot;
    } catch (error) {
      if (error instanceof BackendError) {
        throw new StepFailure('pull', error.message, { table: error.table, url: error.url });
      }
      throw new StepFailure('pull', (error as Error).message);
    }
  }

  async function buildRelease(id: string, snapshot: Snapshot): Promise<ContentWarning[]> {
    const snapshotPath = join(config.stateDir, 'snapshots', `${id}.json`);
    await writeSnapshot(snapshotPath, snapshot);
    const outDir = releases.pathOf(id);
    let warnings: ContentWarning[] = [];
    await deps.marker.set(id);
    const started = startBuildWorker({
      script: deps.workerScript,
      cwd: deps.projectRoot,
      snapshotPath,
      outDir,
      timeoutMs: config.buildTimeoutMs,
      onWarnings: (list) => (warnings = list),
      onLine: (line) => deps.log(`[build ${id}] ${line}`),
    });
    worker = started;
    // Pages done, for the status page: Astro writes them into the folder as it goes. The history
    // file is rewritten only when the count moved, not twice a second for the whole build.
    let pagesDone = -1;
    const progress = setInterval(() => {
      void countPages(`${outDir}.next`)
        .then((pages) => {
          if (pages.total === pagesDone) return;
          pagesDone = pages.total;
          return history.update(id, { pages: pages.total });
        })
        .catch(() => undefined);
    }, PROGRESS_INTERVAL_MS);
    try {
      await started.done;
    } catch (error) {
      const cause = deps.stopping()
        ? 'the service was stopped during the build'
        : (error as Error).message;
      throw new StepFailure('build', cause);
    } finally {
      clearInterval(progress);
      worker = null;
      await rm(snapshotPath, { force: true });
    }
    return warnings;
  }

  async function run(build: QueuedBuild): Promise<void> {
    const { id } = build;
    const force = isForced(build);
    await history.update(id, {
      outcome: 'running',
      step: 'pull',
      startedAt: new Date().toISOString(),
      calls: build.calls.length,
      force,
      reason: reasonText(build),
    });
    let current: Step = 'pull';
    const enter = async (name: Step) => {
      current = name;
      await step(id, name);
    };
    try {
      const snapshot = await pull();
      await enter('compare');
      const version = await codeVersion(deps.projectRoot, config.site);
      const live = await releases.live();
      await history.update(id, { contentHash: snapshot.hash });
      if (
        !force &&
        live !== null &&
        live.contentHash === snapshot.hash &&
        live.codeVersion === version
      ) {
        await history.finish(id, {
          outcome: 'unchanged',
          release: live.id,
          pages: live.pages.total,
        });
        deps.log(`Build ${id}: content and code unchanged; ${live.id} stays live`);
        return;
      }

      await enter('build');
      const warnings = await buildRelease(id, snapshot);

      await enter('verify');
      const verified = await verifyRelease(releases.pathOf(id), live?.pages.total ?? null, force);
      const pagesChanged =
        live === null
          ? null
          : await countChangedPages(releases.pathOf(id), releases.pathOf(live.id)).catch(
              () => null,
            );
      await history.update(id, { pages: verified.pages.total, pagesChanged });
      if (verified.problem !== null) throw new StepFailure('verify', verified.problem);
      await releases.add({
        id,
        createdAt: new Date().toISOString(),
        contentHash: snapshot.hash,
        codeVersion: version,
        pages: verified.pages,
        warnings,
      });

      await deps.switchLock.run(async () => {
        await enter('switch');
        const previous = await releases.liveId();
        await releases.switchTo(id);
        await deps.marker.set(null);

        await enter('prune');
        try {
          const removed = await releases.prune();
          if (removed.length > 0) deps.log(`Removed old releases ${removed.join(', ')}`);
        } catch (error) {
          // The new release is live; an old folder that cannot be removed is no build fault.
          deps.log(`Could not remove old releases: ${(error as Error).message}`);
        }

        if (config.deployCommand !== null) {
          await enter('deploy');
          try {
            await runDeployCommand({
              command: config.deployCommand,
              releasePath: releases.pathOf(id),
              releaseId: id,
              cwd: deps.projectRoot,
              timeoutMs: config.deployTimeoutMs,
              onLine: (line) => deps.log(`[deploy ${id}] ${line}`),
            });
          } catch (error) {
            // What is served here must match what the CDN serves: the previous release.
            if (previous !== null) await releases.switchTo(previous);
            await releases.discard(id).catch(() => undefined);
            throw new StepFailure(
              'deploy',
              `${(error as Error).message}; ${previous ?? 'no release'} stays live`,
            );
          }
        }
      });

      await enter('record');
      await history.finish(id, { outcome: 'live', release: id, pages: verified.pages.total });
      deps.log(`Build ${id}: live with ${verified.pages.total} pages`);
    } catch (error) {
      const failure =
        error instanceof StepFailure ? error : new StepFailure(current, (error as Error).message);
      if (failure.step === 'build' || failure.step === 'verify' || failure.step === 'switch') {
        // Not live (discard refuses the live release): the folder and its record go.
        await releases.discard(id).catch(() => undefined);
      }
      await deps.marker.set(null);
      await history.finish(id, {
        outcome: deps.stopping() ? 'interrupted' : 'failed',
        step: failure.step,
        cause: failure.message,
        ...failure.details,
      });
      deps.log(
        `Build ${id} ${deps.stopping() ? 'interrupted' : 'failed'} at ${failure.step}: ${failure.message}`,
      );
    }
  }

  return {
    run,
    get worker() {
      return worker;
    },
  };
}
