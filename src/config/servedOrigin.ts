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

/** The site's origin for a server on `port`: SITE_URL (`siteUrl`) when set, else the local one. */
export function servedOrigin(siteUrl: string | null, port: number): string {
  return siteUrl ?? localOrigin(port);
}

/**
 * The origins a local site server accepts contact posts from: SITE_URL's, and the origin it is
 * served on when SITE_URL is unset or itself on this machine. Not the request's Host: a site an
 * attacker points at 127.0.0.1 (DNS rebinding) would send a matching Host and Origin, whereas the
 * listening port is the server's own fact. A public SITE_URL adds nothing: there, a visitor's own
 * localhost is somebody else.
 */
export function contactOrigins(siteUrl: string | null, port: number): readonly string[] {
  if (siteUrl === null) return [localOrigin(port)];
  return isLoopbackUrl(siteUrl) ? [...new Set([siteUrl, localOrigin(port)])] : [siteUrl];
}
