/**
 * Work no one is waiting for, run at the lowest priority: it gives the cores to the build an
 * editor waits for, and still has them whenever they are idle.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename } from 'node:path';

/** The nice value of such work: the lowest priority. */
export const IDLE_NICE = 19;

/**
 * Lowers the calling thread's priority (Linux, where each thread has a nice value of its own) and
 * says whether it did. Elsewhere nothing: by process id it would lower every thread of the process.
 */
export function lowerThreadPriority(): boolean {
  try {
    const thread = Number(basename(readlinkSync('/proc/thread-self')));
    if (!Number.isSafeInteger(thread) || thread <= 0) return false;
    setPriority(thread, IDLE_NICE);
    return true;
  } catch {
    return false;
  }
}
