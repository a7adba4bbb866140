/**
 * The one way work is handed to a thread of its own: the thread started, its messages passed on,
 * and every way it can fail (an error thrown in it, an error it sends, a stop no one asked for)
 * turned into one Error, once.
 */
import { parentPort, Worker } from 'node:worker_threads';
import { receivedError, sentError, type SentError } from './threadError.ts';

/** A thread's message saying it failed. */
export interface ThreadFailed {
  readonly failed: SentError;
}

/** A thread's one answer (answerParent): its value, or why there is none. */
export type ThreadAnswer<T> = { readonly answer: T } | ThreadFailed;

export function isThreadFailed(message: unknown): message is ThreadFailed {
  return typeof message === 'object' && message !== null && 'failed' in message;
}

export interface ThreadListeners<Out> {
  /** Each message the thread sends, but a ThreadFailed. */
  readonly message?: (message: Out) => void;
  /** Once, on the first of: an error thrown, a ThreadFailed sent, a stop before `end`. */
  readonly failed: (error: Error) => void;
}

export interface RunningThread<In> {
  /** Sends `message`, moving the buffers in `transfer` (unusable here after). */
  post(message: In, transfer?: readonly ArrayBuffer[]): void;
  /** Stops the thread at once (its stop is then no failure); resolves once it has stopped. */
  end(): Promise<void>;
  /** Lets the process end while the thread is started but idle. */
  unref(): void;
  /** Resolves once the thread has stopped, however it did. */
  readonly stopped: Promise<void>;
}

/** Starts `script` in a thread; `what` names it in errors ("The size's thread stopped …"). */
export function startThread<In, Out>(
  script: URL,
  workerData: unknown,
  what: string,
  listeners: ThreadListeners<Out>,
): RunningThread<In> {
  const thread = new Worker(script, { workerData });
  let ended = false;
  let failed = false;
  const fail = (error: Error) => {
    if (failed || ended) return;
    failed = true;
    listeners.failed(error);
  };
  const stopped = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.on('message', (message: unknown) => {
    if (isThreadFailed(message)) fail(receivedError(message.failed));
    else listeners.message?.(message as Out);
  });
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`${what} stopped (exit code ${code})`)));
  return {
    post: (message, transfer = []) => thread.postMessage(message, transfer),
    async end() {
      ended = true;
      await thread.terminate();
    },
    unref: () => thread.unref(),
    stopped,
  };
}

/**
 * Starts `script` in a thread and resolves with its one answer (answerParent), ending the thread;
 * rejects with the error it threw or sent, or when it stops without answering. `send`: a message
 * posted to the thread once it is known; if it rejects, so does the call.
 */
export async function threadAnswer<T>(
  script: URL,
  workerData: unknown,
  what: string,
  send?: Promise<unknown>,
): Promise<T> {
  let thread: RunningThread<unknown> | null = null;
  try {
    return await new Promise<T>((resolve, reject) => {
      const started = startThread<unknown, { readonly answer: T }>(script, workerData, what, {
        message: (message) => resolve(message.answer),
        failed: reject,
      });
      thread = started;
      send?.then((message) => started.post(message), reject);
    });
  } finally {
    await (thread as RunningThread<unknown> | null)?.end();
  }
}

/** In a thread: answers threadAnswer with what `work` returns, or with the error it throws. */
export async function answerParent<T>(work: () => T | Promise<T>): Promise<void> {
  let message: ThreadAnswer<T>;
  try {
    message = { answer: await work() };
  } catch (error) {
    message = { failed: sentError(error) };
  }
  parentPort?.postMessage(message);
}
