/**
 * Serving the live release through the link the rebuild service switches (`releases/current`,
 * issue 10, point 5). The link is resolved once per request, and each release gets a site server
 * of its own, opened on first use: a release is never changed once built, so its server may read
 * `_headers` once (or cache its files), and a page and its headers (the CSP with the hashes of
 * that page's inline scripts) always come from the same release, even during a switch.
 */
import { realpathSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';

/** How many releases' servers are kept open (the service keeps 5 releases). */
const OPEN_RELEASES = 6;

/** A request listener that serves whatever `link` points at, with a server made by `open`. */
export function followLink(link: string, open: (dir: string) => Server): RequestListener {
  const servers = new Map<string, Server>();
  return (req, res) => {
    let dir: string;
    try {
      dir = realpathSync(link);
    } catch {
      res
        .writeHead(503, { 'retry-after': '5', 'content-type': 'text/plain; charset=utf-8' })
        .end('No release is live yet.');
      return;
    }
    let server = servers.get(dir);
    if (server === undefined) {
      server = open(dir);
      servers.set(dir, server);
      // Oldest first in a Map: drop the release least recently opened.
      for (const old of servers.keys()) {
        if (servers.size <= OPEN_RELEASES) break;
        servers.delete(old);
      }
    }
    server.emit('request', req, res);
  };
}
