/**
 * Standard Webhooks signature headers, computed by hand as the README's PHP example does
 * (HMAC-SHA256 of "{id}.{timestamp}.{body}" with the secret's base64 key), so the tests check the
 * service against the protocol, not against the library it uses.
 */
import { createHmac } from 'node:crypto';

export function signWebhook(
  body: string | Buffer,
  options: { readonly id: string; readonly timestamp: number; readonly secret: string },
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(options.secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${options.id}.${options.timestamp}.`)
    .update(body)
    .digest('base64');
  return {
    'webhook-id': options.id,
    'webhook-timestamp': String(options.timestamp),
    'webhook-signature': `v1,${mac}`,
  };
}
