import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { IDLE_NICE } from '../../../src/node/lowerThreadPriority.ts';

const moduleUrl = new URL('../../../src/node/lowerThreadPriority.ts', import.meta.url).href;

/** A thread that lowers its own priority and answers with its id, what it was told and its nice value. */
function lowerInThread(): Promise<{ thread: number; lowered: boolean; nice: number }> {
  const code = `
    const { parentPort } = require('node:worker_threads');
    const { readlinkSync, readFileSync } = require('node:fs');
    import(${JSON.stringify(moduleUrl)}).then(({ lowerThreadPriority }) => {
      const lowered = lowerThreadPriority();
      const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value.
      const fields = readFileSync('/proc/self/task/' + thread + '/stat', 'utf8').split(') ')[1].split(' ');
      parentPort.postMessage({ thread, lowered, nice: Number(fields[16]) });
    });`;
  const worker = new Worker(code, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

describe('lowering a thread’s priority', () => {
  // Linux, as this machine and CI: a thread of its own has a nice value of its own.
  it('lowers the calling thread only, never the process an editor waits on', async () => {
    const before = getPriority();
    const answer = await lowerInThread();
    expect(answer.lowered).toBe(true);
    expect(answer.nice).toBe(IDLE_NICE);
    // The process (its main thread) keeps its priority.
    expect(getPriority()).toBe(before);
    const main = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1];
    expect(Number(main?.split(' ')[16])).toBe(before);
  });
});
