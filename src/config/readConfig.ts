/**
 * Configuration from the environment (docs/configuration.md), validated once at start-up. Every
 * fault names the variable, so a mis-set deployment fails with a message, not a broken site.
 */
import { httpsOrigin } from '../security/securityHeaders.ts';

export interface SiteConfig {
  /** Public origin of the site (canonical URLs, sitemap, share links), without trailing slash. */
  readonly siteUrl: string;
  /** Whether SITE_URL was set; when not, the demo site is built. */
  readonly siteUrlIsDefault: boolean;
  /** Origin (and optional path prefix) of the PHP API, or null to use the in-process demo back end. */
  readonly backendUrl: string | null;
  /** Build from this snapshot file instead of pulling. */
  readonly contentSnapshot: string | null;
  readonly backendTimeoutMs: number;
  readonly backendAttempts: number;
  /** Largest answer accepted for one table, in bytes (BACKEND_MAX_RESPONSE_BYTES). */
  readonly backendMaxResponseBytes: number;
  /**
   * Origins (https only) besides the site that content images may come from (IMAGE_ORIGINS): the
   * sanitiser and the CSP's img-src share it, so an image shown is never one the policy blocks.
   */
  readonly imageOrigins: readonly string[];
  /** NODE_ENV=development: the demo back end also accepts contact posts from `astro dev`. */
  readonly development: boolean;
  readonly matomoUrl: string | null;
  readonly matomoSiteId: string | null;
  readonly showSignIn: boolean;
  readonly signInUrl: string | null;
  readonly showSearch: boolean;
}

/** The origin `npm start` serves on by default, and so the demo site's SITE_URL. */
export const DEFAULT_PORT = 4321;
export const DEFAULT_SITE_URL = `http://localhost:${DEFAULT_PORT}`;
/** Default cap on one table's answer: far above any real table, far below what hurts a build. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and validates the site's configuration from an environment record. */
export function readConfig(env: Env): SiteConfig {
  const siteUrl = origin(env, 'SITE_URL', { allowPath: false });
  const backendUrl = origin(env, 'BACKEND_URL', { allowPath: true }) ?? siteUrl;
  const matomoUrl = origin(env, 'MATOMO_URL', { allowPath: true });
  const matomoSiteId = textFromEnv(env, 'MATOMO_SITE_ID');
  if (matomoSiteId !== null && !/^\d+$/.test(matomoSiteId)) {
    throw new ConfigError('MATOMO_SITE_ID', `must be a number, got "${matomoSiteId}"`);
  }
  return {
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    siteUrlIsDefault: siteUrl === null,
    backendUrl,
    contentSnapshot: textFromEnv(env, 'CONTENT_SNAPSHOT'),
    backendTimeoutMs: wholeNumberFromEnv(env, 'BACKEND_TIMEOUT_MS', 30_000),
    backendAttempts: wholeNumberFromEnv(env, 'BACKEND_ATTEMPTS', 3),
    backendMaxResponseBytes: wholeNumberFromEnv(
      env,
      'BACKEND_MAX_RESPONSE_BYTES',
      DEFAULT_MAX_RESPONSE_BYTES,
      1024,
    ),
    imageOrigins: httpsOrigins(env, 'IMAGE_ORIGINS'),
    development: env['NODE_ENV']?.trim() === 'development',
    matomoUrl: matomoUrl === null ? null : `${matomoUrl}/`,
    matomoSiteId,
    showSignIn: flag(env, 'SHOW_SIGN_IN'),
    signInUrl: origin(env, 'SIGN_IN_URL', { allowPath: true }),
    showSearch: flag(env, 'SHOW_SEARCH'),
  };
}

/** The variable `name`, trimmed; null when unset or blank. */
export function textFromEnv(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function origin(env: Env, name: string, { allowPath }: { allowPath: boolean }): string | null {
  const value = textFromEnv(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${value}"`);
  }
  if (url.search || url.hash || (!allowPath && url.pathname !== '/')) {
    throw new ConfigError(name, `must be an origin like https://example.org, got "${value}"`);
  }
  return `${url.origin}${allowPath ? url.pathname.replace(/\/+$/, '') : ''}`;
}

/**
 * A list of https origins separated by commas or spaces (`https://cdn.example.org
 * https://img.example.net`), each exactly an origin (httpsOrigin: the rule the policy uses).
 */
function httpsOrigins(env: Env, name: string): string[] {
  const value = textFromEnv(env, name);
  if (value === null) return [];
  const origins = value.split(/[\s,]+/).filter((entry) => entry !== '');
  return [
    ...new Set(
      origins.map((entry) => {
        try {
          return httpsOrigin(entry);
        } catch {
          throw new ConfigError(
            name,
            `must list https origins like https://images.example.org, got "${entry}"`,
          );
        }
      }),
    ),
  ];
}

/**
 * A whole number from `min` to `max` from the variable `name` (digits only: `1e3`, `1.5` and
 * `0x10` are mistakes, not numbers), `fallback` when it is unset or blank; a ConfigError otherwise.
 */
export function wholeNumberFromEnv(
  env: Env,
  name: string,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = textFromEnv(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(name, `must be a whole number ${range}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const value = textFromEnv(env, name)?.toLowerCase();
  if (value === undefined || value === null) return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(name, `must be true or false, got "${value}"`);
}

let buildConfig: SiteConfig | undefined;

/**
 * The build's configuration, read from the environment once and shared by every page (pages
 * render thousands of times per build; the environment does not change during one).
 */
export function siteConfig(): SiteConfig {
  buildConfig ??= readConfig(process.env);
  return buildConfig;
}
