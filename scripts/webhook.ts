/**
 * `npm run webhook`: the signed rebuild service for content editors. Refuses to start
 * without a valid WEBHOOK_SECRET; see docs/publishing.md. With no BACKEND_URL
 * (nor SITE_URL) it starts the demo back end once and pulls from it on every call.
 */
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { readWebhookConfig } from '../src/publish/webhookConfig.ts';
import { createWebhookServer } from '../src/publish/webhookServer.ts';
import { createPreviewServer } from '../src/publish/previewServer.ts';
import { openWebhookService } from '../src/publish/webhookService.ts';
import { runMain } from '../src/node/runMain.ts';
import { listenOn } from '../src/server/hardenedServer.ts';
import { demoBackendFor } from '../demo/demoBackendFor.ts';

runMain(async () => {
  const configured = readWebhookConfig(process.env);
  const demo = await demoBackendFor(configured.site);
  const config = demo
    ? { ...configured, site: { ...configured.site, backendUrl: demo.url } }
    : configured;
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const service = await openWebhookService({
    config,
    projectRoot,
    workerScript: fileURLToPath(new URL('../src/build/buildRelease.ts', import.meta.url)),
  }).catch(async (error: unknown) => {
    await demo?.close();
    throw error;
  });
  const previews = createPreviewServer(
    (token) => service.previewFolder(token),
    config.previewUrl?.startsWith('https:') === true,
  ).server;
  const listen = (on: Server, port: number, name: string) =>
    listenOn(on, port, config.host, name).catch(async (error: unknown) => {
      // Its folders' locks go with it: a service that could not listen holds nothing.
      previews.close();
      await Promise.all([service.stop(), demo?.close()]);
      throw error;
    });
  const previewPort = await listen(previews, config.previewPort, 'PREVIEW_PORT');
  const server = createWebhookServer(service, undefined, previewPort);
  const port = await listen(server, config.port, 'WEBHOOK_PORT');
  const status = await service.status();
  console.log(
    `Rebuild service on http://${config.host}:${port} (POST /rebuild, POST /rollback, POST /promote, GET /status, status page at /)`,
  );
  console.log(`Previews on ${config.previewUrl ?? `http://${config.host}:${previewPort}`}`);
  console.log(
    `Releases in ${config.releasesDir}; live: ${status.live?.id ?? 'none yet'}; records in ${config.stateDir}`,
  );
  console.log(
    `Content from ${demo ? `the demo back end (${demo.url})` : config.site.backendUrl}; pages built for ${config.site.siteUrl}${config.site.siteUrlIsDefault ? ' (SITE_URL unset: npm run serve -- releases/current takes contact posts on any PORT)' : ''}`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const open of [server, previews]) {
      open.close();
      open.closeIdleConnections();
    }
    void Promise.all([service.stop(), demo?.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
