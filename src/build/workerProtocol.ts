/**
 * The messages between the rebuild service (src/publish/buildWorker.ts) and its build worker
 * (buildRelease.ts), with guards: a worker of another code version may be the one talking.
 */
import type { Snapshot } from '../backend/snapshot.ts';
import type { ContentWarning } from '../content/types.ts';
import { NOT_COUNTED, type ChangedPages } from '../release/changedPages.ts';
import type { PageCounts } from '../release/releaseStore.ts';
import { isFastPathDecline, type FastPathDecline } from './fastPathDecline.ts';

export type { DeclineCode, FastPathDecline } from './fastPathDecline.ts';

/** Service → worker: build one release. */
export interface BuildRequest {
  readonly type: 'build';
  /** The content, as the service pulled and hashed it. */
  readonly snapshot: Snapshot;
  /** The code version the service worked out for this build. */
  readonly code: string;
  readonly outDir: string;
  /** The release live now, whose page paths the build compares with its own. */
  readonly previousRelease: string;
}

/** Worker → service: the content's warnings, as soon as the model is built. */
export interface WarningsReport {
  readonly type: 'warnings';
  readonly warnings: readonly ContentWarning[];
}

/** Worker → service: paths rendered, of how many. */
export interface ProgressReport {
  readonly type: 'progress';
  readonly done: number;
  readonly total: number;
}

/** Worker → service: what the build made, with the pages changed when it could tell cheaply. */
export interface ResultReport extends ChangedPages {
  readonly type: 'result';
  /** Files of the catalogue rendered (all of them in a full build). */
  readonly rendered: number;
  /** Files of the catalogue carried unchanged from the live release. */
  readonly carried: number;
  /** Rendered by a renderer kept from an earlier build, without an Astro build. */
  readonly warm: boolean;
  /** Why the build did not take its fast path (its log line); null: it took the fastest it had. */

  readonly declined: FastPathDecline | null;
  /** The release's pages per language, as the build wrote them; null when it did not say. */
  readonly pages: PageCounts | null;
}

/** Worker → service, before it exits: why the build failed, in a known way (a full disk). */
export interface FailureReport {
  readonly type: 'failure';
  readonly causeCode: string;
  readonly folder: string;
  /** The cause, already worded (e.g. diskFullCause). */
  readonly message: string;
}

/** Worker → service: the build is complete and its folder in place. */
export interface DoneReport {
  readonly type: 'done';
}

/** Every message the worker sends. */
export type WorkerReport =
  WarningsReport | ProgressReport | ResultReport | FailureReport | DoneReport;

type Fields = Partial<Record<string, unknown>>;

/** `value`'s fields when it is an object (a message), else null. */
const fieldsOf = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null ? (value as Fields) : null;

/** Whether `value` is a whole number (counts travel as numbers, never as strings). */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** Whether `value` is a page count per language (PageCounts). */
function isPageCounts(value: unknown): value is PageCounts {
  const fields = (value ?? {}) as Fields;
  return isCount(fields['en']) && isCount(fields['de']) && isCount(fields['total']);
}

/** Whether `message` is a BuildRequest (its snapshot is checked by the worker: checkSnapshot). */
export function isBuildRequest(message: unknown): message is BuildRequest {
  const m = fieldsOf(message);
  return (
    m?.['type'] === 'build' &&
    typeof m['snapshot'] === 'object' &&
    m['snapshot'] !== null &&
    typeof m['code'] === 'string' &&
    typeof m['outDir'] === 'string' &&
    typeof m['previousRelease'] === 'string'
  );
}

/** `message` as a WorkerReport, or null; a result's malformed counts are read as null. */

export function workerReport(message: unknown): WorkerReport | null {
  const m = fieldsOf(message);
  const type = m?.['type'];
  if (m === null) return null;
  switch (type) {
    case 'warnings':
      return Array.isArray(m['warnings'])
        ? { type, warnings: m['warnings'] as ContentWarning[] }
        : null;
    case 'progress':
      return isCount(m['done']) && isCount(m['total'])
        ? { type, done: m['done'], total: m['total'] }
        : null;
    case 'result': {
      const { rendered, carried, pages, changedPages: paths, changedPagesTotal: total } = m;
      const listed = Array.isArray(paths) && paths.every((p) => typeof p === 'string');
      if (!isCount(rendered) || !isCount(carried)) return null;
      return {
        type,
        rendered,
        carried,
        warm: m['warm'] === true,
        declined: isFastPathDecline(m['declined'])
          ? { code: m['declined'].code, detail: m['declined'].detail }
          : null,
        pages: isPageCounts(pages) ? { en: pages.en, de: pages.de, total: pages.total } : null,
        ...(listed && isCount(total)
          ? { changedPages: paths as string[], changedPagesTotal: total }
          : NOT_COUNTED),
      };
    }
    case 'failure': {
      const { causeCode, folder, message: text } = m;
      return typeof causeCode === 'string' && typeof folder === 'string' && typeof text === 'string'
        ? { type, causeCode, folder, message: text }
        : null;
    }
    case 'done':
      return { type };
    default:
      return null;
  }
}
