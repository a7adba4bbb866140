/**
 * The build's pass over each page as it is rendered: island style hoisted, inline code audited
 * (auditInlineCode) in a worker thread (pageAuditWorker.ts). Astro's pages go there as bytes and
 * are written there (`write`): decoding them on Astro's busy thread cost more than the audit.
 */
import type {
  AuditMessage,
  AuditReport,
  AuditSettled,
  PageToAudit,
  PageToWrite,
} from './pageAuditWorker.ts';
import type { OutputFolders } from './astro/astroOutput.ts';
import { hoistIslandStyle } from './astro/hoistIslandStyle.ts';
import { startThread, type RunningThread } from '../node/startThread.ts';
import type { DeclaredCode } from '../release/releaseKeys.ts';

/** What the checks found, once every page sent was audited. */
export interface CheckedPages {
  /** Per page checked, the inline code its policy allows (pages alike share one object). */
  readonly declared: Map<string, DeclaredCode>;
  /** One line per fault (`/page: what`): a build with any is not released. */
  readonly problems: string[];
}

/** The checks of one build's pages. */
export interface PageChecks {
  /** Checks the page of `file` and returns it as to be written; waits while the audit lags. */
  check(file: string, html: string): Promise<string>;
  /** As `check`, for Astro's `bytes`, written to `outFile` in the audit's thread (moved there). */
  write(file: string, bytes: Uint8Array, folders: OutputFolders, outFile: string): Promise<void>;
  /** Waits until every page given to `write` is written (and every page checked, audited). */
  flush(): Promise<void>;
  /** The files given to `check` or `write` so far. */
  readonly files: ReadonlySet<string>;
  /** How many pages checked the audit has not yet finished (at most MAX_BEHIND + the senders). */
  readonly pending: number;
  /** Waits for the audit of every page checked, then ends the worker. */
  settle(): Promise<CheckedPages>;
  /** Ends the worker without waiting (a build that failed). */
  close(): Promise<void>;
}

/** Pages handed to the audit and not yet audited before `check` waits (four messages). */
export const MAX_BEHIND = 128;

/** Pages per message: each wakes the audit (taking Astro's core) and may wait on V8's collector. */
const PAGES_PER_MESSAGE = 32;

/** An empty set of checks, for one build; its worker starts with the first page. */
export function pageChecks(): PageChecks {
  const files = new Set<string>();
  let worker: RunningThread<AuditMessage> | null = null;
  // Settled or closed: a page checked after that would be audited by no one.
  let ended = false;
  let behind = 0;
  let failure: Error | null = null;
  // Checks waiting for the audit to catch up.
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resume) => resume());
  let settled: ((result: AuditSettled) => void) | null = null;
  let failed: ((error: Error) => void) | null = null;

  const fail = (error: Error) => {
    failure ??= error;
    wake();
    failed?.(failure);
  };
  const start = () => {
    // A page that could not be written fails the checks, rethrown where the build waits (with the
    // code that says the disk is full).
    const script = new URL('./pageAuditWorker.ts', import.meta.url);
    return startThread<AuditMessage, AuditReport>(script, undefined, 'The page audit', {
      message(message) {
        if ('audited' in message) {
          behind -= message.audited;
          if (behind < MAX_BEHIND / 2) wake();
        } else {
          settled?.(message);
        }
      },
      failed: fail,
    });
  };

  // Pages not yet sent, and the buffers they move.
  const batch: (PageToAudit | PageToWrite)[] = [];
  const moved: ArrayBuffer[] = [];
  const post = () => {
    if (worker !== null && batch.length > 0) worker.post(batch.splice(0), moved.splice(0));
  };

  /** Hands `page` to the audit's thread, then waits while it is far behind. */
  const send = async (page: PageToAudit | PageToWrite, transfer: ArrayBuffer[] = []) => {
    if (ended) throw new Error(`The page checks are closed: ${page.file} was not checked`);
    if (failure) throw failure;
    files.add(page.file);
    worker ??= start();
    batch.push(page);
    moved.push(...transfer);
    if (batch.length === PAGES_PER_MESSAGE) post();
    behind += 1;
    while (behind >= MAX_BEHIND && !failure) {
      post();
      await new Promise<void>((resume) => waiting.push(resume));
    }
    if (failure) throw failure;
  };

  return {
    async check(file, html) {
      const hoisted = hoistIslandStyle(html);
      await send({ file, html: hoisted });
      return hoisted;
    },
    async write(file, bytes, folders, outFile) {
      // Moved whole: a view would take the rest of its buffer along. Uint8Array's slice copies
      // (a Buffer's is a view).

      const whole =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? bytes
          : Uint8Array.prototype.slice.call(bytes);
      await send(
        {
          file,
          bytes: whole,
          // Only the folders, not Astro's set of `public/` files, copied with every page.
          folders: { outDir: folders.outDir },
          outFile,
        },
        [whole.buffer as ArrayBuffer],
      );
    },
    async flush() {
      while (worker !== null && behind > 0 && !failure) {
        // The worker acknowledges every page sent before the flush at once.
        post();
        worker.post('flush');
        await new Promise<void>((resume) => waiting.push(resume));
      }
      if (failure) throw failure;
    },
    files,
    get pending() {
      return behind;
    },
    async settle() {
      ended = true;
      const running = worker;
      const audited =
        running === null
          ? { sets: [], problems: [] }
          : await new Promise<AuditSettled>((resolve, reject) => {
              if (failure) reject(failure);
              settled = resolve;
              failed = reject;
              post();
              running.post('settle');
            });
      worker = null;
      await running?.end();
      const declared = new Map<string, DeclaredCode>();
      for (const { scripts, styles, files: pages } of audited.sets) {
        const code: DeclaredCode = { scripts, styles };
        for (const file of pages) declared.set(file, code);
      }
      return { declared, problems: audited.problems };
    },
    async close() {
      ended = true;
      // A check waiting for the audit to catch up fails instead of waiting for ever.
      fail(new Error('The page checks are closed'));
      const running = worker;
      worker = null;
      await running?.end();
    },
  };
}
