/**
 * The demo back end for a command whose configuration names no back end (neither BACKEND_URL nor
 * SITE_URL). The commands start it, not the engine, so production never pulls demo content.
 */
import type { SiteConfig } from '../src/config/readConfig.ts';
import { dbPathFromEnv } from './siteWithApi.ts';
import { startBackend, type RunningBackend } from './backend/startBackend.ts';

/**
 * Starts the demo back end on a free loopback port over BACKEND_DB when `config` names no back end
 * and the command will pull; null otherwise. The caller closes it when done.
 */
export async function demoBackendFor(
  config: SiteConfig,
  pulls = true,
): Promise<RunningBackend | null> {
  if (config.backendUrl !== null || !pulls) return null;
  return startBackend({ port: 0, dbPath: dbPathFromEnv() });
}
