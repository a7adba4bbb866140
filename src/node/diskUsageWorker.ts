/** The thread of diskUsage(): measures a folder and answers with its size in bytes. */
import { workerData } from 'node:worker_threads';
import { diskUsageNow, type DiskUsageJob } from './diskUsage.ts';
import { lowerThreadPriority } from './lowerThreadPriority.ts';
import { answerParent } from './startThread.ts';

const job = workerData as DiskUsageJob;
if (job.idle) lowerThreadPriority();
await answerParent(() => diskUsageNow(job.dir));
