/**
 * The server `npm start` uses: the built site as a CDN would serve it (clean URLs, 404.html with
 * status 404, the security headers of dist/_headers, long caching of hashed assets), with the
 * back end's API mounted on the same origin.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { parseHeadersFile, headersForPath, type HeaderRule } from './headersFile.ts';

export interface SiteServerOptions {
  /** The built site. May not exist yet (see `ready`). */
  readonly distDir: string;
  /** Handles /HHHHPUBLICAPI/ requests; returns true when it answered. */
  readonly api?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Called before an HTML page is sent (the demo back end sets its XSRF-TOKEN cookie here). */
  readonly onPage?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface SiteServer {
  readonly server: Server;
  /** Whether static files are served yet (false while the first build runs: 503). */
  ready: boolean;
  /** Re-reads dist/_headers, e.g. after a new release. */
  reloadHeaders(): void;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg']);

/** Creates the site server (not yet listening). */
export function createSiteServer(options: SiteServerOptions): SiteServer {
  const root = resolve(options.distDir);
  let rules: HeaderRule[] = [];
  const state: SiteServer = {
    server: createServer(handle),
    ready: existsSync(root),
    reloadHeaders() {
      const file = join(root, '_headers');
      rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
    },
  };
  state.reloadHeaders();

  function handle(req: IncomingMessage, res: ServerResponse): void {
    if (options.api?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        .end('Method not allowed');
      return;
    }
    if (!state.ready) {
      res
        .writeHead(503, { 'retry-after': '5', 'content-type': 'text/plain' })
        .end('Building the site…');
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = findFile(root, pathname);
    if (file) {
      send(req, res, file, 200, pathname);
    } else {
      send(req, res, join(root, '404.html'), 404, pathname);
    }
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
    pathname: string,
  ) {
    const ext = extname(file);
    const headers: Record<string, string> = {
      ...headersForPath(rules, pathname),
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    if (ext === '.html') options.onPage?.(req, res);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers['vary'] = 'Accept-Encoding';
    } else {
      headers['content-length'] = String(statSync(file).size);
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  }

  return state;
}

/**
 * Maps a URL path to a file of the build, as static hosts do: the file itself, {path}/index.html
 * or {path}.html. Never leaves the root; undecodable paths find nothing (and get the 404 page,
 * whose script handles title-shaped paths).
 */
export function findFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const candidates = [target, join(target, 'index.html'), `${target.replace(/[\\/]+$/, '')}.html`];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}
