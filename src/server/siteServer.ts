/**
 * The server `npm start` and `npm run serve` use: the built site as a CDN would serve it (clean
 * URLs, 404.html with status 404, the release's `_headers`, long caching of hashed assets, ETags
 * and 304s, text compressed once per file version), with the back end's API on the same origin.
 * The folder's real path is resolved per request, so a switched `releases/current` is followed.
 */
import {
  closeSync,
  createReadStream,
  fstatSync,
  openSync,
  read,
  readdirSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { KEYS_FILE } from '../catalogue/pageCatalogue.ts';
import { PATHS_FILE } from '../content/movedPaths.ts';
import { createCompressionCache, preferredEncoding, type Encoding } from './compressionCache.ts';
import { isNotModified } from './conditionalRequest.ts';
import { createFileDigests } from './fileDigests.ts';
import { createHardenedServer } from './hardenedServer.ts';
import { parseHeadersFile, headersForPath } from '../content/headersFile.ts';
import { missAnswer, redirectRulesReader } from './hostRedirects.ts';
import { releaseFileReader } from './releaseFileReader.ts';
import { requestPath } from './requestPath.ts';
import { realPathOrNull } from '../release/buildFolders.ts';
import { RELEASE_ID_PATTERN } from '../release/releaseStore.ts';
import { NGINX_CONF_FILE } from '../release/nginxConf.ts';

export interface SiteServerOptions {
  /** The built site, or a symlink to the current release; may not exist yet (see `ready`). */
  readonly distDir: string;
  /** Handles /HHHHPUBLICAPI/ requests; returns true when it answered. */
  readonly api?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Called before an HTML page is sent (the demo back end sets its XSRF-TOKEN cookie here). */
  readonly onPage?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Most connections open at once; more are refused (default MAX_CONNECTIONS). */
  readonly maxConnections?: number;
  /**
   * Picks the folder served to this request instead of `distDir` (previews: by the visitor's
   * token), or answers itself and returns null. Its answers are one visitor's: never shared.
   */
  readonly release?: (req: IncomingMessage, res: ServerResponse) => string | null;
}

export interface SiteServer {
  readonly server: Server;
  /** Whether static files are served (false: 503, as while `npm start` runs its first build). */
  ready: boolean;
  /** Files compressed so far: each file version once per coding while it stays in memory. */
  readonly compressions: () => number;
}

/** Files of the build that configure the host and are not pages (Netlify/Cloudflare format). */
const HOST_CONFIG_FILES = new Set([
  '_headers',
  '_redirects',
  NGINX_CONF_FILE,
  PATHS_FILE,
  KEYS_FILE,
]);

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
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg']);
/** Largest file compressed: a larger one is sent as it is rather than held in memory whole. */
const MAX_COMPRESSED_SOURCE_BYTES = 16 * 1024 * 1024;
/** The suffix of a compressed representation's ETag: each coding is a representation of its own. */
const ETAG_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Creates the site server (not yet listening). */
export function createSiteServer(options: SiteServerOptions): SiteServer {
  const distDir = options.distDir;
  const server = createHardenedServer(handle, { maxConnections: options.maxConnections });
  const compressed = createCompressionCache();
  const digestOf = createFileDigests();
  const state: SiteServer = { server, ready: true, compressions: compressed.compressions };
  const redirectRules = redirectRulesReader();
  const rulesOf = releaseFileReader('_headers', parseHeadersFile, []);

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const pathname = requestPath(req.url ?? '');
    const dir = options.release === undefined ? distDir : options.release(req, res);
    if (dir === null) return;
    let root = state.ready ? liveRoot(dir) : null;
    // The release's security headers (CSP, HSTS, framing, referrer) go on every answer, the API's
    // and the error texts included, as a CDN applying `_headers` to its whole site would.
    let headerNames = setReleaseHeaders(res, root, pathname, []);
    if (options.api?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    if (pathname === null) {
      sendText(res, 400, 'Bad request');
      return;
    }
    // A release can be switched away from and deleted while a request is answered (a failed
    // deploy switches back and deletes the release it tried; pruning deletes old ones). Its file
    // is opened before a byte is sent, so a deletion after that changes nothing; a release gone
    // before that is resolved again: the visitor gets the live one's answer, never a cut one.
    for (let attempt = 1; ; attempt++) {
      if (root === null) {
        sendText(res, 503, 'No site to serve yet: it is being built.', { 'retry-after': '5' });
        return;
      }
      const answer = answerFrom(root, pathname, req.url ?? '');
      const found = answer !== VANISHED && answer?.kind === 'file' && answer.status === 200;
      // Anything but a file found may come from a half-deleted release: only the live one answers.
      const live = found ? root : liveRoot(dir);
      if ((answer !== VANISHED && live === root) || attempt === MAX_ATTEMPTS) {
        if (answer === VANISHED || answer === null) sendText(res, 404, 'Not found');
        else if (answer.kind === 'file') send(req, res, answer, pathname);
        else res.writeHead(answer.status, { location: answer.location }).end();
        return;
      }
      if (answer !== VANISHED && answer?.kind === 'file') closeSync(answer.fd);
      root = live;
      headerNames = setReleaseHeaders(res, root, pathname, headerNames);
    }
  }

  /** Sets the `_headers` rules of `root` for `pathname`, after removing `previous`; their names. */
  function setReleaseHeaders(
    res: ServerResponse,
    root: string | null,
    pathname: string | null,
    previous: readonly string[],
  ): string[] {
    for (const name of previous) res.removeHeader(name);
    if (root === null) return [];
    const headers = headersForPath(rulesOf(root), pathname ?? '/');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return Object.keys(headers);
  }

  /** What `root` answers for `pathname`: an opened file, a redirect, null (no 404 page) or VANISHED. */
  function answerFrom(
    root: string,
    pathname: string,
    url: string,
  ): Answer | null | typeof VANISHED {
    const file = findFile(root, pathname) ?? findInKeptReleases(root, pathname);
    if (file) return openFile(file, 200);
    // No file: the release's `_redirects` decides (a redirect, or which not-found page).
    const miss = missAnswer(redirectRules(root), pathname, url.slice(url.search(/[?#]|$/)));
    if (miss.kind === 'redirect') return miss;
    const notFound = findFile(root, miss.page) ?? findFile(root, '/404.html');
    if (notFound) return openFile(notFound, 404);
    return null;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: OpenFile, pathname: string) {
    const ext = extname(file.path);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Never a 404 (the not-found page for a missing asset): a cache would keep it for a year,
      // long after the file is there.
      'cache-control':
        file.status === 200 && pathname.startsWith(HASHED_ASSETS)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
    };
    const vary: string[] = [];
    if (ext === '.html' && options.onPage) {
      options.onPage(req, res);
      // A page that sets a cookie is one visitor's: no shared cache may keep or share it.
      if (res.hasHeader('set-cookie')) headers['cache-control'] = 'private, no-store';
      vary.push('Cookie');
    }
    if (options.release !== undefined) headers['cache-control'] = 'private, no-cache';
    if (COMPRESSIBLE.has(ext)) vary.push('Accept-Encoding');
    if (vary.length > 0) headers['vary'] = vary.join(', ');
    const encoding =
      COMPRESSIBLE.has(ext) && file.stat.size <= MAX_COMPRESSED_SOURCE_BYTES
        ? preferredEncoding(req.headers['accept-encoding'])
        : null;
    digestOf(file.fd, file.stat)
      .then((digest) => answer(req, res, file, headers, encoding, digest))
      .catch(abandon(res, file.fd));
  }

  /** Sends `file` (or a 304) once its digest is known. */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    file: OpenFile,
    headers: Record<string, string>,
    encoding: Encoding | null,
    digest: string,
  ): void {
    // The visitor may have gone while the digest was read (piping into a destroyed answer throws).
    if (res.destroyed) {
      closeSync(file.fd);
      return;
    }
    // Validators only for the file asked for: a not-found page stands for a file that is not
    // there, and must not be revalidated as if it were.
    if (file.status === 200) {
      const suffix = encoding === null ? '' : ETAG_SUFFIX[encoding];
      // A large file's tag is made from its size and time (fileDigests.ts): a weak one.
      const [weak, tag] = digest.startsWith('W/') ? ['W/', digest.slice(2)] : ['', digest];
      const etag = `${weak}"${tag}${suffix}"`;
      headers['etag'] = etag;
      headers['last-modified'] = new Date(file.stat.mtimeMs).toUTCString();
      if (isNotModified(req.headers, etag, file.stat.mtimeMs)) {
        closeSync(file.fd);
        delete headers['content-type'];
        res.writeHead(304, headers).end();
        return;
      }
    }
    if (encoding !== null) {
      headers['content-encoding'] = encoding;
      compressed
        .get(digest, encoding, () => readWhole(file.fd, file.stat.size))
        .then((body) => {
          closeSync(file.fd);
          if (res.destroyed) return;
          headers['content-length'] = String(body.length);
          res.writeHead(file.status, headers);
          res.end(req.method === 'HEAD' ? undefined : body);
        })
        .catch(abandon(res, file.fd));
      return;
    }
    headers['content-length'] = String(file.stat.size);
    res.writeHead(file.status, headers);
    if (req.method === 'HEAD') {
      closeSync(file.fd);
      res.end();
      return;
    }
    // pipeline closes the file when the visitor goes away mid-answer; a read error cuts the
    // answer (its length no longer matches), never sends a shorter page as whole.
    const stream = createReadStream(file.path, { fd: file.fd, start: 0 });
    pipeline(stream, res, () => {});
  }

  return state;
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/** An answer that failed midway: cut it, and close `fd` (unless a close already ran). */
function abandon(res: ServerResponse, fd: number): (error: unknown) => void {
  return (error) => {
    try {
      closeSync(fd);
    } catch {
      // Already closed.
    }
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  };
}

/**
 * The real folder of the live release. A link read just before a switch names the folder switched
 * away from, which may be deleted before its path is resolved: the link is read again (it names
 * the new release by then) rather than answering "no site".
 */
function liveRoot(dir: string): string | null {
  let root = realPathOrNull(dir);
  for (let attempt = 1; root === null && attempt < MAX_ATTEMPTS; attempt++) {
    root = realPathOrNull(dir);
  }
  return root;
}

/** A file of the release opened for an answer: deleting it now no longer affects the answer. */
interface OpenFile {
  readonly kind: 'file';
  readonly path: string;
  readonly fd: number;
  readonly stat: Stats;
  readonly status: 200 | 404;
}

const readAt = promisify(read);

/** The first `size` bytes of the open file `fd`, read from its start off the event loop. */
async function readWhole(fd: number, size: number): Promise<Buffer> {
  const buffer = Buffer.alloc(size);
  let filled = 0;
  while (filled < size) {
    const { bytesRead } = await readAt(fd, buffer, filled, size - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

type Answer =
  OpenFile | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

/** The release resolved for a request was deleted before its file could be opened. */
const VANISHED = Symbol('vanished');
/**
 * How often a request resolves the live release again before it answers what it has. Releases
 * switch once per build, so the second attempt settles; the bound only stops a request from
 * chasing a folder that switches without end.
 */
const MAX_ATTEMPTS = 10;

/** Opens `path` for an answer with `status`, or VANISHED when it is no longer there. */
function openFile(path: string, status: 200 | 404): OpenFile | typeof VANISHED {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return VANISHED;
  }
  try {
    return { kind: 'file', path, fd, stat: fstatSync(fd), status };
  } catch {
    closeSync(fd);
    return VANISHED;
  }
}

/** Where Astro writes the content-hashed files (scripts, styles, images) of a build. */
const HASHED_ASSETS = '/_astro/';

/**
 * A hashed asset (`/_astro/…`) the live release `root` lacks, from the release folders kept beside
 * it, newest first: a page loaded before a switch to changed code still gets the scripts and
 * styles it names. The name holds a hash of the content, so whichever release has it, the file is
 * the same.
 */
export function findInKeptReleases(root: string, pathname: string): string | null {
  if (!pathname.startsWith(HASHED_ASSETS)) return null;
  const live = basename(root);
  if (!RELEASE_ID_PATTERN.test(live)) return null;
  const parent = dirname(root);
  let others: string[];
  try {
    others = readdirSync(parent, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== live && RELEASE_ID_PATTERN.test(e.name))
      .map((e) => e.name);
  } catch {
    return null;
  }
  // Release ids begin with their time: sorted by name is sorted by age.
  for (const name of others.sort().reverse()) {
    const file = findFile(join(parent, name), pathname);
    if (file !== null) return file;
  }
  return null;
}

/**
 * Maps a URL path (as sent, percent-encoded) to a file of the build, as static hosts do: the file
 * itself, {path}/index.html or {path}.html. Returns the file's real path, or null.
 * - Each segment is decoded on its own; one that decodes to `.`, `..` or holds `/`, `\` or NUL
 *   names nothing (so `/a%2f..` is no way out), nor does an undecodable one.
 * - Every candidate's real path must lie inside the root's real path: a symlink is not followed out.
 * - The host's configuration files and dotfiles (but `.well-known`) are not served.
 */
export function findFile(root: string, pathname: string): string | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    // Dotfiles are never pages (slugs hold no dots); `.well-known` is the one folder hosts serve.
    if (segment.startsWith('.') && segment !== '.well-known') return null;
    segments.push(segment);
  }
  const base = realPathOrNull(root);
  if (base === null) return null;
  const target = join(base, ...segments);
  const candidates = [target, join(target, 'index.html')];
  if (segments.length > 0) candidates.push(`${target}.html`);
  for (const candidate of candidates) {
    let real: string;
    try {
      real = realpathSync(candidate);
      if (!real.startsWith(base + sep) || HOST_CONFIG_FILES.has(relative(base, real))) continue;
      if (!statSync(real).isFile()) continue;
    } catch {
      continue; // not this one
    }
    return real;
  }
  return null;
}
