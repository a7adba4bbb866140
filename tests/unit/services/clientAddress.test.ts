/**
 * Who a client is for the per-client limits (issue 15 point 5): one key per IPv4 address and per
 * IPv6 /64, and X-Forwarded-For believed only from a configured proxy.
 */
import { describe, expect, it } from 'vitest';
import {
  clientKey,
  normalAddress,
  requestClientAddress,
  trustedProxiesFromEnv,
} from '../../../src/services/clientAddress.ts';

describe('clientKey', () => {
  it('is the IPv4 address, also when IPv4-mapped', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::FFFF:127.0.0.2')).toBe('127.0.0.2');
  });

  it('is the /64 of an IPv6 address, however it is spelled', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is one shared key for no address or anything else', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('evil, 1.2.3.4')).toBe('unknown');
  });
});

describe('normalAddress', () => {
  it('spells an address one way', () => {
    expect(normalAddress('2001:db8::1')).toBe('2001:db8:0:0:0:0:0:1');
    expect(normalAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalAddress('::ffff:1.2.3.4:5')).toBeNull();
    expect(normalAddress('::1.2.3.4')).toBe('0:0:0:0:0:0:102:304');
    expect(normalAddress('localhost')).toBeNull();
  });
});

describe('requestClientAddress', () => {
  const proxies = new Set(['10.0.0.1', '10.0.0.2']);

  it('is the socket address when the peer is no trusted proxy, whatever the header says', () => {
    expect(requestClientAddress('192.0.2.7', '198.51.100.1', proxies)).toBe('192.0.2.7');
    expect(requestClientAddress('192.0.2.7', undefined, new Set())).toBe('192.0.2.7');
  });

  it('through trusted proxies: the nearest address the proxies did not add themselves', () => {
    expect(requestClientAddress('10.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // A client's own forged entries sit to the left of what the proxy appended.
    expect(requestClientAddress('10.0.0.1', 'forged, 198.51.100.1, 10.0.0.2', proxies)).toBe(
      '198.51.100.1',
    );
    expect(requestClientAddress('::ffff:10.0.0.1', ['1.1.1.1', '198.51.100.2'], proxies)).toBe(
      '198.51.100.2',
    );
    expect(requestClientAddress('10.0.0.1', '[2001:db8::5]', proxies)).toBe('2001:db8::5');
  });

  it('a trusted proxy that names no one else is the client', () => {
    expect(requestClientAddress('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
    expect(requestClientAddress('10.0.0.1', '10.0.0.2', proxies)).toBe('10.0.0.1');
  });
});

describe('trustedProxiesFromEnv', () => {
  it('is empty by default', () => {
    expect(trustedProxiesFromEnv({}).size).toBe(0);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: ' ' }).size).toBe(0);
  });

  it('reads addresses separated by commas or spaces', () => {
    expect([
      ...trustedProxiesFromEnv({ TRUSTED_PROXIES: '10.0.0.1, 2001:db8::1 ::ffff:10.0.0.3' }),
    ]).toEqual(['10.0.0.1', '2001:db8:0:0:0:0:0:1', '10.0.0.3']);
  });

  it('refuses anything that is no IP address, naming the variable', () => {
    expect(() => trustedProxiesFromEnv({ TRUSTED_PROXIES: '10.0.0.0/8' })).toThrow(
      'Configuration: TRUSTED_PROXIES must list IP addresses, got "10.0.0.0/8"',
    );
  });
});
