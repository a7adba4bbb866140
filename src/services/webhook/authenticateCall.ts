/**
 * Who may call the rebuild service (issue 10, point 1): a Standard Webhooks signature checked by
 * the `standardwebhooks` package (HMAC-SHA256 over "{id}.{timestamp}.{raw body}", timestamp
 * within 5 minutes), or `Authorization: Bearer <WEBHOOK_SECRET>` compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';

export type CallAuth =
  | { readonly ok: true; readonly kind: 'signature'; readonly webhookId: string }
  | { readonly ok: true; readonly kind: 'bearer' }
  | { readonly ok: false; readonly reason: string };

/** Longest webhook-id kept in the replay store. */
const MAX_ID_LENGTH = 256;

export interface CallAuthenticator {
  authenticate(headers: IncomingHttpHeaders, rawBody: Buffer): CallAuth;
}

/** Creates the checker for one secret (`whsec_<base64 key>`). */
export function createCallAuthenticator(secret: string): CallAuthenticator {
  const webhook = new Webhook(secret);
  const expectedBearer = digest(secret);
  return {
    authenticate(headers, rawBody) {
      const authorization = single(headers['authorization']);
      const id = single(headers['webhook-id']);
      const timestamp = single(headers['webhook-timestamp']);
      const signature = single(headers['webhook-signature']);
      const bearer = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
      if (bearer?.[1] !== undefined) {
        // Hashing both sides first gives equal lengths, so the comparison leaks nothing.
        return timingSafeEqual(digest(bearer[1]), expectedBearer)
          ? { ok: true, kind: 'bearer' }
          : { ok: false, reason: 'wrong bearer token' };
      }
      if (id === undefined && timestamp === undefined && signature === undefined) {
        return {
          ok: false,
          reason:
            authorization === undefined
              ? 'no webhook signature and no bearer token'
              : 'Authorization is not "Bearer <secret>"',
        };
      }
      if (!id || !timestamp || !signature) {
        return {
          ok: false,
          reason: 'webhook-id, webhook-timestamp and webhook-signature are all required',
        };
      }
      if (id.length > MAX_ID_LENGTH || !/^[\x21-\x7e]+$/.test(id)) {
        return { ok: false, reason: `webhook-id must be 1–${MAX_ID_LENGTH} printable characters` };
      }
      if (!/^\d+$/.test(timestamp)) {
        return { ok: false, reason: 'webhook-timestamp must be unix seconds' };
      }
      try {
        webhook.verify(
          rawBody,
          {
            'webhook-id': id,
            'webhook-timestamp': timestamp,
            'webhook-signature': signature,
          },
          { jsonParse: false },
        );
      } catch (error) {
        return { ok: false, reason: `signature rejected: ${(error as Error).message}` };
      }
      return { ok: true, kind: 'signature', webhookId: id };
    },
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
