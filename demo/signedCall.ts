/**
 * A call to the rebuild service signed with WEBHOOK_SECRET (Standard Webhooks), as the firm's back
 * end signs it, so trying the editor loop (`npm run demo -- publish`, `-- promote`) needs no
 * hand-made signature. Prints the answer and where to watch; fails on a refusal.
 */
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { readWebhookConfig } from '../src/publish/webhookConfig.ts';

/** POSTs `payload` to the service's `path` (at `url`, else 127.0.0.1 and WEBHOOK_PORT). */
export async function signedCall(
  path: '/rebuild' | '/promote',
  payload: Readonly<Record<string, unknown>>,
  url?: string,
): Promise<void> {
  // The service's own reading of the environment: the same checks, the same port.
  const config = readWebhookConfig(process.env);
  const service = (url ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
  const body = JSON.stringify(payload);
  const response = await signedPost(`${service}${path}`, config.secret, body).catch(
    (cause: unknown) => {
      throw new Error(`no answer from ${service} (is npm run webhook running?)`, { cause });
    },
  );
  console.log(`${response.status} ${await response.text()}`);
  if (!response.ok) throw new Error(`the rebuild service refused the call (${response.status})`);
  console.log(`Status page: ${service}/ (JSON: ${service}/status)`);
}

/** POSTs `body` to `url` signed with `secret` (Standard Webhooks headers). */
export function signedPost(url: string, secret: string, body: string): Promise<Response> {
  const [id, now] = [`msg_${randomUUID()}`, new Date()];
  const sig = new Webhook(secret).sign(id, now, body);
  const ts = String(Math.floor(now.getTime() / 1000));
  const headers = { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': sig };
  return fetch(url, { method: 'POST', headers, body });
}
