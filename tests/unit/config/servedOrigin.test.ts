import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactOrigins,
  isLoopbackUrl,
  localOrigin,
  servedOrigin,
} from '../../../src/config/servedOrigin.ts';

const port = fc.integer({ min: 1, max: 65_535 });

describe('servedOrigin: the site’s origin for a local server', () => {
  it('SITE_URL when set, whatever the port', () => {
    fc.assert(
      fc.property(port, (p) => {
        expect(servedOrigin('https://www.example.org', p)).toBe('https://www.example.org');
      }),
    );
  });
  it('else the origin of the port served on', () => {
    fc.assert(
      fc.property(port, (p) => {
        expect(servedOrigin(null, p)).toBe(localOrigin(p));
      }),
    );
    expect(localOrigin(5000)).toBe('http://localhost:5000');
  });
});

describe('contactOrigins: whose posts a local site server accepts', () => {
  it('without SITE_URL, only the origin it serves on', () => {
    fc.assert(
      fc.property(port, (p) => {
        expect(contactOrigins(null, p)).toEqual([localOrigin(p)]);
      }),
    );
  });
  it('a loopback SITE_URL, and the origin served on (a build for 4321 served on 5000)', () => {
    expect(contactOrigins('http://localhost:4321', 5000)).toEqual([
      'http://localhost:4321',
      'http://localhost:5000',
    ]);
    expect(contactOrigins('http://localhost:5000', 5000)).toEqual(['http://localhost:5000']);
    expect(contactOrigins('http://127.0.0.1:4399', 4399)).toEqual([
      'http://127.0.0.1:4399',
      'http://localhost:4399',
    ]);
  });
  it('a public SITE_URL alone: there a visitor’s localhost is someone else’s', () => {
    fc.assert(
      fc.property(fc.webUrl(), port, (url, p) => {
        fc.pre(!isLoopbackUrl(url));
        expect(contactOrigins(new URL(url).origin, p)).toEqual([new URL(url).origin]);
      }),
    );
  });
});

describe('isLoopbackUrl', () => {
  it('localhost, 127.0.0.1 and [::1] under any scheme and port; nothing else', () => {
    for (const url of ['http://localhost:1', 'https://127.0.0.1', 'http://[::1]:4321/x']) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of ['https://localhost.example.org', 'http://127.0.0.2', 'not a url']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
