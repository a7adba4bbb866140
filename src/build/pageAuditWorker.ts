/**
 * The thread of pageChecks.ts: audits each page (auditInlineCode), writes those sent as bytes. In:
 * batches of pages, `'flush'`, `'settle'`. Out: `{ audited: n }` (backpressure; at once after a
 * flush), `{ failed }` when a page cannot be written, then one AuditSettled.
 */
import { parentPort } from 'node:worker_threads';
import { auditInlineCode } from '../security/auditInlineCode.ts';
import { hoistIslandStyleBytes } from './astro/hoistIslandStyle.ts';
import { writeOutputFile, type OutputFolders } from './astro/astroOutput.ts';
import type { ThreadFailed } from '../node/startThread.ts';
import { sentError } from '../node/threadError.ts';

/** Pages that declare the same inline code: thousands of pages share a few. */
export interface AuditSet {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly files: string[];
}

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
  const decoder = new TextDecoder();
  let unacknowledged = 0;
  let failed = false;
  /** Audits the page of `file` (`about-us/index.html`) into the set of what it declares. */
  const auditPage = (file: string, html: string) => {
    const found = auditInlineCode([{ path: `/${file}`, html }]);
    const { scriptHashes: scripts, styleHashes: styles } = found;
    problems.push(...found.problems);
    const id = `${scripts.join(' ')}|${styles.join(' ')}`;
    const set = sets.get(id) ?? { scripts, styles, files: [] };
    sets.set(id, set);
    set.files.push(file);
  };
  const finish = (message: PageToAudit | PageToWrite) => {
    unacknowledged += 1;
    // After a failed write the build stops: the pages still arriving are only counted.
    if (!failed) {
      if ('html' in message) {
        auditPage(message.file, message.html);
      } else {
        // Hoisted in the bytes, written as they are; audited as a browser decodes them.

        const page = hoistIslandStyleBytes(message.bytes);
        auditPage(message.file, decoder.decode(page));
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
