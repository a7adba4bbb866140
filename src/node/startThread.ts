/**
 * The one way work is handed to a thread of its own (a release's size, its spare copy, the site's
 * content, the page audit, the contact messages' writer): the thread started, its messages
 * passed on, and every way it can fail (an error thrown in it, an error it sends, a stop no one
 * asked for) turned into one Error, once. An error crosses as threadError.ts carries it, with
 * the code the build tells a full disk by.
 */
import { parentPort, Worker } from 'node:worker_threads';
import { receivedError, sentError, type SentError } from './threadError.ts';

/** A thread's message saying it failed: the error, as a message carries it. */
export interface ThreadFailed {
  readonly failed: SentError;
}

/** A thread's one answer (threadAnswer, answerParent): its value, or why there is none. */
export type ThreadAnswer<T> = { readonly answer: T } | ThreadFailed;

/** Whether `message` is a thread's ThreadFailed. */
export function isThreadFailed(message: unknown): message is ThreadFailed {
  return typeof message === 'object' && message !== null && 'failed' in message;
}

/** Whom startThread tells what the thread does. */
export interface ThreadListeners<Out> {
  /** Each message the thread sends, but a ThreadFailed. */
  readonly message?: (message: Out) => void;
  /**
   * Once, on the first of: an error thrown in the thread, a ThreadFailed it sends, its stop
   * before `end` was called ("<what> stopped (exit code 1)").
   */
  readonly failed: (error: Error) => void;
}

/** A thread startThread started. */
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

/**
 * Starts `script` in a new thread with `workerData`, telling `listeners` its messages and its
 * failure (`what`, for the error: "The size's thread stopped (exit code 1)").
 */
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
 * Starts `script` in a new thread with `workerData` and resolves with its one answer (the thread
 * answers with answerParent), ending the thread; rejects with the error it threw or sent, or when
 * it stops without answering. `send`, when given: a message posted to the thread once it is known
 * (what the thread needs later than at its start); if it rejects, so does the call.
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

/**
 * In a thread: answers the thread that started it with what `work` returns, or with the error it
 * throws (ThreadAnswer), as threadAnswer awaits it.
 */
export async function answerParent<T>(work: () => T | Promise<T>): Promise<void> {
  let message: ThreadAnswer<T>;
  try {
    message = { answer: await work() };
  } catch (error) {
    message = { failed: sentError(error) };
  }
  parentPort?.postMessage(message);
}
