import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { originTrusted, trustedOrigins } from '../../../../demo/backend/apiHandler.ts';

describe('the contact endpoint trusts only configured origins', () => {
  it('keeps a configured origin as its origin, and nothing else', () => {
    expect([...trustedOrigins(['https://www.example.org/'])]).toEqual(['https://www.example.org']);
  });

  it('a loopback origin under each of its names (npm start prints both), same scheme and port', () => {
    expect([...trustedOrigins(['http://localhost:4321'])].sort()).toEqual([
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
      'http://localhost:4321',
    ]);
  });

  it('ignores an entry that is no URL', () => {
    expect([...trustedOrigins(['not a url'])]).toEqual([]);
  });
});

describe('originTrusted: local development on any port', () => {
  const site = trustedOrigins(['https://www.example.org']);
  const loopback = fc.constantFrom('localhost', '127.0.0.1', '[::1]');
  const port = fc.integer({ min: 1, max: 65_535 });

  it('in development, a page of this machine on any port may post (astro dev --port N)', () => {
    fc.assert(
      fc.property(loopback, port, (host, p) => {
        expect(originTrusted(`http://${host}:${p}`, site, true)).toBe(true);
        expect(originTrusted(`http://${host}:${p}`, site, false)).toBe(false);
      }),
    );
  });

  it('outside development only the configured origins, as before (3000 is no exception)', () => {
    expect(originTrusted('http://localhost:3000', site, false)).toBe(false);
    expect(originTrusted('https://www.example.org', site, false)).toBe(true);
  });

  it('never another host, nor a value that merely parses to a loopback origin', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.boolean(), (url, development) => {
        const { hostname } = new URL(url);
        fc.pre(!['localhost', '127.0.0.1', '[::1]'].includes(hostname));
        expect(originTrusted(new URL(url).origin, site, development)).toBe(
          new URL(url).origin === 'https://www.example.org',
        );
      }),
    );
    for (const origin of [
      'http://localhost:3000/',
      'http://user@localhost:3000',
      'http://localhost:3000/contact',
      'null',
      'file://localhost',
    ]) {
      expect(originTrusted(origin, site, true), origin).toBe(false);
    }
  });
});
