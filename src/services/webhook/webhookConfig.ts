/**
 * The rebuild service's configuration (issue 10), read once at start-up from the environment.
 * Like the site's own configuration (src/config/readConfig.ts), every fault names the variable,
 * so a mis-set deployment refuses to start instead of accepting calls it cannot verify.
 */
import { resolve } from 'node:path';
import { ConfigError, readConfig, type SiteConfig } from '../../config/readConfig.ts';
import { isInside } from '../buildFolders.ts';

export interface WebhookConfig {
  /** `whsec_<base64 key>`: the Standard Webhooks key, and the Bearer token as written. */
  readonly secret: string;
  readonly port: number;
  readonly host: string;
  /** Absolute path of the folder that holds the release folders and the `current` link. */
  readonly releasesDir: string;
  /** Absolute path of the service's own records (build history, replay ids, release records). */
  readonly stateDir: string;
  /** Shell command run after each switch, with RELEASE_PATH and RELEASE_ID set; null: none. */
  readonly deployCommand: string | null;
  readonly deployTimeoutMs: number;
  readonly buildTimeoutMs: number;
  /** IANA time zone the status page shows times in. */
  readonly timeZone: string;
  /** BUILD_TIMINGS=1: log how long each step of a build took (the worker logs its own). */
  readonly timings: boolean;
  /** The site's configuration: where content is pulled from, and what the build bakes in. */
  readonly site: SiteConfig;
}

export const DEFAULT_WEBHOOK_PORT = 8788;
export const DEFAULT_RELEASES_DIR = 'releases';
export const DEFAULT_STATE_DIR = '.data/webhook';
/** Shortest key accepted: 128 bits (Standard Webhooks recommends 24–64 bytes). */
export const MIN_SECRET_BYTES = 16;

type Env = Readonly<Record<string, string | undefined>>;

const SECRET_HINT =
  "must be whsec_ followed by a base64 key of at least 16 bytes; make one with: node -e \"console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))\"";

/** Reads and validates the service's configuration; throws a ConfigError naming the variable. */
export function readWebhookConfig(env: Env, cwd = process.cwd()): WebhookConfig {
  const secret = env['WEBHOOK_SECRET']?.trim() ?? '';
  if (secret === '') throw new ConfigError('WEBHOOK_SECRET', `is required: it ${SECRET_HINT}`);
  if (secretKeyBytes(secret) < MIN_SECRET_BYTES) {
    throw new ConfigError('WEBHOOK_SECRET', SECRET_HINT);
  }
  const releasesDir = resolve(cwd, text(env, 'RELEASES_DIR') ?? DEFAULT_RELEASES_DIR);
  const stateDir = resolve(cwd, text(env, 'WEBHOOK_STATE_DIR') ?? DEFAULT_STATE_DIR);
  if (stateDir === releasesDir || isInside(stateDir, releasesDir)) {
    throw new ConfigError(
      'WEBHOOK_STATE_DIR',
      `must lie outside RELEASES_DIR (${releasesDir}), which holds only release folders and the current link`,
    );
  }
  if (isInside(releasesDir, stateDir)) {
    throw new ConfigError('RELEASES_DIR', `must lie outside WEBHOOK_STATE_DIR (${stateDir})`);
  }
  const timeZone = text(env, 'WEBHOOK_TIME_ZONE') ?? 'Europe/Berlin';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(
      'WEBHOOK_TIME_ZONE',
      `must be an IANA time zone such as Europe/Berlin, got "${timeZone}"`,
    );
  }
  return {
    secret,
    port: integer(env, 'WEBHOOK_PORT', DEFAULT_WEBHOOK_PORT, 0, 65_535),
    host: text(env, 'WEBHOOK_HOST') ?? '127.0.0.1',
    releasesDir,
    stateDir,
    deployCommand: text(env, 'DEPLOY_COMMAND'),
    deployTimeoutMs: integer(env, 'DEPLOY_TIMEOUT_MS', 10 * 60_000, 1, Number.MAX_SAFE_INTEGER),
    buildTimeoutMs: integer(
      env,
      'WEBHOOK_BUILD_TIMEOUT_MS',
      15 * 60_000,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    timeZone,
    timings: env['BUILD_TIMINGS'] === '1',
    site: readConfig(env),
  };
}

/** The key length in bytes of a `whsec_<base64>` secret, or 0 when it is not one. */
export function secretKeyBytes(secret: string): number {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!match?.[1] || match[1].length % 4 !== 0) return 0;
  return Buffer.from(match[1], 'base64').length;
}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(name, `must be a whole number ${range}, got "${value}"`);
  }
  return n;
}
