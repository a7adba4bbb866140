/**
 * Where a command gets its content: BACKEND_URL/SITE_URL when set, otherwise the demo back end
 * started in-process on a free loopback port (DESIGN: build with no URL builds the demo site).
 */
import type { SiteConfig } from '../../src/config/readConfig.ts';
import { startBackend } from '../../src/services/demoBackend/startBackend.ts';

export interface ContentSource {
  readonly url: string;
  readonly isDemo: boolean;
  close(): Promise<void>;
}

/** Opens the configured back end, or starts the demo one; call close() when done. */
export async function openContentSource(config: SiteConfig): Promise<ContentSource> {
  if (config.backendUrl !== null) {
    return { url: config.backendUrl, isDemo: false, close: async () => {} };
  }
  const demo = await startBackend({
    port: 0,
    dbPath: process.env['BACKEND_DB'] ?? '.data/backend.sqlite',
  });
  return { url: demo.url, isDemo: true, close: () => demo.close() };
}
