/**
 * The thread of diskUsage.ts's diskUsage: measures a folder (workerData: DiskUsageJob) and
 * answers with its size in bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { diskUsageNow, type DiskUsageJob } from './diskUsage.ts';
import { lowerThreadPriority } from './lowerThreadPriority.ts';

const job = workerData as DiskUsageJob;
if (job.idle) lowerThreadPriority();
parentPort?.postMessage(diskUsageNow(job.dir));
