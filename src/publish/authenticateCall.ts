/**
 * Who may call the rebuild service: a Standard Webhooks signature (`standardwebhooks`: HMAC-SHA256
 * over "{id}.{timestamp}.{raw body}", within 5 minutes), or a Bearer WEBHOOK_TOKEN compared in
 * constant time. The token is not the signing secret: headers pass proxies that may log them, and
 * a logged key would let anyone sign calls; the secret sent as a token is refused.
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

/**
 * Whether `given` is `expected`, in time that does not depend on where they differ: both are
 * hashed first, so the comparison is of equal lengths and leaks nothing of the expected value.
 */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const refuse = (reason: string): CallAuth => ({ ok: false, reason });

/**
 * Creates the checker for one secret (`whsec_<base64 key>`) and the Bearer token (null: Bearer
 * calls are off and only signatures are accepted).
 */
export function createCallAuthenticator(secret: string, token: string | null): CallAuthenticator {
  const webhook = new Webhook(secret);
  const key = secret.replace(/^whsec_/, '');
  return {
    authenticate(headers, rawBody) {
      const authorization = single(headers['authorization']);
      const id = single(headers['webhook-id']);
      const timestamp = single(headers['webhook-timestamp']);
      const signature = single(headers['webhook-signature']);
      const given = bearerToken(authorization);
      if (given !== null) {
        if (sameToken(given, secret) || sameToken(given, key)) {
          return refuse(
            'that is the signing secret (WEBHOOK_SECRET), which is never sent: sign the call with it, or send WEBHOOK_TOKEN as the bearer token (and make a new secret if this call passed a proxy that logs headers)',
          );
        }
        if (token === null) {
          return refuse('bearer tokens are off (WEBHOOK_TOKEN is not set): sign the call');
        }
        return sameToken(given, token)
          ? { ok: true, kind: 'bearer' }
          : refuse('wrong bearer token');
      }
      if (id === undefined && timestamp === undefined && signature === undefined) {
        return refuse(
          authorization === undefined
            ? 'no webhook signature and no bearer token'
            : 'Authorization is not "Bearer <token>"',
        );
      }
      if (!id || !timestamp || !signature) {
        return refuse('webhook-id, webhook-timestamp and webhook-signature are all required');
      }
      if (id.length > MAX_ID_LENGTH || !/^[\x21-\x7e]+$/.test(id)) {
        return refuse(`webhook-id must be 1–${MAX_ID_LENGTH} printable characters`);
      }
      if (!/^\d+$/.test(timestamp)) return refuse('webhook-timestamp must be unix seconds');
      try {
        webhook.verify(
          rawBody,
          { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
          { jsonParse: false },
        );
      } catch (error) {
        return refuse(`signature rejected: ${(error as Error).message}`);
      }
      return { ok: true, kind: 'signature', webhookId: id };
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | string[] | undefined): string | null {
  return /^Bearer[ ]+(\S+)\s*$/i.exec(single(authorization) ?? '')?.[1] ?? null;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
