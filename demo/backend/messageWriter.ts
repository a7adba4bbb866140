/**
 * Contact messages written off the event loop: node:sqlite is synchronous and a durable write
 * waits for the disk, which on the server's thread would hold up every page request. A worker
 * thread with its own connection commits them (messageWriterWorker.ts); an id is given back only
 * once its row is committed, so an acknowledged message is never lost.
 */
import { startThread, type RunningThread } from '../../src/node/startThread.ts';
import type { MessageRow } from './database.ts';
import type { ContactMessage } from './validateContactMessage.ts';

/** One message for the writer's thread (messageWriterWorker.ts). */
export interface MessageJob extends MessageRow {
  readonly type: 'write';
  readonly request: number;
}

/** What the writer's thread is sent: a message to store, or that it is to close. */
export type WriterMessage = MessageJob | { readonly type: 'close' };

/** The thread's answer to one job: the committed row's id, or why it was not stored. */
export type MessageAnswer =
  | { readonly request: number; readonly id: number }
  | { readonly request: number; readonly error: string };

export interface MessageWriter {
  /** Stores a message; resolves with its id once its row is committed. */
  write(message: ContactMessage, origin: string | null): Promise<number>;
  /** Stops taking messages; resolves once those handed over are committed and the file let go. */
  close(): Promise<void>;
}

/** A writer for the SQLite file at `path` (its tables already made by openDatabase). */
export function createMessageWriter(path: string): MessageWriter {
  let thread: RunningThread<WriterMessage> | null = null;
  let closed = false;
  let next = 0;
  const waiting = new Map<number, { resolve(id: number): void; reject(error: Error): void }>();

  /** The running thread, started on the first message (most runs of the back end get none). */
  function started(): RunningThread<WriterMessage> {
    if (thread !== null) return thread;
    const script = new URL('./messageWriterWorker.ts', import.meta.url);
    const worker = startThread<WriterMessage, MessageAnswer>(
      script,
      { path },
      'The message writer',
      {
        message(answer) {
          const pending = waiting.get(answer.request);
          if (pending === undefined) return;
          waiting.delete(answer.request);
          if ('id' in answer) pending.resolve(answer.id);
          else pending.reject(new Error(`Contact message not stored: ${answer.error}`));
        },
        failed(error) {
          if (thread === worker) thread = null;
          for (const pending of waiting.values()) pending.reject(error);
          waiting.clear();
        },
      },
    );
    // An idle writer does not keep the process alive; a write in progress is answered first.
    worker.unref();
    thread = worker;
    return worker;
  }

  return {
    write(message, origin) {
      if (closed) return Promise.reject(new Error('The message writer is closed'));
      const request = next++;
      const receivedAt = new Date().toISOString();
      return new Promise<number>((resolve, reject) => {
        waiting.set(request, { resolve, reject });
        started().post({ type: 'write', request, receivedAt, origin, message });
      });
    },
    close() {
      closed = true;
      const running = thread;
      if (running === null) return Promise.resolve();
      running.post({ type: 'close' });
      return running.stopped;
    },
  };
}
