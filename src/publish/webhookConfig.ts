/**
 * The rebuild service's configuration, read once at start-up from the environment. Every fault
 * names the variable, so a mis-set deployment refuses to start instead of accepting calls it
 * cannot verify.
 */
import { resolve } from 'node:path';
import {
  ConfigError,
  readConfig,
  textFromEnv,
  wholeNumberFromEnv,
  type SiteConfig,
} from '../config/readConfig.ts';
import { isInside } from '../release/buildFolders.ts';

export interface WebhookConfig {
  /** `whsec_<base64 key>`: the Standard Webhooks key; never sent, so never accepted as a token. */
  readonly secret: string;
  /** WEBHOOK_TOKEN: the Bearer token for cron and curl; null: Bearer calls are off. */
  readonly token: string | null;
  /** STATUS_TOKEN: shows the status's raw causes, paths and addresses; null: only loopback does. */
  readonly statusToken: string | null;
  readonly port: number;
  readonly host: string;
  /** PREVIEW_PORT: where previews are served (default: the service's port + 1; 0: any free one). */
  readonly previewPort: number;
  /** PREVIEW_URL: the previews' origin as visitors reach it (a proxy's); null: the service's host. */
  readonly previewUrl: string | null;
  /** Absolute path of the folder that holds the release folders and the `current` link. */
  readonly releasesDir: string;
  /** Absolute path of the service's own records (build history, replay ids, release records). */
  readonly stateDir: string;
  /** Shell command run after each switch, with RELEASE_PATH and RELEASE_ID set; null: none. */
  readonly deployCommand: string | null;
  readonly deployTimeoutMs: number;
  /**
   * DEPLOY_PREVIEWS=1: DEPLOY_COMMAND runs for previews too (RELEASE_KIND=preview). Off unless
   * asked for: a command written before previews existed would publish them.
   */
  readonly deployPreviews: boolean;
  readonly buildTimeoutMs: number;
  /** IANA time zone the status page shows times in. */
  readonly timeZone: string;
  /** BUILD_TIMINGS=1: log how long each step of a build took (the worker logs its own). */
  readonly timings: boolean;
  /** The site's configuration: where content is pulled from, and what the build bakes in. */
  readonly site: SiteConfig;
}

export const DEFAULT_WEBHOOK_PORT = 8788;
/** Shortest key accepted: 128 bits (Standard Webhooks recommends 24–64 bytes). */
export const MIN_SECRET_BYTES = 16;
/** Shortest token accepted: 32 characters, e.g. 24 random bytes in base64url (192 bits). */
export const MIN_TOKEN_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

const TOKEN_HINT = `must be at least ${MIN_TOKEN_LENGTH} characters of A-Z a-z 0-9 - _ . ~ (safe in a header and in a URL); make one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;

const SECRET_HINT =
  "must be whsec_ followed by a base64 key of at least 16 bytes; make one with: node -e \"console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))\"";

/** Reads and validates the service's configuration; throws a ConfigError naming the variable. */
export function readWebhookConfig(env: Env, cwd = process.cwd()): WebhookConfig {
  const secret = env['WEBHOOK_SECRET']?.trim() ?? '';
  if (secret === '') throw new ConfigError('WEBHOOK_SECRET', `is required: it ${SECRET_HINT}`);
  if (secretKeyBytes(secret) < MIN_SECRET_BYTES) {
    throw new ConfigError('WEBHOOK_SECRET', SECRET_HINT);
  }
  const token = tokenVariable(env, 'WEBHOOK_TOKEN');
  if (token !== null && sameAsSecret(token, secret)) {
    throw new ConfigError(
      'WEBHOOK_TOKEN',
      'must differ from WEBHOOK_SECRET: the signing secret is never sent, a token travels in every call',
    );
  }
  const statusToken = tokenVariable(env, 'STATUS_TOKEN');
  if (statusToken !== null && (sameAsSecret(statusToken, secret) || statusToken === token)) {
    throw new ConfigError(
      'STATUS_TOKEN',
      'must differ from WEBHOOK_SECRET and WEBHOOK_TOKEN: it only shows the status, and may sit in a bookmarked URL',
    );
  }
  const releasesDir = resolve(cwd, textFromEnv(env, 'RELEASES_DIR') ?? 'releases');
  const stateDir = resolve(cwd, textFromEnv(env, 'WEBHOOK_STATE_DIR') ?? '.data/webhook');
  if (stateDir === releasesDir || isInside(stateDir, releasesDir)) {
    throw new ConfigError(
      'WEBHOOK_STATE_DIR',
      `must lie outside RELEASES_DIR (${releasesDir}), which holds only release folders and the current link`,
    );
  }
  if (isInside(releasesDir, stateDir)) {
    throw new ConfigError('RELEASES_DIR', `must lie outside WEBHOOK_STATE_DIR (${stateDir})`);
  }
  const timeZone = textFromEnv(env, 'WEBHOOK_TIME_ZONE') ?? 'Europe/Berlin';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(
      'WEBHOOK_TIME_ZONE',
      `must be an IANA time zone such as Europe/Berlin, got "${timeZone}"`,
    );
  }
  const port = wholeNumberFromEnv(env, 'WEBHOOK_PORT', DEFAULT_WEBHOOK_PORT, 0, 65_535);
  const previewPort = wholeNumberFromEnv(env, 'PREVIEW_PORT', port === 0 ? 0 : port + 1, 0, 65_535);
  if (previewPort !== 0 && previewPort === port) {
    throw new ConfigError('PREVIEW_PORT', `must differ from WEBHOOK_PORT (${port})`);
  }
  const previewUrl = textFromEnv(env, 'PREVIEW_URL')?.replace(/\/+$/, '') ?? null;
  if (previewUrl !== null && !/^https?:\/\/[^/?#\s]+$/.test(previewUrl)) {
    throw new ConfigError(
      'PREVIEW_URL',
      `must be an origin such as https://preview.example.org, got "${previewUrl}"`,
    );
  }
  return {
    secret,
    token,
    statusToken,
    port,
    host: textFromEnv(env, 'WEBHOOK_HOST') ?? '127.0.0.1',
    previewPort,
    previewUrl,
    releasesDir,
    stateDir,
    deployCommand: textFromEnv(env, 'DEPLOY_COMMAND'),
    deployTimeoutMs: wholeNumberFromEnv(env, 'DEPLOY_TIMEOUT_MS', 10 * 60_000),
    deployPreviews: wholeNumberFromEnv(env, 'DEPLOY_PREVIEWS', 0, 0, 1) === 1,
    buildTimeoutMs: wholeNumberFromEnv(env, 'WEBHOOK_BUILD_TIMEOUT_MS', 15 * 60_000),
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

/**
 * A token variable, or null when unset: as hard to guess as a key, and only of characters that
 * pass unchanged through a header and a URL query (a `+` would arrive as a space).
 */
function tokenVariable(env: Env, name: string): string | null {
  const value = textFromEnv(env, name);
  if (value !== null && !new RegExp(`^[A-Za-z0-9._~-]{${MIN_TOKEN_LENGTH},}$`).test(value)) {
    throw new ConfigError(name, TOKEN_HINT);
  }
  return value;
}

/** Whether a token is the signing secret, whole or its key part (the base64 behind `whsec_`). */
function sameAsSecret(token: string, secret: string): boolean {
  return token === secret || `whsec_${token}` === secret;
}
