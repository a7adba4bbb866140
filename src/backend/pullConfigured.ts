/**
 * The one way the engine gets its content. The product never starts a back end of its own: with
 * none configured, the commands start the demo back end and pass its URL in.
 */
import { pullContent } from './pullContent.ts';
import type { Snapshot } from './snapshot.ts';
import { ConfigError, type SiteConfig } from '../config/readConfig.ts';

export interface PulledContent {
  readonly snapshot: Snapshot;
  /** The back end asked. */
  readonly url: string;
}

/** Pulls from `backendUrl` (default: the configured back end); a ConfigError when there is none. */
export async function pullConfigured(
  config: SiteConfig,
  backendUrl: string | null = config.backendUrl,
): Promise<PulledContent> {
  if (backendUrl === null) {
    throw new ConfigError('BACKEND_URL', 'is not set (nor SITE_URL): no back end to pull from');
  }
  const snapshot = await pullContent({
    baseUrl: backendUrl,
    timeoutMs: config.backendTimeoutMs,
    attempts: config.backendAttempts,
    maxResponseBytes: config.backendMaxResponseBytes,
  });
  return { snapshot, url: backendUrl };
}
