/**
 * The record of builds (trigger, reason, outcome, step, duration), kept in the service's state
 * folder so it survives a restart. A build that was queued or running when the service stopped
 * is marked interrupted at the next start.
 */
import { jsonFile } from '../node/jsonFile.ts';
import type { FastPathDecline } from '../build/workerProtocol.ts';
import { NOT_COUNTED } from '../release/changedPages.ts';

/** The pipeline's steps, in order. */
export const STEPS = [
  'pull',
  'compare',
  'build',
  'verify',
  'switch',
  'prune',
  'deploy',
  'record',
] as const;
export type Step = (typeof STEPS)[number] | 'queued';

/** `preview`: built and kept beside the live release, not switched live. */
export type Outcome =
  'pending' | 'running' | 'live' | 'unchanged' | 'failed' | 'interrupted' | 'preview';

export interface BuildRecord {
  readonly id: string;
  /** `restart`: started by the service itself to rebuild a build a restart interrupted. */
  readonly trigger: 'signature' | 'bearer' | 'rollback' | 'restart' | 'promote';
  /** A preview build: never switched live (its release may be promoted later). */
  readonly preview?: true;
  /** Calls this build answers (a burst joins one pending build). */
  calls: number;
  /** The reasons the calls gave, joined; null when none gave one. */
  reason: string | null;
  force: boolean;
  outcome: Outcome;
  /** The step it is at; once finished, the step it stopped at. */
  step: Step;
  /** Why it failed, for an editor. */
  cause: string | null;
  /** For a failed pull: the table and URL that failed. */
  table?: string;
  url?: string;
  /**
   * The cause as a code the status page words in each language (describeCause.ts), e.g.
   * `disk-full`; absent on older records and where the code follows from step and cause.
   */
  causeCode?: string;
  /** For a cause about a folder (a full disk): the folder. */
  folder?: string;
  /** On an interrupted build: the build started after the restart to publish its content. */
  rebuiltAs?: string;
  /** On that new build: the interrupted build it makes up for. */
  rebuildOf?: string;
  /** Pages added, changed or removed against the release live before (ChangedPages). */
  changedPages: readonly string[];
  changedPagesTotal: number | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  /** The release made live (or found unchanged, or rolled back to). */
  release: string | null;
  contentHash: string | null;
  /** While building: the paths rendered so far; then the release's HTML page count. */
  pages: number | null;
  /** While building: how many paths the build renders in all, once it knows. */
  pagesTotal?: number;
  /** Files of the catalogue the build rendered. */
  rendered?: number;
  /** Files carried unchanged from the release live before (0: a full build). */
  carried?: number;
  /**
   * Why the build did not take its fast path: a code the status page words for an editor, and the
   * log's sentence, which may name files and is shown to an administrator only (redactStatus.ts).
   */
  declined?: FastPathDecline;
}

/**
 * The builds a restart interrupted, newest first, for the service to rebuild: those at the top of
 * the history, up to the first build that ran to an end (its pull saw their content). Rollbacks,
 * promotions and previews are passed over (a rebuild publishes: a preview is only asked for
 * again); a build already rebuilt is not rebuilt again.
 */
export function buildsToRebuild(records: readonly BuildRecord[]): BuildRecord[] {
  const found: BuildRecord[] = [];
  for (const record of records) {
    if (record.trigger === 'rollback' || record.trigger === 'promote' || record.preview) continue;
    if (record.outcome !== 'interrupted' || record.rebuiltAs !== undefined) break;
    found.push(record);
  }
  return found;
}

/** How many builds are kept on disk (the status shows the last 20). */
const KEEP = 200;

export interface BuildHistory {
  /** Newest first (the last 20 unless `limit` says otherwise). */
  list(limit?: number): readonly BuildRecord[];
  get(id: string): BuildRecord | undefined;
  add(record: BuildRecord): Promise<void>;
  /** Changes a record and writes the history. */
  update(id: string, change: Partial<BuildRecord>): Promise<void>;
  /** Marks a build finished with an outcome (and cause), setting its duration. */
  finish(id: string, change: Partial<BuildRecord> & { outcome: Outcome }): Promise<void>;
}

/** Opens the history at `path`; builds left pending or running by a previous run become interrupted. */
export async function openBuildHistory(path: string): Promise<BuildHistory> {
  const file = jsonFile<BuildRecord[]>(path);
  // A record of an older version has no changed paths: none known.
  const records: BuildRecord[] = (await file.read([]))
    .filter((r) => typeof r?.id === 'string')
    .map((r) => ({ ...NOT_COUNTED, ...r }));
  const save = () => file.write(records.slice(0, KEEP));

  // Whatever was under way when the service stopped did not finish.
  const unfinished = records.filter((r) => r.outcome === 'pending' || r.outcome === 'running');
  for (const record of unfinished) {
    record.outcome = 'interrupted';
    record.cause = 'the service stopped before this build finished; the live release was kept';
    record.finishedAt ??= new Date().toISOString();
  }
  if (unfinished.length > 0) await save();

  return {
    list: (limit = 20) => records.slice(0, limit),
    get: (id) => records.find((r) => r.id === id),
    async add(record) {
      records.unshift(record);
      records.splice(KEEP);
      await save();
    },
    async update(id, change) {
      const record = records.find((r) => r.id === id);
      if (record === undefined) return;
      Object.assign(record, change);
      await save();
    },
    async finish(id, change) {
      const record = records.find((r) => r.id === id);
      if (record === undefined) return;
      const finishedAt = new Date();
      const started = Date.parse(record.startedAt ?? record.queuedAt);
      Object.assign(record, change, {
        finishedAt: finishedAt.toISOString(),
        durationMs: finishedAt.getTime() - started,
      });
      await save();
    },
  };
}
