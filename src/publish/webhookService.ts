/**
 * The rebuild service: wires replay store, queue, pipeline, releases and build history, and
 * recovers from a run that died mid-build: the half-built folder is discarded, the live release
 * kept, and the interrupted build rebuilt from the content as it is now.
 */
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { buildFolders, realPathOf } from '../release/buildFolders.ts';
import { buildsToRebuild, openBuildHistory, type BuildHistory } from './buildHistory.ts';
import { buildMarker, stopOrphanedWorker } from './buildMarker.ts';
import { callFacts, createBuildQueue, type BuildQueue, type RebuildCall } from './buildQueue.ts';
import { lockFolder, type FolderLock } from './lockFolder.ts';
import { createMutex } from './mutex.ts';
import { createPipeline } from './pipeline.ts';
import { openReleaseStore, previousRelease, type ReleaseRecord } from '../release/releaseStore.ts';
import { previewByToken, promoteProblem } from '../release/previews.ts';
import { openReplayStore, type ReplayStore } from './replayStore.ts';
import { NOT_COUNTED } from '../release/changedPages.ts';
import {
  describeLive,
  describePreviews,
  describeStatus,
  type ServiceStatus,
} from './serviceStatus.ts';
import { missingReleaseFiles, rollbackProblem } from '../release/verifyRelease.ts';
import type { WebhookConfig } from './webhookConfig.ts';

export interface WebhookServiceOptions {
  readonly config: WebhookConfig;
  readonly projectRoot: string;
  readonly workerScript: string;
  readonly log?: (line: string) => void;
}

/** What a rollback or a promotion did: the release live now and the one before, or why not. */
export type RollbackResult =
  | { readonly ok: true; readonly live: string; readonly previous: string | null }
  | { readonly ok: false; readonly status: number; readonly error: string };

export interface WebhookService {
  readonly config: WebhookConfig;
  readonly replay: ReplayStore;
  readonly queue: BuildQueue;
  /** True once stop() was called: new calls are refused. */
  readonly stopping: boolean;
  /** Queues a call; returns the id of the build that will include it. */
  submit(call: RebuildCall): { buildId: string; joined: boolean };
  rollback(): Promise<RollbackResult>;
  /** Makes preview `id` live, the same bytes (refused unless promoteProblem allows it). */
  promote(id: string): Promise<RollbackResult>;
  /** The folder of the preview `token` opens, or null (previewServer.ts). */
  previewFolder(token: string | null): string | null;
  /** The status; a preview's address is `previewBase` with its token. */
  status(previewBase?: string): Promise<ServiceStatus>;
  /** Stops: drops the waiting build, stops the running one (its folder is discarded). */
  stop(): Promise<void>;
}

/** A new build id, also the name of the release folder it makes: `20250601-120000-ab12` (UTC). */
export function newBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

/**
 * Opens the service: locks its releases and state folders (a second service on either refuses to
 * start, before it touches anything), recovers from a previous run, then is ready for calls.
 */
export async function openWebhookService(options: WebhookServiceOptions): Promise<WebhookService> {
  const { config } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const locks: FolderLock[] = [];
  const startedAt = new Date();
  try {
    for (const dir of [config.releasesDir, config.stateDir]) {
      await mkdir(dir, { recursive: true });
      locks.push(await lockFolder(dir, { log, startedAt }));
    }
    return await openLocked(options, log, locks);
  } catch (error) {
    for (const lock of locks) await lock.release();
    throw error;
  }
}

/** openWebhookService once its folders are locked. */
async function openLocked(
  options: WebhookServiceOptions,
  log: (line: string) => void,
  locks: readonly FolderLock[],
): Promise<WebhookService> {
  const { config } = options;
  const releases = await openReleaseStore(config.releasesDir, config.stateDir);
  const marker = buildMarker(join(config.stateDir, 'building.json'));
  const left = await marker.read();
  if (left !== null) {
    const stopped = await stopOrphanedWorker(basename(options.workerScript), config.releasesDir);
    if (stopped.length > 0) log(`Stopped the orphaned build worker (pid ${stopped.join(', ')})`);
    log(`Discarding release ${left.id}, half-built when the service stopped`);
    // A release folder outside the project is built in a staging folder inside it.
    const half = releases.pathOf(left.id);
    const staging = buildFolders(realpathSync(options.projectRoot), half, realPathOf(half));
    if (staging.staged) await rm(staging.astroDir, { recursive: true, force: true });
  }
  await releases.recover(left?.id ?? null);
  await marker.set(null);
  // Left by versions that handed the worker its snapshot as a file.
  await rm(join(config.stateDir, 'snapshots'), { recursive: true, force: true });
  const history = await openBuildHistory(join(config.stateDir, 'history.json'));
  const replay = await openReplayStore(join(config.stateDir, 'replay.json'));

  const switchLock = createMutex();
  let stopping = false;
  const pipeline = createPipeline({
    config,
    projectRoot: options.projectRoot,
    workerScript: options.workerScript,
    releases,
    history,
    switchLock,
    marker,
    log,
    stopping: () => stopping,
  });
  const queue = createBuildQueue({
    newId: () => newBuildId(),
    run: (build) => pipeline.run(build),
    onQueued: (build) => {
      const first = build.calls[0];
      void history.add({
        id: build.id,
        trigger: first?.trigger ?? 'bearer',
        ...(first?.rebuildOf === undefined ? {} : { rebuildOf: first.rebuildOf }),
        ...(build.preview === true ? { preview: true as const } : {}),
        ...callFacts(build),
        outcome: 'pending',
        step: 'queued',
        cause: null,
        queuedAt: build.queuedAt.toISOString(),
        startedAt: null,
        finishedAt: null,
        durationMs: null,
        release: null,
        contentHash: null,
        pages: null,
        ...NOT_COUNTED,
      });
    },
    onError: (error, build) => log(`Build ${build.id}: ${(error as Error).message}`),
  });

  await rebuildInterrupted(history, queue, log);

  const refuse = (what: string, problem: string): RollbackResult => {
    log(`Refused a ${what}: ${problem}`);
    return { ok: false, status: 409, error: problem };
  };

  /**
   * Makes `target` live with the switch lock held (POST /rollback, POST /promote): switches, runs
   * DEPLOY_COMMAND and, when that fails, switches back. A promoted preview becomes an ordinary
   * release (a rollback target from then on) before the switch, and a preview again on failure.
   */
  async function makeLive(
    target: ReleaseRecord,
    trigger: 'rollback' | 'promote',
    reason: string | null,
  ): Promise<RollbackResult> {
    const liveId = await releases.liveId();
    const id = newBuildId();
    const now = new Date().toISOString();
    const made = trigger === 'promote' ? history.get(target.id) : undefined;
    await history.add({
      id,
      trigger,
      calls: 1,
      reason,
      force: false,
      outcome: 'running',
      step: 'switch',
      cause: null,
      queuedAt: now,
      startedAt: now,
      finishedAt: null,
      durationMs: null,
      release: target.id,
      contentHash: target.contentHash,
      pages: target.pages.total,
      // A promoted preview changes what its build found against the release it was made on,
      // which is the one live now (promoteProblem); a rollback's pages are not compared.
      changedPages: made?.changedPages ?? NOT_COUNTED.changedPages,
      changedPagesTotal: made?.changedPagesTotal ?? null,
    });
    const { preview: _preview, ...published } = target;
    await releases.update(published);
    await releases.switchTo(target.id);
    if (config.deployCommand !== null) {
      await history.update(id, { step: 'deploy' });
      try {
        await pipeline.deploy(target.id);
      } catch (error) {
        if (liveId !== null) await releases.switchTo(liveId);
        await releases.update(target);
        const cause = `${(error as Error).message}; ${liveId ?? 'no release'} stays live`;
        await history.finish(id, { outcome: 'failed', cause });
        const what = trigger === 'rollback' ? 'Rollback' : 'Making the preview live';
        return { ok: false, status: 502, error: `${what} failed: ${cause}` };
      }
    }
    await pipeline.prune();
    await history.finish(id, { outcome: 'live', step: 'record' });
    log(
      `${trigger === 'rollback' ? 'Rolled back' : 'Promoted'} from ${liveId ?? 'nothing'} to ${target.id}`,
    );
    return { ok: true, live: target.id, previous: liveId };
  }

  return {
    config,
    replay,
    queue,
    get stopping() {
      return stopping;
    },
    submit(call) {
      const { build, joined } = queue.submit(call);
      if (joined) void history.update(build.id, callFacts(build));
      return { buildId: build.id, joined };
    },
    rollback: () =>
      switchLock.run(async () => {
        const liveId = await releases.liveId();
        const target = previousRelease(releases.records(), liveId);
        if (target === null) {
          return { ok: false, status: 409, error: 'There is no earlier release to roll back to.' };
        }
        // A kept release may have lost files since it was live: switching to it would serve them missing.
        const missing = missingReleaseFiles(releases.pathOf(target.id));
        const problem = rollbackProblem(target.id, liveId, missing);
        return problem === null
          ? makeLive(target, 'rollback', liveId === null ? null : `roll back from ${liveId}`)
          : refuse('rollback', problem);
      }),
    promote: (id) =>
      switchLock.run(async () => {
        const missing = missingReleaseFiles(releases.pathOf(id));
        const problem = promoteProblem(id, releases.records(), await releases.liveId(), missing);
        const target = releases.records().find((r) => r.id === id);
        if (problem !== null || target === undefined) return refuse('promotion', problem ?? '');
        return makeLive(target, 'promote', `make preview ${id} live`);
      }),
    previewFolder(token) {
      const found = previewByToken(releases.records(), token);
      return found === null ? null : releases.pathOf(found.id);
    },
    async status(previewBase = '') {
      const liveId = await releases.liveId();
      const find = (id: string) => history.get(id);
      const live = describeLive(liveId, await releases.live(), find(liveId ?? ''));
      const { running, pending } = queue;
      const builds = history.list();
      const siteUrl = config.site.siteUrl;
      const status = describeStatus({ siteUrl, running, pending, live, builds, find });
      const previews = describePreviews(releases.records(), liveId, previewBase, find);
      return { ...status, previews };
    },
    async stop() {
      stopping = true;
      for (const dropped of queue.dropPending()) {
        await history.finish(dropped.id, {
          outcome: 'interrupted',
          cause: 'the service was stopped before this build started',
        });
      }
      pipeline.worker?.kill();
      await queue.idle();
      pipeline.stopWorker();
      await pipeline.tidied();
      for (const lock of locks) await lock.release();
    },
  };
}

/**
 * Queues one build (trigger `restart`) that pulls the content as it is now for the builds the
 * last stop interrupted, forced if any of them was; each side records the other (`rebuiltAs`,
 * `rebuildOf`), so the status page can say "interrupted, rebuilt".
 */
async function rebuildInterrupted(
  history: BuildHistory,
  queue: BuildQueue,
  log: (line: string) => void,
): Promise<void> {
  const interrupted = buildsToRebuild(history.list(Number.POSITIVE_INFINITY));
  const newest = interrupted[0];
  if (newest === undefined) return;
  const reasons = [...new Set(interrupted.map((b) => b.reason).filter((r) => r !== null))];
  const { build } = queue.submit({
    trigger: 'restart',
    rebuildOf: newest.id,
    reason: `rebuild of ${interrupted.map((b) => b.id).join(' and ')}, interrupted by a restart${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`,
    force: interrupted.some((b) => b.force),
    at: new Date(),
  });
  for (const record of interrupted) await history.update(record.id, { rebuiltAs: build.id });
  log(`Rebuilding ${interrupted.map((b) => b.id).join(', ')} (interrupted) as build ${build.id}`);
}
