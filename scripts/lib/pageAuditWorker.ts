/**
 * The worker thread of pageChecks.ts: audits the inline code of each page it is sent
 * (auditInlineCode) beside the thread that renders, and answers with what every page declared.
 *
 * Messages in: `{ file, html }` per page, then `'settle'`. Out: `{ audited: n }` now and then (for
 * the sender's backpressure), then one `AuditSettled`.
 */
import { parentPort } from 'node:worker_threads';
import { addAudit, auditPage, type AuditSet } from './auditedPages.ts';

/** Pages that declare the same inline code, grouped: thousands of pages share a few sets. */
export interface AuditSettled {
  readonly sets: readonly AuditSet[];
  /** A fresh array on the receiving side (the message is a copy). */
  readonly problems: string[];
}

/** How many pages are acknowledged at once. */
const ACK_EVERY = 16;

const port = parentPort;
if (port !== null) {
  const sets = new Map<string, AuditSet>();
  const problems: string[] = [];
  let unacknowledged = 0;
  port.on('message', (message: { file: string; html: string } | 'settle') => {
    if (message === 'settle') {
      const settled: AuditSettled = { sets: [...sets.values()], problems };
      port.postMessage({ audited: unacknowledged });
      port.postMessage(settled);
      return;
    }
    addAudit(sets, problems, message.file, auditPage(message.file, message.html));
    unacknowledged += 1;
    if (unacknowledged === ACK_EVERY) {
      port.postMessage({ audited: unacknowledged });
      unacknowledged = 0;
    }
  });
}
