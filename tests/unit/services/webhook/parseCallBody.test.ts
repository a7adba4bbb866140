import { describe, expect, it } from 'vitest';
import {
  MAX_REASON_LENGTH,
  parseCallBody,
} from '../../../../src/services/webhook/webhookServer.ts';

const parse = (text: string) => parseCallBody(Buffer.from(text));

describe('the body of a rebuild call (issue 10: optional {"force": true} and a free-text reason)', () => {
  it('may be empty or carry force and reason', () => {
    expect(parse('')).toEqual({ force: false, reason: null });
    expect(parse('{}')).toEqual({ force: false, reason: null });
    expect(parse('{"force":true,"reason":"  Events fixed  "}')).toEqual({
      force: true,
      reason: 'Events fixed',
    });
    expect(parse('{"reason":null,"other":1}')).toEqual({ force: false, reason: null });
  });

  it('cuts a long reason', () => {
    const result = parse(JSON.stringify({ reason: 'x'.repeat(2000) }));
    expect('reason' in result && result.reason?.length).toBe(MAX_REASON_LENGTH);
  });

  it.each([
    ['force=true', /must be JSON/],
    ['[1]', /JSON object/],
    ['"x"', /JSON object/],
    ['{"force":"true"}', /"force" must be true or false/],
    ['{"reason":5}', /"reason" must be text/],
  ])('refuses %j', (text, message) => {
    const result = parse(text);
    expect('error' in result && result.error).toMatch(message);
  });
});
