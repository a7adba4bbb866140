/**
 * A slowloris client for the per-client limit's test: many connections from one loopback address
 * that send their request headers a line at a time and never finish them, each reconnecting as soon
 * as the server cuts it (header timeout, connection cap or limit).
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface SlowClients {
  /** Connections opened so far (first ones and reconnects). */
  readonly opened: () => number;
  /** Connections that got as far as sending a header line, so the server took them. */
  readonly held: () => number;
  stop(): void;
}

/** Starts `count` slow connections from `localAddress` to 127.0.0.1:`port`. */
export function startSlowClients(options: {
  port: number;
  count: number;
  localAddress: string;
  /** Between two header lines, in ms. */
  dripMs?: number;
}): SlowClients {
  let stopped = false;
  let opened = 0;
  const live = new Set<Socket>();
  const dripMs = options.dripMs ?? 500;

  function open(): void {
    if (stopped) return;
    opened++;
    const socket = connect({
      port: options.port,
      host: '127.0.0.1',
      localAddress: options.localAddress,
    });
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      live.add(socket);
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      drip = setInterval(() => socket.write(`X-Drip: ${opened}\r\n`), dripMs);
    });
    socket.on('error', () => {}); // reset by the server: 'close' follows and reconnects
    socket.on('close', () => {
      clearInterval(drip);
      live.delete(socket);
      // Reconnect at once, as an attacker would (on the next turn, so the loop stays fair).
      setImmediate(open);
    });
  }

  for (let i = 0; i < options.count; i++) open();
  return {
    opened: () => opened,
    held: () => live.size,
    stop() {
      stopped = true;
      for (const socket of live) socket.destroy();
    },
  };
}

/**
 * One GET from `localAddress` on a new connection: true when it was answered with 200, false
 * when the server refused or cut it. `budgetMs` only bounds a connection that hangs.
 */
export function answered(port: number, localAddress: string, budgetMs = 60_000): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', localAddress, agent: false, timeout: budgetMs },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
        res.on('error', () => resolve(false));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}
