/**
 * Standard Webhooks signature headers, computed by hand as a PHP back end computes them
 * (HMAC-SHA256 of "{id}.{timestamp}.{body}" with the secret's base64 key), so the tests check the
 * service against the protocol, not against the library it uses. The signature covers the body, not
 * the path, so a call names its action in the body it signs (`actionBody`).
 */
import { createHmac } from 'node:crypto';

/**
 * The body of a call that asks for `action` (with any other fields): what /rollback requires,
 * and what /rebuild accepts beside a body that names no action.
 */
export function actionBody(
  action: 'rebuild' | 'rollback',
  fields: Readonly<Record<string, unknown>> = {},
): string {
  return JSON.stringify({ action, ...fields });
}

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
