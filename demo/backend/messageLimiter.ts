/**
 * The contact endpoint's limit per client (clientKey): at most MESSAGES_PER_CLIENT messages in
 * any MESSAGE_WINDOW_MS; past that it answers 429 with `Retry-After`.
 */
import { wholeNumberFromEnv } from '../../src/config/readConfig.ts';

/** Messages one client may send in one window, by default. */
export const MESSAGES_PER_CLIENT = 5;
/** The window, by default: 10 minutes. */
export const MESSAGE_WINDOW_MS = 10 * 60_000;
/** Clients remembered at most (the one seen longest ago forgotten): a flood costs bounded memory. */
export const MAX_TRACKED_CLIENTS = 10_000;

export interface MessageLimit {
  readonly perClient: number;
  readonly windowMs: number;
}

/**
 * Reads CONTACT_MESSAGES_PER_CLIENT (≥ 1) and CONTACT_MESSAGE_WINDOW_MS (≥ 1000: a shorter window
 * would make `Retry-After`, in whole seconds, longer than the wait).
 */
export function messageLimitFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): MessageLimit {
  return {
    perClient: wholeNumberFromEnv(env, 'CONTACT_MESSAGES_PER_CLIENT', MESSAGES_PER_CLIENT),
    windowMs: wholeNumberFromEnv(env, 'CONTACT_MESSAGE_WINDOW_MS', MESSAGE_WINDOW_MS, 1000),
  };
}

export type Allowance =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterS: number };

/**
 * Whether one more message is allowed at `now` for a client whose messages were sent at `times`
 * (oldest first); if not, the whole seconds (at least 1) until the oldest leaves the window.
 */
export function messageAllowance(
  times: readonly number[],
  now: number,
  limit: MessageLimit,
): Allowance {
  const recent = times.filter((t) => t > now - limit.windowMs);
  if (recent.length < limit.perClient) return { allowed: true };
  const oldest = recent[recent.length - limit.perClient] ?? now;
  return {
    allowed: false,
    retryAfterS: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)),
  };
}

export interface MessageLimiter {
  /**
   * Takes a place for one message of `client` at `now`, or says how long to wait. Taken first, so
   * concurrent requests cannot all pass before any is counted; `release` gives it back for a
   * message refused as invalid, so a visitor correcting a typo is not counted twice.
   */
  take(client: string, now: number): Allowance & { release(): void };
}

/** Creates a limiter that keeps each client's recent message times in memory. */
export function createMessageLimiter(
  limit: MessageLimit = { perClient: MESSAGES_PER_CLIENT, windowMs: MESSAGE_WINDOW_MS },
  maxClients = MAX_TRACKED_CLIENTS,
): MessageLimiter {
  const clients = new Map<string, number[]>();
  return {
    take(client, now) {
      const times = (clients.get(client) ?? []).filter((t) => t > now - limit.windowMs);
      const allowance = messageAllowance(times, now, limit);
      // Most recently active last, so the first entry is the one to forget.
      clients.delete(client);
      if (!allowance.allowed) {
        if (times.length > 0) clients.set(client, times);
        return { ...allowance, release: () => {} };
      }
      times.push(now);
      clients.set(client, times);
      for (const key of clients.keys()) {
        if (clients.size <= maxClients) break;
        if (key !== client) clients.delete(key);
      }
      return {
        allowed: true,
        release() {
          const index = times.indexOf(now);
          if (index !== -1) times.splice(index, 1);
        },
      };
    },
  };
}
