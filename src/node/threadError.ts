/**
 * An error as it crosses from one of the build's worker threads to the thread that started it. A
 * message is a structured copy, which keeps an Error's message and stack but not its `code`, and
 * the build tells a full disk by that code (ENOSPC: DiskFullError).
 */

export interface SentError {
  readonly message: string;
  readonly stack: string | undefined;
  readonly code: string | undefined;
}

/** `error` as a message carries it. */
export function sentError(error: unknown): SentError {
  if (!(error instanceof Error))
    return { message: String(error), stack: undefined, code: undefined };
  return {
    message: error.message,
    stack: error.stack,
    code: (error as NodeJS.ErrnoException).code,
  };
}

/** The error a thread sent, to be thrown on this side. */
export function receivedError(sent: SentError): Error {
  const error = new Error(sent.message);
  if (sent.stack !== undefined) error.stack = sent.stack;
  if (sent.code !== undefined) Object.assign(error, { code: sent.code });
  return error;
}
