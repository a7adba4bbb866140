import { describe, expect, it } from 'vitest';
import {
  actionError,
  MAX_REASON_LENGTH,
  parseCallBody,
  type CallBody,
} from '../../../src/publish/webhookServer.ts';

const parse = (text: string) => parseCallBody(Buffer.from(text));

describe('the body of a rebuild call (optional {"force": true} and a free-text reason)', () => {
  it('may be empty or carry force and reason', () => {
    expect(parse('')).toEqual({ force: false, reason: null, action: null });
    expect(parse('{}')).toEqual({ force: false, reason: null, action: null });
    expect(parse('{"force":true,"reason":"  Events fixed  "}')).toEqual({
      force: true,
      reason: 'Events fixed',
      action: null,
    });
    expect(parse('{"reason":null,"other":1}')).toEqual({
      force: false,
      reason: null,
      action: null,
    });
  });

  it('names its action, rebuild or rollback', () => {
    expect(parse('{"action":"rollback"}')).toEqual({
      force: false,
      reason: null,
      action: 'rollback',
    });
    expect(parse('{"action":"rebuild","reason":"x"}')).toMatchObject({ action: 'rebuild' });
  });

  it('cuts a long reason', () => {
    const result = parse(JSON.stringify({ reason: 'x'.repeat(2000) }));
    expect('reason' in result && result.reason?.length).toBe(MAX_REASON_LENGTH);
  });

  it.each([
    ['force=true', /must be JSON/],
    ['[1]', /JSON object/],
    ['"x"', /JSON object/],
    ['{"force":"true"}', /"force" and "preview" must be true or false/],
    ['{"reason":5}', /"reason" must be text/],
    ['{"action":"deploy"}', /"action" must be "rebuild", "rollback" or "promote"/],
    ['{"action":null}', /"action" must be/],
    ['{"action":["rollback"]}', /"action" must be/],
  ])('refuses %j', (text, message) => {
    const result = parse(text);
    expect('error' in result && result.error).toMatch(message);
  });
});

describe('the action a body asks for, which the signature covers and the path must match', () => {
  const body = (text: string) => parse(text) as CallBody;

  it('/rollback acts only on a body that asks for a rollback', () => {
    expect(actionError('/rollback', body('{"action":"rollback"}'))).toBeNull();
    expect(actionError('/rollback', body('{"action":"rollback","reason":"bad news"}'))).toBeNull();
    for (const other of ['', '{}', '{"reason":"news edited"}', '{"action":"rebuild"}']) {
      expect(actionError('/rollback', body(other)), other).toMatch(
        /A rollback needs the body \{"action":"rollback"\}/,
      );
    }
  });

  it('/rebuild takes a body without action (as back ends sign them) or asking for a rebuild', () => {
    for (const ok of ['', '{"reason":"news edited"}', '{"action":"rebuild","force":true}']) {
      expect(actionError('/rebuild', body(ok)), ok).toBeNull();
    }
    expect(actionError('/rebuild', body('{"action":"rollback"}'))).toMatch(
      /asks for "rollback"; send it to \/rollback/,
    );
  });

  it('/promote takes only a body naming a release id, and no other path takes one', () => {
    const promote = '{"release":"20260301-101500-3f2a"}';
    expect(body(promote)).toMatchObject({ release: '20260301-101500-3f2a', action: null });
    expect(actionError('/promote', body(promote))).toBeNull();
    expect(
      actionError('/promote', body('{"action":"promote","release":"20260301-101500-3f2a"}')),
    ).toBeNull();
    expect(actionError('/promote', body('{"reason":"news edited"}'))).toMatch(
      /needs the body \{"release"/,
    );
    for (const path of ['/rebuild', '/rollback'] as const) {
      expect(actionError(path, body(promote))).toMatch(/send it to \/promote/);
    }
    expect(actionError('/rebuild', body('{"preview":true}'))).toBeNull();
    expect(actionError('/rollback', body('{"action":"rollback","preview":true}'))).toMatch(
      /Only \/rebuild/,
    );
    for (const bad of ['{"release":"../etc"}', '{"release":7}', '{"preview":"yes"}']) {
      expect(parse(bad), bad).toHaveProperty('error');
    }
  });
});
