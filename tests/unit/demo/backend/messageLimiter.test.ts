/**
 * The contact endpoint's limit per client: MESSAGES_PER_CLIENT in any MESSAGE_WINDOW_MS,
 * Retry-After until the oldest leaves the window, refused messages given back.
 */
import { describe, expect, it } from 'vitest';
import {
  createMessageLimiter,
  MESSAGE_WINDOW_MS,
  MESSAGES_PER_CLIENT,
  messageAllowance,
  messageLimitFromEnv,
} from '../../../../demo/backend/messageLimiter.ts';

const limit = { perClient: 3, windowMs: 60_000 };

describe('messageAllowance', () => {
  it('allows while fewer than the limit lie in the window', () => {
    expect(messageAllowance([], 0, limit)).toEqual({ allowed: true });
    expect(messageAllowance([1_000, 2_000], 3_000, limit)).toEqual({ allowed: true });
    // Messages older than the window do not count.
    expect(messageAllowance([0, 1_000, 2_000], 60_000, limit)).toEqual({ allowed: true });
  });

  it('refuses at the limit, until the oldest counted message leaves the window', () => {
    expect(messageAllowance([1_000, 2_000, 3_000], 4_000, limit)).toEqual({
      allowed: false,
      retryAfterS: 57,
    });
    expect(messageAllowance([1_000, 2_000, 3_000], 60_500, limit)).toEqual({
      allowed: false,
      retryAfterS: 1,
    });
    expect(messageAllowance([1_000, 2_000, 3_000], 61_000, limit)).toEqual({ allowed: true });
  });

  it('has documented defaults: 5 in 10 minutes', () => {
    expect(MESSAGES_PER_CLIENT).toBe(5);
    expect(MESSAGE_WINDOW_MS).toBe(600_000);
  });
});

describe('messageLimitFromEnv', () => {
  it('defaults to MESSAGES_PER_CLIENT in MESSAGE_WINDOW_MS', () => {
    expect(messageLimitFromEnv({})).toEqual({ perClient: 5, windowMs: 600_000 });
  });

  it('reads CONTACT_MESSAGES_PER_CLIENT and CONTACT_MESSAGE_WINDOW_MS', () => {
    expect(
      messageLimitFromEnv({
        CONTACT_MESSAGES_PER_CLIENT: '20',
        CONTACT_MESSAGE_WINDOW_MS: '60000',
      }),
    ).toEqual({ perClient: 20, windowMs: 60_000 });
  });

  it('refuses what is no whole number in range, naming the variable', () => {
    expect(() => messageLimitFromEnv({ CONTACT_MESSAGES_PER_CLIENT: '0' })).toThrow(
      'Configuration: CONTACT_MESSAGES_PER_CLIENT must be a whole number ≥ 1, got "0"',
    );
    expect(() => messageLimitFromEnv({ CONTACT_MESSAGE_WINDOW_MS: '10m' })).toThrow(
      'Configuration: CONTACT_MESSAGE_WINDOW_MS must be a whole number ≥ 1000, got "10m"',
    );
    expect(() => messageLimitFromEnv({ CONTACT_MESSAGE_WINDOW_MS: '999' })).toThrow(
      'CONTACT_MESSAGE_WINDOW_MS',
    );
  });
});

describe('createMessageLimiter', () => {
  it('counts each client on its own', () => {
    const limiter = createMessageLimiter(limit);
    for (let i = 0; i < 3; i++) expect(limiter.take('a', i).allowed).toBe(true);
    expect(limiter.take('a', 10)).toMatchObject({ allowed: false, retryAfterS: 60 });
    expect(limiter.take('b', 10).allowed).toBe(true);
    expect(limiter.take('a', 60_000).allowed).toBe(true);
  });

  it('a released place is free again; a refusal takes none', () => {
    const limiter = createMessageLimiter(limit);
    limiter.take('a', 0);
    limiter.take('a', 1);
    limiter.take('a', 2).release();
    expect(limiter.take('a', 3).allowed).toBe(true);
    expect(limiter.take('a', 4).allowed).toBe(false);
    expect(limiter.take('a', 5).allowed).toBe(false);
    // The refusals did not move the window: the oldest (0) leaves at 60 000.
    expect(limiter.take('a', 60_000).allowed).toBe(true);
  });

  it('remembers at most maxClients, forgetting the one seen longest ago', () => {
    const limiter = createMessageLimiter({ perClient: 1, windowMs: 60_000 }, 2);
    limiter.take('a', 0);
    limiter.take('b', 1);
    limiter.take('c', 2);
    expect(limiter.take('b', 3).allowed).toBe(false);
    expect(limiter.take('c', 3).allowed).toBe(false);
    expect(limiter.take('a', 3).allowed).toBe(true);
  });
});
