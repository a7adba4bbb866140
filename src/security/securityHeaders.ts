/**
 * The site's security headers (a CSP allowing exactly the site and the configured Matomo host,
 * HSTS, nosniff, referrer, permissions and framing policies) and the `_headers` file (Netlify /
 * Cloudflare Pages format) that carries them; the local server reads it, so tests run under it.
 */

export interface SecurityHeaderOptions {
  /** MATOMO_URL (or its origin): the one third-party host scripts, images and beacons may use. */
  readonly matomoOrigin?: string | null | undefined;
  /** Hashes of inline scripts (`sha256-…`), as Astro declared them (auditInlineCode over the build). */
  readonly scriptHashes?: readonly string[] | undefined;
  /** Hashes of inline `<style>` elements. No style attribute is ever allowed. */
  readonly styleHashes?: readonly string[] | undefined;
  /** IMAGE_ORIGINS: https origins content images may come from (img-src), as the sanitiser keeps. */
  readonly imageOrigins?: readonly string[] | undefined;
}

const HASH = /^'?(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})'?$/;

/**
 * The origin of a configured Matomo URL (`https://stats.example.org/matomo/` → its origin). Throws
 * for anything but an http(s) URL, since it ends up in a security policy.
 */
export function matomoOriginOf(url: string): string {
  const parsed = URL.parse(url);
  if (parsed === null) throw new Error(`Matomo URL must be an absolute http(s) URL, got "${url}"`);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Matomo URL must use http or https, got "${url}"`);
  }
  return parsed.origin;
}

/**
 * An image origin for img-src and the sanitiser (IMAGE_ORIGINS): exactly `https://host[:port]`.
 * Anything else (http, a path, user info, a wildcard, an IPv6 literal) would widen the CSP unseen.
 */
export function httpsOrigin(value: string): string {
  const url = URL.parse(value);
  if (
    url === null ||
    url.protocol !== 'https:' ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.pathname !== '/' ||
    !/^[a-z0-9.-]+$/.test(url.hostname) ||
    !/^https:\/\/[^/]+\/?$/i.test(value)
  ) {
    throw new Error(`must be an https origin like https://images.example.org, got "${value}"`);
  }
  return url.origin;
}

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const matomo = options.matomoOrigin ? [matomoOriginOf(options.matomoOrigin)] : [];
  const scriptHashes = hashSources(options.scriptHashes);
  const styleHashes = hashSources(options.styleHashes);
  const images = (options.imageOrigins ?? []).map(httpsOrigin);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Bundled modules are files under 'self'; inline ones only by hash. Never 'unsafe-inline'.
    ['script-src', ["'self'", ...matomo, ...scriptHashes]],
    // Inline style elements by hash; no style attribute at all (no 'unsafe-hashes').
    ['style-src', ["'self'", ...styleHashes]],
    // Content images from IMAGE_ORIGINS; Matomo may send its tracking request as an image, by
    // fetch/XHR or as a beacon.
    ['img-src', ["'self'", ...images, ...matomo]],
    ['connect-src', ["'self'", ...matomo]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** All security headers, by header name. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The `_headers` file text: the path pattern (all pages by default), then an indented `Name: value`
 * line per header. A value with a line break would smuggle in another header: refused.
 */
export function renderHeadersFile(
  headers: Readonly<Record<string, string>>,
  pattern: string = '/*',
): string {
  const lines = [pattern];
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Invalid header name "${name}"`);
    if (/[\r\n]/.test(value)) throw new Error(`Header ${name} contains a line break`);
    lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Normalises hashes to quoted CSP sources; rejects anything else (it would widen the policy). */
function hashSources(hashes: readonly string[] | undefined): string[] {
  return (hashes ?? []).map((hash) => {
    const match = HASH.exec(hash.trim());
    if (!match) throw new Error(`Not a CSP hash source: "${hash}"`);
    return `'${match[1]}-${match[2]}'`;
  });
}
