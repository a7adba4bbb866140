/**
 * The one way a command gets its content: every table from BACKEND_URL, or, when none is set, from
 * the demo back end started in-process on a free loopback port (DESIGN: a build with no URL builds
 * the demo site), with the configured timeout, attempts and response-size cap.
 */
import { pullContent } from '../backend/pullContent.ts';
import type { Snapshot } from '../backend/snapshot.ts';
import type { SiteConfig } from '../config/readConfig.ts';
import { startBackend } from '../../demo/backend/startBackend.ts';

export interface PulledContent {
  readonly snapshot: Snapshot;
  /** The back end asked, and whether it was the demo one. */
  readonly url: string;
  readonly isDemo: boolean;
}

/** Pulls from `backendUrl` when given, else as configured (see above); the demo back end is stopped after. */
export async function pullConfigured(
  config: SiteConfig,
  backendUrl: string | null = config.backendUrl,
): Promise<PulledContent> {
  const demo =
    backendUrl === null
      ? await startBackend({ port: 0, dbPath: process.env['BACKEND_DB'] ?? '.data/backend.sqlite' })
      : null;
  const url = backendUrl ?? demo?.url ?? '';
  try {
    const snapshot = await pullContent({
      baseUrl: url,
      timeoutMs: config.backendTimeoutMs,
      attempts: config.backendAttempts,
      maxResponseBytes: config.backendMaxResponseBytes,
    });
    return { snapshot, url, isDemo: demo !== null };
  } finally {
    await demo?.close();
  }
}
