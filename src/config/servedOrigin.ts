/**
 * The origin of a site served by a local server (`npm start`, `npm run serve`), and the origins
 * its contact form is posted from. The contact form posts to the origin of the page being viewed
 *, so the browser's Origin is wherever the pages are actually served. A default SITE_URL
 * (http://localhost:4321) on another port refused every post with 403 "Origin not allowed".
 */

/** Host names under which a browser reaches this machine. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of a server on this machine listening on `port`, as `npm start` prints it. */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}

/** Whether `url` is an http(s) URL on this machine (localhost, 127.0.0.1, [::1]). */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The site's origin for a server listening on `port`: SITE_URL when it is set (`siteUrl`, null
 * when unset), else the origin the server is reached at on this machine. What `npm start` bakes
 * into the build it serves (canonical links, feeds) and prints.
 */
export function servedOrigin(siteUrl: string | null, port: number): string {
  return siteUrl ?? localOrigin(port);
}

/**
 * The origins a local site server accepts contact posts from: SITE_URL's, and the origin it is
 * served on when SITE_URL is unset or is itself on this machine. So a site built for port 4321
 * and served on 5000 accepts its own pages' posts, whatever was baked into them.
 *
 * Why not the request's Host header: a page of any site whose name an attacker points at
 * 127.0.0.1 (DNS rebinding) would send a matching Host and Origin. The listening port is the
 * server's own fact; a loopback origin on it can only be this server's pages, as it listens on
 * 127.0.0.1. A public SITE_URL adds nothing: there, a visitor's own localhost is somebody else.
 */
export function contactOrigins(siteUrl: string | null, port: number): readonly string[] {
  if (siteUrl === null) return [localOrigin(port)];
  return isLoopbackUrl(siteUrl) ? [...new Set([siteUrl, localOrigin(port)])] : [siteUrl];
}
