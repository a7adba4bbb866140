/**
 * An error as it crosses between threads: a structured copy keeps message and stack but not
 * `code`, by which the build tells a full disk (ENOSPC).
 */
export interface SentError {
  readonly message: string;
  readonly stack: string | undefined;
  readonly code: string | undefined;
}

/** `error` as a message carries it. */
export function sentError(error: unknown): SentError {
  const e = error instanceof Error ? (error as NodeJS.ErrnoException) : null;
  return { message: e?.message ?? String(error), stack: e?.stack, code: e?.code };
}

/** The error a thread sent, to be thrown on this side. */
export function receivedError(sent: SentError): Error {
  const error = new Error(sent.message);
  if (sent.stack !== undefined) error.stack = sent.stack;
  if (sent.code !== undefined) Object.assign(error, { code: sent.code });
  return error;
}
