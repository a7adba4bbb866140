/**
 * Reading a request body and answering JSON, for the services' HTTP handlers (the demo back end's
 * API and the rebuild webhook): one way to cap a body and one shape of JSON answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A body above the cap; the handler answers 413. */
export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Body larger than ${limit} bytes`);
  }
}

/**
 * Collects the body up to `maxBytes`. Unlike breaking out of `for await`, giving up here leaves
 * the socket open, so the 413 answer still reaches a client sending a chunked body.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).off('end', onEnd);
      req.resume(); // discard the rest until the answer closes the connection
      reject(new BodyTooLargeError(maxBytes));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/** A JSON answer: typed, not cached, not sniffed; nothing when an answer was already sent. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}
