/**
 * The worker thread of pageChecks.ts: audits each page it is sent beside the rendering thread,
 * finishes and writes a page sent as Astro's bytes (finishPage), and answers with what every page
 * declared.
 *
 * In: batches of pages (`{ file, html }` to audit, `{ file, bytes, folders, outFile }` to finish
 * and write), `'flush'`, then `'settle'`. Out: `{ audited: n }` now and then (the sender's
 * backpressure, and at once after `'flush'`), `{ failed }` when a page cannot be written, then
 * one `AuditSettled`.
 */
import { parentPort } from 'node:worker_threads';
import { addAudit, auditPage, finishPage, type AuditSet } from './auditedPages.ts';
import { writeOutputFile, type OutputFolders } from './astro/astroOutput.ts';
import type { ThreadFailed } from '../node/startThread.ts';
import { sentError } from '../node/threadError.ts';

/** The pages grouped by the inline code they declare, and every fault found. */
export interface AuditSettled {
  readonly sets: readonly AuditSet[];
  /** A fresh array on the receiving side (the message is a copy). */
  readonly problems: string[];
}

/** A page to audit, as the sender holds it. */
export interface PageToAudit {
  readonly file: string;
  readonly html: string;
}

/** A page as Astro rendered it, to finish here and write to `outFile` in `folders`. */
export interface PageToWrite {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly folders: OutputFolders;
  readonly outFile: string;
}

/** What pageChecks sends: pages, a few at a time, then `'flush'` or `'settle'`. */
export type AuditMessage = readonly (PageToAudit | PageToWrite)[] | 'flush' | 'settle';

/** What this thread sends but a failure: how many pages it audited since, or its verdict. */
export type AuditReport = { readonly audited: number } | AuditSettled;

/** How many pages are acknowledged at once. */
const ACK_EVERY = 16;

const port = parentPort;
if (port !== null) {
  const sets = new Map<string, AuditSet>();
  const problems: string[] = [];
  let unacknowledged = 0;
  let failed = false;
  const finish = (message: PageToAudit | PageToWrite) => {
    unacknowledged += 1;
    // After a failed write the build stops: the pages still arriving are only counted.
    if (!failed) {
      if ('html' in message) {
        addAudit(sets, problems, message.file, auditPage(message.file, message.html));
      } else {
        const { page, audit } = finishPage(message.file, message.bytes);
        addAudit(sets, problems, message.file, audit);
        try {
          writeOutputFile(message.folders, message.outFile, page);
        } catch (error) {
          failed = true;
          port.postMessage({ failed: sentError(error) } satisfies ThreadFailed);
        }
      }
    }
    if (unacknowledged === ACK_EVERY) {
      port.postMessage({ audited: unacknowledged });
      unacknowledged = 0;
    }
  };
  port.on('message', (message: AuditMessage) => {
    if (message === 'flush' || message === 'settle') {
      port.postMessage({ audited: unacknowledged });
      unacknowledged = 0;
      if (message === 'settle') port.postMessage({ sets: [...sets.values()], problems });
      return;
    }
    message.forEach(finish);
  });
}
