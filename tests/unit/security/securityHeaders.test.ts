import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../src/content/headersFile.ts';
import {
  contentSecurityPolicy,
  matomoOriginOf,
  renderHeadersFile,
  securityHeaders,
} from '../../../src/security/securityHeaders.ts';

/** The CSP as directive → sources. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );

const HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

describe('contentSecurityPolicy (exactly the site and the configured Matomo host)', () => {
  it('allows only the site itself without Matomo', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'connect-src': ["'self'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('adds the Matomo origin where the tracker needs it: script, image beacon, fetch/beacon', () => {
    const csp = directives(
      contentSecurityPolicy({ matomoOrigin: 'https://stats.example.org/matomo/' }),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp['img-src']).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('keeps the port of a local Matomo', () => {
    expect(matomoOriginOf('http://127.0.0.1:43123/')).toBe('http://127.0.0.1:43123');
  });

  it('allows inline scripts and styles by hash only: never unsafe-inline, never unsafe-hashes', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [HASH, `'${HASH}'`],
      styleHashes: [HASH],
    });
    const parsed = directives(csp);
    expect(parsed['script-src']).toEqual(["'self'", `'${HASH}'`]);
    expect(parsed['style-src']).toEqual(["'self'", `'${HASH}'`]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-hashes');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('img-src: the site, IMAGE_ORIGINS and Matomo', () => {
    const csp = directives(
      contentSecurityPolicy({
        imageOrigins: ['https://images.example.org', 'https://cdn.example.net:8443'],
        matomoOrigin: 'https://stats.example.org/',
      }),
    );
    expect(csp['img-src']).toEqual([
      "'self'",
      'https://images.example.org',
      'https://cdn.example.net:8443',
      'https://stats.example.org',
    ]);
    expect(csp['script-src']).toEqual(["'self'", 'https://stats.example.org']);
  });

  it.each([
    'http://images.example.org',
    'https://images.example.org/x',
    "'unsafe-inline'",
    '*',
    'https://a.example; script-src *',
  ])('refuses %s as an image origin', (origin) => {
    expect(() => contentSecurityPolicy({ imageOrigins: [origin] })).toThrow(/https origin/);
  });

  it('refuses anything that is not a hash or an http(s) URL', () => {
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"] })).toThrow(/hash/);
    expect(() => contentSecurityPolicy({ styleHashes: ['sha256-x; script-src *'] })).toThrow();
    expect(() => contentSecurityPolicy({ matomoOrigin: 'stats.example.org' })).toThrow(/absolute/);
    expect(() => contentSecurityPolicy({ matomoOrigin: 'javascript:alert(1)' })).toThrow(/http/);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, referrer, permissions and framing headers', () => {
    const headers = securityHeaders({ matomoOrigin: 'https://stats.example.org' });
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});

describe('renderHeadersFile (Netlify / Cloudflare Pages _headers)', () => {
  it('renders a /* block that the local server reads back identically', () => {
    const headers = securityHeaders({ matomoOrigin: 'https://stats.example.org' });
    const text = renderHeadersFile(headers);
    expect(text.split('\n')[0]).toBe('/*');
    expect(text).toContain('\n  X-Frame-Options: DENY\n');
    expect(text.endsWith('\n')).toBe(true);
    const [rule] = parseHeadersFile(text);
    expect(rule?.pattern).toBe('/*');
    expect(rule?.headers).toEqual(
      Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    );
  });

  it('takes another path pattern', () => {
    expect(renderHeadersFile({ 'Cache-Control': 'no-cache' }, '/index.html')).toBe(
      '/index.html\n  Cache-Control: no-cache\n',
    );
  });

  it('refuses header injection', () => {
    expect(() => renderHeadersFile({ 'X-A': 'ok\n  X-Evil: 1' })).toThrow(/line break/);
    expect(() => renderHeadersFile({ 'X A': 'ok' })).toThrow(/name/);
  });
});
