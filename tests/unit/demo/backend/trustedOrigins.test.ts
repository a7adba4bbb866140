import { describe, expect, it } from 'vitest';
import { DEV_ORIGINS, trustedOrigins } from '../../../../demo/backend/apiHandler.ts';

describe('the contact endpoint trusts only configured origins', () => {
  it('keeps a configured origin as its origin, and nothing else', () => {
    expect([...trustedOrigins(['https://www.example.org/'], false)]).toEqual([
      'https://www.example.org',
    ]);
  });

  it('a loopback origin under each of its names (npm start prints both), same scheme and port', () => {
    expect([...trustedOrigins(['http://localhost:4321'], false)].sort()).toEqual([
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
      'http://localhost:4321',
    ]);
  });

  it('adds the local development origins only in development', () => {
    const site = ['https://www.example.org'];
    for (const origin of DEV_ORIGINS) {
      expect(trustedOrigins(site, false).has(origin)).toBe(false);
      expect(trustedOrigins(site, true).has(origin)).toBe(true);
    }
  });

  it('ignores an entry that is no URL', () => {
    expect([...trustedOrigins(['not a url'], false)]).toEqual([]);
  });
});
