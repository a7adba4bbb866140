/**
 * The thread of spareRelease.ts's makeSpare: makes the copy of a release (workerData: SpareJob)
 * with the disk's synchronous calls, then answers with it, or with the error.
 */
import { workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../node/lowerThreadPriority.ts';
import { answerParent } from '../node/startThread.ts';
import { makeSpareNow, type SpareJob } from './spareRelease.ts';

const job = workerData as SpareJob;
// The reserve is for the build after next: an editor who calls at once waits for the build it
// would slow (seconds at 40,000 pages on two cores), not for it. The spare is awaited sooner.
if (job.reserve) lowerThreadPriority();
await answerParent(() => makeSpareNow(job));
