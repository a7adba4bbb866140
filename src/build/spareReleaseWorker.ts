/**
 * The thread of spareRelease.ts's makeSpare: makes the copy of a release (workerData: SpareJob)
 * with the disk's synchronous calls, then answers with it, or with the error.
 */
import { workerData } from 'node:worker_threads';
import { answerParent } from '../node/startThread.ts';
import { makeSpareNow, type SpareJob } from './spareRelease.ts';

await answerParent(() => makeSpareNow(workerData as SpareJob));
