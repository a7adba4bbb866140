/** The thread of makeSpare (spareRelease.ts): makes the copy, answers with it or the error. */
import { workerData } from 'node:worker_threads';
import { answerParent } from '../node/startThread.ts';
import { makeSpareNow, type SpareJob } from './spareRelease.ts';

await answerParent(() => makeSpareNow(workerData as SpareJob));
