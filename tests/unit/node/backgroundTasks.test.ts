import { describe, expect, it } from 'vitest';
import { backgroundTasks } from '../../../src/node/backgroundTasks.ts';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('backgroundTasks (work the service does not wait for)', () => {
  it('settles once every task has, a failed one included, and one added meanwhile too', async () => {
    const tasks = backgroundTasks();
    const first = deferred();
    const second = deferred();
    const third = deferred();
    tasks.add(first.promise);
    tasks.add(second.promise);
    expect(tasks.size).toBe(2);
    let settled = false;
    const waiting = tasks.settled().then(() => (settled = true));
    first.resolve();
    second.reject(new Error('the folder was gone'));
    await Promise.allSettled([first.promise, second.promise]);
    // Added before the first two were seen settled: settled() waits for it as well.
    tasks.add(third.promise);
    await Promise.resolve();
    expect(settled).toBe(false);
    third.resolve();
    await waiting;
    expect(tasks.size).toBe(0);
  });

  it('is settled at once with nothing running', async () => {
    await expect(backgroundTasks().settled()).resolves.toBeUndefined();
  });
});
