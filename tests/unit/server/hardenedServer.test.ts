/** The per-client connection limit's rule and setting. */
import { describe, expect, it } from 'vitest';
import {
  connectionsPerClientFromEnv,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_CLIENT,
  maxConnectionsFromEnv,
} from '../../../src/server/hardenedServer.ts';

describe('per-client connection limit', () => {
  it('defaults to 32, an eighth of the global cap', () => {
    expect(MAX_CONNECTIONS_PER_CLIENT).toBe(32);
    expect(MAX_CONNECTIONS_PER_CLIENT * 8).toBe(MAX_CONNECTIONS);
    expect(connectionsPerClientFromEnv({})).toBe(32);
    expect(connectionsPerClientFromEnv({ MAX_CONNECTIONS_PER_CLIENT: ' ' })).toBe(32);
  });

  it('reads MAX_CONNECTIONS_PER_CLIENT, refusing anything but a whole number ≥ 1', () => {
    expect(connectionsPerClientFromEnv({ MAX_CONNECTIONS_PER_CLIENT: '100' })).toBe(100);
    for (const bad of ['0', '-1', '1.5', 'many', '1e3']) {
      expect(() => connectionsPerClientFromEnv({ MAX_CONNECTIONS_PER_CLIENT: bad }), bad).toThrow(
        `Configuration: MAX_CONNECTIONS_PER_CLIENT must be a whole number ≥ 1, got "${bad}"`,
      );
    }
  });

  it('reads MAX_CONNECTIONS, 256 by default, naming the variable for a bad value', () => {
    expect(maxConnectionsFromEnv({})).toBe(256);
    expect(maxConnectionsFromEnv({ MAX_CONNECTIONS: '1024' })).toBe(1024);
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => maxConnectionsFromEnv({ MAX_CONNECTIONS: bad }), bad).toThrow(
        `Configuration: MAX_CONNECTIONS must be a whole number ≥ 1, got "${bad}"`,
      );
    }
  });
});
