/**
 * The thread of spareRelease.ts's makeSpare: makes the copy of a release (workerData: SpareJob)
 * with the disk's synchronous calls, then answers with it, or with the error (SpareAnswer).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { makeSpareNow, type SpareAnswer, type SpareJob } from './spareRelease.ts';
import { sentError } from '../node/threadError.ts';

let answer: SpareAnswer;
try {
  answer = { spare: makeSpareNow(workerData as SpareJob) };
} catch (error) {
  answer = { error: sentError(error) };
}
parentPort?.postMessage(answer);
