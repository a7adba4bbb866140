/** Work handed to a thread of its own, for the one answer it sends back. */
import { Worker } from 'node:worker_threads';

/**
 * Starts `script` in a new thread with `workerData`, resolves with the first message it sends
 * and ends the thread; rejects when the thread throws or stops without answering (`what`, for
 * the error: "The size's thread stopped (1)").
 */
export async function threadAnswer<T>(script: URL, workerData: unknown, what: string): Promise<T> {
  const thread = new Worker(script, { workerData });
  try {
    return await new Promise<T>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`${what} stopped (${code})`)));
    });
  } finally {
    await thread.terminate();
  }
}
