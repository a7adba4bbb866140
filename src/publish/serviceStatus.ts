/**
 * What GET /status answers: the service's state, the build under way, the live release (with its
 * content warnings worded for an editor) and the last builds.
 */
import { editorMessage } from '../content/editorMessage.ts';
import type { ContentWarning } from '../content/types.ts';
import type { BuildRecord, Step } from './buildHistory.ts';
import type { QueuedBuild } from './buildQueue.ts';
import { NOT_COUNTED, type ChangedPages } from '../release/changedPages.ts';
import type { PageCounts, ReleaseRecord } from '../release/releaseStore.ts';
import { promoteProblem } from '../release/previews.ts';

export type ServiceState = 'idle' | 'building' | 'pending';

/** A content warning as the model made it (English, technical), and as a sentence for an editor. */
export interface EditorWarning extends Omit<ContentWarning, 'column'> {
  readonly text: string;
  readonly column: string | null;
}

export interface LiveRelease extends ChangedPages {
  readonly id: string;
  /** When it was built (null for a release this service did not build). */
  readonly time: string | null;
  readonly contentHash: string | null;
  readonly codeVersion: string | null;
  readonly pages: PageCounts | null;
  readonly warnings: readonly EditorWarning[];
}

export interface ServiceStatus {
  /** The live site's origin (SITE_URL), which changed paths and warnings' pages are links into. */
  readonly siteUrl: string;
  /** `building` while a build runs; `pending` while another waits to start; else `idle`. */
  readonly state: ServiceState;
  readonly building: {
    readonly id: string;
    readonly step: Step;
    readonly pagesDone: number;
    /** How many the build renders in all, as it reported (null until it knows). */
    readonly pagesTotal: number | null;
    readonly startedAt: string | null;
    readonly calls: number;
    /** A preview build: the live site stays as it is. */
    readonly preview?: true;
  } | null;
  readonly pending: {
    readonly id: string;
    readonly calls: number;
    readonly queuedAt: string;
  } | null;
  readonly live: LiveRelease | null;
  readonly builds: readonly BuildRecord[];
  /** Previews kept, newest first (absent: none). */
  readonly previews?: readonly PreviewEntry[];
}

/** A preview as the status lists it; `promotable`: whether POST /promote would take it now. */
export interface PreviewEntry extends ChangedPages {
  readonly id: string;
  readonly url: string;
  readonly builtAt: string;
  readonly promotable: boolean;
}

/**
 * The previews among `records`, newest first, each at `base` with its token; what changed is taken
 * from the build that made it (the preview's id is its build's).
 */
export function describePreviews(
  records: readonly ReleaseRecord[],
  liveId: string | null,
  base: string,
  find: (id: string) => BuildRecord | undefined,
): PreviewEntry[] {
  return [...records]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((r) => {
      if (r.preview === undefined) return [];
      const build = find(r.id);
      return {
        id: r.id,
        url: `${base}/?preview=${r.preview.token}`,
        builtAt: r.createdAt,
        changedPages: build?.changedPages ?? [],
        changedPagesTotal: build?.changedPagesTotal ?? null,
        promotable: promoteProblem(r.id, records, liveId, []) === null,
      };
    });
}

/** The state of the service from its queue: waiting wins, then running. */
export function serviceState(running: unknown, pending: unknown): ServiceState {
  if (pending !== null) return 'pending';
  return running !== null ? 'building' : 'idle';
}

/** The live release as the status shows it, with the pages its build changed (`changed`). */
export function describeLive(
  id: string | null,
  record: ReleaseRecord | null,
  changed: ChangedPages = NOT_COUNTED,
): LiveRelease | null {
  if (id === null) return null;
  return {
    id,
    changedPages: changed.changedPages,
    changedPagesTotal: changed.changedPagesTotal,
    time: record?.createdAt ?? null,
    contentHash: record?.contentHash ?? null,
    codeVersion: record?.codeVersion ?? null,
    pages: record?.pages ?? null,
    warnings: (record?.warnings ?? []).map((w) => ({
      ...w,
      text: editorMessage(w),
      column: w.column ?? null,
    })),
  };
}

/** The status from the queue, the live release and the history. */
export function describeStatus(input: {
  readonly siteUrl: string;
  readonly running: QueuedBuild | null;
  readonly pending: QueuedBuild | null;
  readonly live: LiveRelease | null;
  readonly builds: readonly BuildRecord[];
  readonly find: (id: string) => BuildRecord | undefined;
}): ServiceStatus {
  const record = input.running === null ? undefined : input.find(input.running.id);
  // A build whose outcome is recorded is over, even while the queue is still letting it go.
  const finished =
    record !== undefined && record.outcome !== 'running' && record.outcome !== 'pending';
  const running = finished ? null : input.running;
  const { pending } = input;
  return {
    siteUrl: input.siteUrl,
    state: serviceState(running, pending),
    building: running && {
      id: running.id,
      step: record?.step ?? 'pull',
      pagesDone: record?.pages ?? 0,
      pagesTotal: record?.pagesTotal ?? null,
      startedAt: record?.startedAt ?? null,
      calls: running.calls.length,
      ...(running.preview === true ? { preview: true as const } : {}),
    },
    pending: pending && {
      id: pending.id,
      calls: pending.calls.length,
      queuedAt: pending.queuedAt.toISOString(),
    },
    live: input.live,
    builds: input.builds,
  };
}
