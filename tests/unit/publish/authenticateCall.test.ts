import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCallAuthenticator } from '../../../src/publish/authenticateCall.ts';
import { signWebhook } from '../../support/signWebhook.ts';

// The cases below are made when the file is collected and checked later: a clock moving on in
// between would carry "301 s ahead" into the 300 s tolerance on a busy machine. Time stands still.
vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
afterAll(() => vi.useRealTimers());

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const TOKEN = 'T'.repeat(40);
const auth = createCallAuthenticator(SECRET, TOKEN);
const body = Buffer.from('{"reason":"news"}');

/** Signs as a PHP back end does: HMAC-SHA256 of "{id}.{timestamp}.{body}". */
const byHand = (id: string, timestamp: number, payload: Buffer, secret = SECRET) =>
  signWebhook(payload, { id, timestamp, secret });
const now = () => Math.floor(Date.now() / 1000);

describe('authenticating a rebuild call', () => {
  it('accepts a Standard Webhooks signature made by hand or by the library', () => {
    expect(auth.authenticate(byHand('msg_1', now(), body), body)).toEqual({
      ok: true,
      kind: 'signature',
      webhookId: 'msg_1',
    });
    const library = new Webhook(SECRET).sign('msg_2', new Date(), body.toString());
    const headers = {
      'webhook-id': 'msg_2',
      'webhook-timestamp': String(now()),
      'webhook-signature': library,
    };
    expect(auth.authenticate(headers, body)).toMatchObject({ ok: true, webhookId: 'msg_2' });
  });

  it('accepts when one of several signatures matches (key rotation)', () => {
    const good = byHand('msg_3', now(), body);
    const headers = {
      ...good,
      'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')} ${good['webhook-signature']}`,
    };
    expect(auth.authenticate(headers, body).ok).toBe(true);
  });

  it.each([
    ['no credentials at all', {}, /no webhook signature and no bearer token/],
    ['another body', byHand('msg_4', now(), Buffer.from('{}')), /No matching signature/],
    [
      'another key',
      byHand('msg_5', now(), body, `whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      /No matching signature/,
    ],
    ['a stale timestamp', byHand('msg_6', now() - 301, body), /too old/],
    ['a future timestamp', byHand('msg_7', now() + 301, body), /too new/],
    ['a timestamp in milliseconds', byHand('msg_8', Date.now(), body), /too new/],
    [
      'a non-numeric timestamp',
      { ...byHand('msg_9', now(), body), 'webhook-timestamp': 'soon' },
      /unix seconds/,
    ],
    [
      'no signature header',
      { 'webhook-id': 'x', 'webhook-timestamp': String(now()) },
      /all required/,
    ],
    [
      'a v2 signature only',
      { ...byHand('m', now(), body), 'webhook-signature': 'v2,abc' },
      /No matching/,
    ],
    ['an id with spaces', byHand('msg 10', now(), body), /printable/],
    ['a wrong bearer token', { authorization: `Bearer ${TOKEN}0` }, /wrong bearer token/],
    ['a bearer token of another length', { authorization: 'Bearer x' }, /wrong bearer token/],
    ['basic auth', { authorization: 'Basic dTpw' }, /not "Bearer <token>"/],
  ])('refuses %s', (_name, headers, reason) => {
    const result = auth.authenticate(headers, body);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason).toMatch(reason);
  });

  it('accepts WEBHOOK_TOKEN as bearer token, in any case of the scheme', () => {
    expect(auth.authenticate({ authorization: `Bearer ${TOKEN}` }, body)).toEqual({
      ok: true,
      kind: 'bearer',
    });
    expect(auth.authenticate({ authorization: `bearer ${TOKEN}` }, body).ok).toBe(true);
  });

  it.each([
    ['whole', SECRET],
    ['as its key part', SECRET.replace('whsec_', '')],
  ])(
    'refuses the signing secret sent as a bearer token (%s), saying to sign or use the token',
    (_name, value) => {
      for (const token of [TOKEN, null]) {
        const result = createCallAuthenticator(SECRET, token).authenticate(
          { authorization: `Bearer ${value}` },
          body,
        );
        expect(result.ok).toBe(false);
        expect(result.ok === false && result.reason).toMatch(
          /signing secret.*sign the call.*WEBHOOK_TOKEN/,
        );
      }
    },
  );

  it('without WEBHOOK_TOKEN refuses every bearer token, and still takes signatures', () => {
    const signedOnly = createCallAuthenticator(SECRET, null);
    const result = signedOnly.authenticate({ authorization: `Bearer ${TOKEN}` }, body);
    expect(result.ok === false && result.reason).toMatch(/bearer tokens are off.*sign the call/);
    expect(signedOnly.authenticate(byHand('msg_12', now(), body), body).ok).toBe(true);
  });

  it('lets a valid signature through beside an unrelated Authorization header', () => {
    const headers = { ...byHand('msg_11', now(), body), authorization: 'Basic dTpw' };
    expect(auth.authenticate(headers, body)).toMatchObject({ ok: true, kind: 'signature' });
  });
});
