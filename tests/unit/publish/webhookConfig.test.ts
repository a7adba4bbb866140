import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEBHOOK_PORT,
  readWebhookConfig,
  secretKeyBytes,
} from '../../../src/publish/webhookConfig.ts';

const SECRET = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
/** A key of 33 bytes: base64 without padding, so the secret could pass for a token. */
const UNPADDED = `whsec_${Buffer.alloc(33, 1).toString('base64')}`;
const TOKEN = 'tok-'.repeat(10);

describe('rebuild service configuration (refuse to start, naming the variable)', () => {
  it('has defaults for everything but the secret', () => {
    const config = readWebhookConfig({ WEBHOOK_SECRET: SECRET }, '/srv/site');
    expect(config).toMatchObject({
      secret: SECRET,
      token: null,
      statusToken: null,
      port: DEFAULT_WEBHOOK_PORT,
      host: '127.0.0.1',
      releasesDir: join('/srv/site', 'releases'),
      stateDir: join('/srv/site', '.data/webhook'),
      deployCommand: null,
      timeZone: 'Europe/Berlin',
      timings: false,
    });
    expect(config.site.backendUrl).toBeNull();
  });

  it('reads every variable', () => {
    const config = readWebhookConfig(
      {
        WEBHOOK_SECRET: SECRET,
        WEBHOOK_TOKEN: TOKEN,
        STATUS_TOKEN: 'status_token.0123456789~0123456789',
        WEBHOOK_PORT: '9000',
        WEBHOOK_HOST: '0.0.0.0',
        RELEASES_DIR: '/var/www/releases',
        WEBHOOK_STATE_DIR: '/var/lib/webhook',
        DEPLOY_COMMAND: 'rsync -a "$RELEASE_PATH/" origin:/srv/',
        DEPLOY_TIMEOUT_MS: '5000',
        WEBHOOK_BUILD_TIMEOUT_MS: '60000',
        WEBHOOK_TIME_ZONE: 'UTC',
        BUILD_TIMINGS: '1',
        BACKEND_URL: 'https://api.example.org',
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      token: TOKEN,
      statusToken: 'status_token.0123456789~0123456789',
      port: 9000,
      host: '0.0.0.0',
      releasesDir: '/var/www/releases',
      stateDir: '/var/lib/webhook',
      deployCommand: 'rsync -a "$RELEASE_PATH/" origin:/srv/',
      deployTimeoutMs: 5000,
      buildTimeoutMs: 60000,
      timeZone: 'UTC',
      timings: true,
    });
    expect(config.site.backendUrl).toBe('https://api.example.org');
  });

  it.each([
    [{}, /WEBHOOK_SECRET is required/],
    [{ WEBHOOK_SECRET: '   ' }, /WEBHOOK_SECRET is required/],
    [{ WEBHOOK_SECRET: 'hunter2' }, /WEBHOOK_SECRET must be whsec_/],
    [{ WEBHOOK_SECRET: 'whsec_not base64!' }, /WEBHOOK_SECRET must be whsec_/],
    [{ WEBHOOK_SECRET: `whsec_${Buffer.alloc(8).toString('base64')}` }, /at least 16 bytes/],
    [{ WEBHOOK_SECRET: SECRET, WEBHOOK_PORT: '70000' }, /WEBHOOK_PORT must be a whole number/],
    [{ WEBHOOK_SECRET: SECRET, WEBHOOK_PORT: 'x' }, /WEBHOOK_PORT must be a whole number/],
    [{ WEBHOOK_SECRET: SECRET, DEPLOY_TIMEOUT_MS: '0' }, /DEPLOY_TIMEOUT_MS must be/],
    [{ WEBHOOK_SECRET: SECRET, WEBHOOK_BUILD_TIMEOUT_MS: '1.5' }, /WEBHOOK_BUILD_TIMEOUT_MS/],
    [{ WEBHOOK_SECRET: SECRET, WEBHOOK_TIME_ZONE: 'Mars/Base' }, /WEBHOOK_TIME_ZONE must be/],
    [
      { WEBHOOK_SECRET: SECRET, RELEASES_DIR: '/x', WEBHOOK_STATE_DIR: '/x/state' },
      /WEBHOOK_STATE_DIR must lie outside RELEASES_DIR/,
    ],
    [
      { WEBHOOK_SECRET: SECRET, RELEASES_DIR: '/x/releases', WEBHOOK_STATE_DIR: '/x' },
      /RELEASES_DIR must lie outside WEBHOOK_STATE_DIR/,
    ],
    [
      { WEBHOOK_SECRET: SECRET, RELEASES_DIR: '/x', WEBHOOK_STATE_DIR: '/x/' },
      /WEBHOOK_STATE_DIR must lie outside RELEASES_DIR/,
    ],
    [{ WEBHOOK_SECRET: SECRET, BACKEND_URL: 'api.example.org' }, /BACKEND_URL must be/],
    [{ WEBHOOK_SECRET: SECRET, WEBHOOK_TOKEN: 'short' }, /WEBHOOK_TOKEN must be at least 32/],
    [{ WEBHOOK_SECRET: SECRET, WEBHOOK_TOKEN: `${TOKEN}+/=` }, /WEBHOOK_TOKEN must be/],
    [{ WEBHOOK_SECRET: SECRET, STATUS_TOKEN: `${TOKEN} x` }, /STATUS_TOKEN must be/],
    [{ WEBHOOK_SECRET: UNPADDED, WEBHOOK_TOKEN: UNPADDED }, /WEBHOOK_TOKEN must differ from/],
    [
      { WEBHOOK_SECRET: UNPADDED, WEBHOOK_TOKEN: UNPADDED.replace('whsec_', '') },
      /WEBHOOK_TOKEN must differ from WEBHOOK_SECRET/,
    ],
    [{ WEBHOOK_SECRET: UNPADDED, STATUS_TOKEN: UNPADDED }, /STATUS_TOKEN must differ from/],
    [
      { WEBHOOK_SECRET: SECRET, WEBHOOK_TOKEN: TOKEN, STATUS_TOKEN: TOKEN },
      /STATUS_TOKEN must differ from WEBHOOK_SECRET and WEBHOOK_TOKEN/,
    ],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => readWebhookConfig(env, '/srv/site')).toThrow(message);
  });

  it('judges folders by path segments: a sibling sharing a prefix is outside, a ..name below is inside', () => {
    const env = { WEBHOOK_SECRET: SECRET, RELEASES_DIR: '/srv/site-releases' };
    expect(
      readWebhookConfig({ ...env, WEBHOOK_STATE_DIR: '/srv/site-releases-state' }),
    ).toMatchObject({
      releasesDir: '/srv/site-releases',
      stateDir: '/srv/site-releases-state',
    });
    // Inside, though its name starts with "..": judged by path segments, not by text.
    expect(() =>
      readWebhookConfig({ ...env, WEBHOOK_STATE_DIR: '/srv/site-releases/..state' }),
    ).toThrow(/WEBHOOK_STATE_DIR must lie outside RELEASES_DIR/);
  });

  it('serves previews beside the service unless told otherwise, and names a wrong preview variable', () => {
    const read = (env: Record<string, string>) =>
      readWebhookConfig({ WEBHOOK_SECRET: SECRET, ...env });
    expect(read({})).toMatchObject({
      previewPort: DEFAULT_WEBHOOK_PORT + 1,
      previewUrl: null,
      deployPreviews: false,
    });
    expect(read({ WEBHOOK_PORT: '0' }).previewPort).toBe(0);
    expect(
      read({
        PREVIEW_PORT: '9100',
        PREVIEW_URL: 'https://preview.example.org/',
        DEPLOY_PREVIEWS: '1',
      }),
    ).toMatchObject({
      previewPort: 9100,
      previewUrl: 'https://preview.example.org',
      deployPreviews: true,
    });
    for (const [env, name] of [
      [{ PREVIEW_PORT: String(DEFAULT_WEBHOOK_PORT) }, 'PREVIEW_PORT'],
      [{ PREVIEW_PORT: 'next' }, 'PREVIEW_PORT'],
      [{ PREVIEW_URL: 'preview.example.org' }, 'PREVIEW_URL'],
      [{ PREVIEW_URL: 'https://example.org/preview' }, 'PREVIEW_URL'],
      [{ DEPLOY_PREVIEWS: 'yes' }, 'DEPLOY_PREVIEWS'],
    ] as const) {
      expect(() => read(env), name).toThrow(name);
    }
  });

  it('measures the key behind whsec_', () => {
    expect(secretKeyBytes(SECRET)).toBe(32);
    expect(secretKeyBytes(SECRET.slice(6))).toBe(0);
    expect(secretKeyBytes('whsec_abc')).toBe(0);
  });
});
