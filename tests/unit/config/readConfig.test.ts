import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, readConfig } from '../../../src/config/readConfig.ts';

describe('configuration (validate at start-up, name the variable)', () => {
  it('defaults to the demo site with everything hidden', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      siteUrl: DEFAULT_SITE_URL,
      siteUrlIsDefault: true,
      backendUrl: null,
      contentSnapshot: null,
      backendTimeoutMs: 30_000,
      backendAttempts: 3,
      matomoUrl: null,
      showSignIn: false,
      showSearch: false,
    });
  });

  it('uses SITE_URL for the back end unless BACKEND_URL differs', () => {
    expect(readConfig({ SITE_URL: 'https://example.org/' }).backendUrl).toBe('https://example.org');
    expect(
      readConfig({ SITE_URL: 'https://example.org', BACKEND_URL: 'https://api.example.org/v1/' })
        .backendUrl,
    ).toBe('https://api.example.org/v1');
  });

  it.each([
    [{ SITE_URL: 'example.org' }, /SITE_URL must be an absolute http\(s\) URL/],
    [{ SITE_URL: 'ftp://example.org' }, /SITE_URL must use http or https/],
    [{ SITE_URL: 'https://example.org/site' }, /SITE_URL must be an origin/],
    [{ BACKEND_TIMEOUT_MS: '0' }, /BACKEND_TIMEOUT_MS must be a whole number/],
    [{ BACKEND_ATTEMPTS: 'many' }, /BACKEND_ATTEMPTS must be a whole number/],
    [{ MATOMO_SITE_ID: 'abc' }, /MATOMO_SITE_ID must be a number/],
    [{ SHOW_SEARCH: 'maybe' }, /SHOW_SEARCH must be true or false/],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads flags and Matomo', () => {
    const config = readConfig({
      SHOW_SIGN_IN: 'true',
      SHOW_SEARCH: '1',
      MATOMO_URL: 'https://stats.example.org',
      MATOMO_SITE_ID: '7',
    });
    expect(config).toMatchObject({
      showSignIn: true,
      showSearch: true,
      matomoUrl: 'https://stats.example.org/',
      matomoSiteId: '7',
    });
  });
});

describe('IMAGE_ORIGINS, BACKEND_MAX_RESPONSE_BYTES and NODE_ENV', () => {
  it('reads a list of https origins, separated by commas or spaces, without duplicates', () => {
    expect(readConfig({}).imageOrigins).toEqual([]);
    expect(
      readConfig({
        IMAGE_ORIGINS:
          'https://images.example.org, https://cdn.example.net:8443/ https://images.example.org',
      }).imageOrigins,
    ).toEqual(['https://images.example.org', 'https://cdn.example.net:8443']);
  });

  it.each([
    'http://images.example.org',
    'https://images.example.org/photos',
    'https://*.example.org',
    'images.example.org',
    'https://user@images.example.org',
    'https://images.example.org?x=1',
    "'self'",
  ])('refuses %s in IMAGE_ORIGINS, naming the variable', (entry) => {
    expect(() => readConfig({ IMAGE_ORIGINS: entry })).toThrow(
      /Configuration: IMAGE_ORIGINS must list https origins/,
    );
  });

  it('caps a table answer at 64 MiB unless configured; refuses a cap below 1 KiB', () => {
    expect(readConfig({}).backendMaxResponseBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ BACKEND_MAX_RESPONSE_BYTES: '2048' }).backendMaxResponseBytes).toBe(2048);
    expect(() => readConfig({ BACKEND_MAX_RESPONSE_BYTES: '10' })).toThrow(
      /BACKEND_MAX_RESPONSE_BYTES must be a whole number ≥ 1024/,
    );
  });

  it('is in development only with NODE_ENV=development', () => {
    expect(readConfig({}).development).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).development).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).development).toBe(true);
  });
});
