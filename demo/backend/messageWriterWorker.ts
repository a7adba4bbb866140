/**
 * The thread of messageWriter.ts: commits the contact messages it is handed and answers each with
 * its row's id; those that arrive during a commit all go into the next transaction together.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { insertMessages, openMessageConnection } from './database.ts';
import type { MessageAnswer, MessageJob, WriterMessage } from './messageWriter.ts';

const db = openMessageConnection((workerData as { path: string }).path);
const queue: MessageJob[] = [];
let flushing = false;
let closing = false;

/** Commits every queued message in one transaction and answers each. */
function flush(): void {
  flushing = false;
  const batch = queue.splice(0);
  if (batch.length > 0) {
    let answers: MessageAnswer[];
    try {
      const ids = insertMessages(db, batch);
      answers = batch.map((job, i) => ({ request: job.request, id: ids[i] ?? -1 }));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      answers = batch.map((job) => ({ request: job.request, error: text }));
    }
    for (const answer of answers) parentPort?.postMessage(answer);
  }
  if (closing) {
    db.close();
    parentPort?.close();
  }
}

parentPort?.on('message', (job: WriterMessage) => {
  if (job.type === 'close') closing = true;
  else queue.push(job);
  // Once the messages already posted have all arrived: one transaction for them all.
  if (!flushing) {
    flushing = true;
    setImmediate(flush);
  }
});
