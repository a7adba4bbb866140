/**
 * The demo back end for a command whose configuration names no back end (neither BACKEND_URL nor
 * SITE_URL): a build with no URL builds the demo site. The commands start it, not the engine, so
 * nothing in production can end up pulling demo content by accident.
 */
import type { SiteConfig } from '../src/config/readConfig.ts';
import { dbPathFromEnv } from './siteWithApi.ts';
import { startBackend, type RunningBackend } from './backend/startBackend.ts';

/**
 * Starts the demo back end on a free loopback port, over BACKEND_DB, when `config` names no back
 * end and the command will pull (`pulls`, default true); null otherwise. The caller passes its URL
 * to the pull and closes it when done (the rebuild service keeps it for its whole life).
 */
export async function demoBackendFor(
  config: SiteConfig,
  pulls = true,
): Promise<RunningBackend | null> {
  if (config.backendUrl !== null || !pulls) return null;
  return startBackend({ port: 0, dbPath: dbPathFromEnv() });
}
