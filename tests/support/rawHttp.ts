/**
 * One HTTP exchange at the byte level, for requests no HTTP client would send: the bytes are
 * written as given (in chunks, with pauses), the write side is then closed, and everything the
 * server sends until it closes the connection is returned.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** Every byte the server sent. */
  readonly bytes: Buffer;
  /** The status of the first answer, or null when none arrived. */
  readonly status: number | null;
  /** True when the server had not closed the connection `giveUpMs` after the request was sent. */
  readonly hung: boolean;
}

/** Sends `chunks` to 127.0.0.1:`port` and collects the answer. */
export function sendRaw(
  port: number,
  chunks: readonly Buffer[],
  options: { pauseMs?: number; giveUpMs?: number } = {},
): Promise<RawAnswer> {
  const { pauseMs = 0, giveUpMs = 40_000 } = options;
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let hung = false;
    let giveUp: NodeJS.Timeout | undefined;
    let pause: NodeJS.Timeout | undefined;
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('data', (data) => received.push(data));
    // A reset (the server cut a request off, or refused the connection) is an answer too.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearTimeout(pause);
      const bytes = Buffer.concat(received);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(bytes.subarray(0, 16).toString('latin1'));
      resolve({ bytes, status: match ? Number(match[1]) : null, hung });
    });
    const write = (at: number) => {
      if (socket.destroyed) return;
      if (at >= chunks.length) {
        socket.end();
        giveUp = setTimeout(() => {
          hung = true;
          socket.destroy();
        }, giveUpMs);
        return;
      }
      socket.write(chunks[at] ?? Buffer.alloc(0));
      if (pauseMs > 0 && at + 1 < chunks.length) pause = setTimeout(() => write(at + 1), pauseMs);
      else write(at + 1);
    };
    socket.once('connect', () => write(0));
  });
}
