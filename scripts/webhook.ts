/**
 * `npm run webhook`: the signed rebuild service for content editors (issue 10). Refuses to start
 * without a valid WEBHOOK_SECRET; see docs/publishing.md.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readWebhookConfig } from '../src/publish/webhookConfig.ts';
import { createWebhookServer } from '../src/publish/webhookServer.ts';
import { openWebhookService } from '../src/publish/webhookService.ts';
import { runMain } from '../src/node/runMain.ts';

runMain(async () => {
  const config = readWebhookConfig(process.env);
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const service = await openWebhookService({
    config,
    projectRoot,
    workerScript: fileURLToPath(new URL('../src/build/buildRelease.ts', import.meta.url)),
  });
  const server = createWebhookServer(service);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`WEBHOOK_PORT ${config.port} is already in use on ${config.host}`)
          : error,
      ),
    );
    server.listen(config.port, config.host, resolve);
  }).catch(async (error: unknown) => {
    // Its folders' locks go with it: a service that could not listen holds nothing.
    await service.stop();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const status = await service.status();
  console.log(
    `Rebuild service on http://${config.host}:${port} (POST /rebuild, POST /rollback, GET /status, status page at /)`,
  );
  console.log(
    `Releases in ${config.releasesDir}; live: ${status.live?.id ?? 'none yet'}; records in ${config.stateDir}`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    void service.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
