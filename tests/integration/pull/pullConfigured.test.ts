/**
 * pullConfigured, the one content pull of `npm run pull`, the build and the rebuild webhook: it
 * applies the whole configuration (the webhook's own copy once dropped BACKEND_MAX_RESPONSE_BYTES),
 * and starts no back end of its own: the demo one is the commands' to start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/readConfig.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';
import { pullConfigured } from '../../../src/backend/pullConfigured.ts';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({ port: 0, dbPath: ':memory:' });
});
afterAll(() => backend.close());

describe('pullConfigured', () => {
  it('pulls every table from BACKEND_URL', async () => {
    const pulled = await pullConfigured(readConfig({ BACKEND_URL: backend.url }));
    expect(pulled.url).toBe(backend.url);
    expect(pulled.snapshot.tables.SmartMetaData.length).toBeGreaterThan(0);
  });

  it('refuses an answer above BACKEND_MAX_RESPONSE_BYTES, naming the table', async () => {
    const config = readConfig({ BACKEND_URL: backend.url, BACKEND_MAX_RESPONSE_BYTES: '1024' });
    await expect(pullConfigured(config)).rejects.toThrow(/^Table \w+: answer is larger than 1024/);
  });

  it('with no back end configured, fails naming BACKEND_URL instead of pulling demo content', async () => {
    await expect(pullConfigured(readConfig({}))).rejects.toThrow(
      /^Configuration: BACKEND_URL is not set \(nor SITE_URL\)/,
    );
  });
});
