/**
 * Who a client is for the per-client limits: one key per IPv4 address and per IPv6 /64, and
 * X-Forwarded-For believed only from a configured proxy (an address or a CIDR range), its hops
 * read with or without a port.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressValue,
  clientKey,
  hopAddress,
  inRanges,
  normalAddress,
  parseAddressRange,
  parseTrustedProxies,
  requestClientAddress,
  trustedProxiesFromEnv,
  type AddressRange,
} from '../../../src/server/clientAddress.ts';

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
  const proxies = parseTrustedProxies('10.0.0.1 10.0.0.2');

  it('is the socket address when the peer is no trusted proxy, whatever the header says', () => {
    expect(requestClientAddress('192.0.2.7', '198.51.100.1', proxies)).toBe('192.0.2.7');
    expect(requestClientAddress('192.0.2.7', undefined, [])).toBe('192.0.2.7');
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

  it('reads hops with ports, and trusts whole ranges', () => {
    const cdn = parseTrustedProxies('127.0.0.0/8, 2001:db8:ffff::/48');
    expect(requestClientAddress('127.0.0.1', '203.0.113.5:51234', cdn)).toBe('203.0.113.5');
    expect(requestClientAddress('::ffff:127.9.9.9', '[2001:db8::1]:443', cdn)).toBe('2001:db8::1');
    expect(
      requestClientAddress('127.0.0.1', '198.51.100.7, [2001:db8:ffff:1::2]:80, 127.0.0.3', cdn),
    ).toBe('198.51.100.7');
    // Two visitors behind one edge are two clients, not one shared `unknown`.
    expect(clientKey(requestClientAddress('127.0.0.1', '203.0.113.5:1', cdn))).not.toBe(
      clientKey(requestClientAddress('127.0.0.1', '203.0.113.6:1', cdn)),
    );
  });

  it('a nearest hop that names no address is unknown, never a forged one to its left', () => {
    expect(requestClientAddress('10.0.0.1', '198.51.100.1, garbage', proxies)).toBeUndefined();
  });

  it('a trusted proxy that names no one else is the client', () => {
    expect(requestClientAddress('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
    expect(requestClientAddress('10.0.0.1', '10.0.0.2', proxies)).toBe('10.0.0.1');
  });
});

describe('hopAddress', () => {
  it('drops a port and brackets, keeps a bare IPv6 address whole', () => {
    expect(hopAddress(' 203.0.113.5:51234 ')).toBe('203.0.113.5');
    expect(hopAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(hopAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(hopAddress('2001:db8::1:443')).toBe('2001:db8::1:443');
    expect(hopAddress('[::ffff:192.0.2.1]:80')).toBe('::ffff:192.0.2.1');
  });

  it('is null for anything that names no address', () => {
    for (const hop of ['unknown', '', 'example.org:80', '[example.org]:80', '1.2.3.4:', '[::1]x']) {
      expect(hopAddress(hop), hop).toBeNull();
    }
  });

  it('reads every address, with or without its port, as that address', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 65535 }), (ip, port) => {
        expect(hopAddress(ip)).toBe(ip);
        expect(hopAddress(`${ip}:${port}`)).toBe(ip);
        expect(hopAddress(`[${ip}]:${port}`)).toBe(ip);
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), fc.integer({ min: 0, max: 65535 }), (ip, port) => {
        expect(hopAddress(ip)).toBe(ip);
        expect(hopAddress(`[${ip}]`)).toBe(ip);
        expect(hopAddress(`[${ip}]:${port}`)).toBe(ip);
      }),
    );
  });
});

/** The address `value` (128-bit, IPv4 as IPv4-mapped) spelled as eight hextets. */
function spelled(value: bigint): string {
  return Array.from({ length: 8 }, (_, i) =>
    ((value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16),
  ).join(':');
}

/** An address inside or outside `range`, from random low bits. */
function member(range: AddressRange, low: bigint): bigint {
  const hostBits = 128n - BigInt(range.prefix);
  return range.network | (low & ((1n << hostBits) - 1n));
}

const bits128 = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });

describe('CIDR ranges', () => {
  it('parses IPv4 and IPv6 ranges and single addresses into one 128-bit space', () => {
    expect(parseAddressRange('10.0.0.0/8')).toEqual({ network: 0xffff0a000000n, prefix: 104 });
    expect(parseAddressRange('::ffff:10.0.0.0/104')).toEqual(parseAddressRange('10.0.0.0/8'));
    expect(parseAddressRange('10.0.0.1')).toEqual({ network: 0xffff0a000001n, prefix: 128 });
    expect(parseAddressRange('2001:db8::/32')?.prefix).toBe(32);
    expect(parseAddressRange('0.0.0.0/0')).toEqual({ network: 0xffff00000000n, prefix: 96 });
    for (const bad of [
      '10.0.0.1/8',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/',
      '10.0.0.0/-1',
      'x/8',
      '/8',
      '10.0.0.0/8/8',
    ]) {
      expect(parseAddressRange(bad), bad).toBeNull();
    }
  });

  it('every address inside a range matches it, every address outside does not', () => {
    fc.assert(
      fc.property(
        bits128,
        fc.integer({ min: 0, max: 128 }),
        bits128,
        bits128,
        (base, prefix, low, other) => {
          const mask =
            prefix === 0 ? 0n : ((1n << 128n) - 1n) ^ ((1n << BigInt(128 - prefix)) - 1n);
          const cidr = `${spelled(base & mask)}/${prefix}`;
          const range = parseAddressRange(cidr);
          expect(range, cidr).not.toBeNull();
          if (range === null) return;
          const inside = member(range, low);
          expect(inRanges(spelled(inside), [range])).toBe(true);
          // Outside: the same address with one bit of the prefix flipped.
          if (prefix > 0) {
            const flipped = inside ^ (1n << BigInt(127 - Number(other % BigInt(prefix))));
            expect(inRanges(spelled(flipped), [range])).toBe(false);
          }
        },
      ),
    );
  });

  it('an IPv4 range matches its addresses however the socket spells them (IPv4-mapped)', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, prefix) => {
        const value = addressValue(ip) ?? 0n;
        const ipv4 = Number(value & 0xffffffffn);
        const network = prefix === 0 ? 0 : (ipv4 & ~((2 ** (32 - prefix) - 1) >>> 0)) >>> 0;
        const dotted = [24, 16, 8, 0].map((s) => (network >>> s) & 255).join('.');
        const ranges = parseTrustedProxies(`${dotted}/${prefix}`);
        expect(inRanges(ip, ranges)).toBe(true);
        expect(inRanges(`::ffff:${ip}`, ranges)).toBe(true);
        expect(inRanges(`::FFFF:${ip}`, ranges)).toBe(true);
        // The same 32 bits outside the IPv4-mapped space are another address.
        expect(inRanges(`::${ip}`, ranges)).toBe(false);
        if (prefix > 0) {
          const outside = (ipv4 ^ (1 << (32 - prefix))) >>> 0;
          const other = [24, 16, 8, 0].map((s) => (outside >>> s) & 255).join('.');
          expect(inRanges(other, ranges)).toBe(false);
        }
      }),
    );
  });

  it('never matches what is no address, nor anything with no ranges', () => {
    const all = parseTrustedProxies('0.0.0.0/0 ::/0');
    expect(inRanges(undefined, all)).toBe(false);
    expect(inRanges('unknown', all)).toBe(false);
    expect(inRanges('10.0.0.1', [])).toBe(false);
    expect(inRanges('fe80::1%eth0', parseTrustedProxies('fe80::/10'))).toBe(true);
  });
});

describe('trustedProxiesFromEnv', () => {
  it('is empty by default', () => {
    expect(trustedProxiesFromEnv({})).toEqual([]);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: ' ' })).toEqual([]);
  });

  it('reads addresses and ranges separated by commas or spaces', () => {
    const ranges = trustedProxiesFromEnv({
      TRUSTED_PROXIES: '10.0.0.1, 2001:db8::/32 ::ffff:10.0.0.3,192.168.0.0/16',
    });
    expect(ranges).toHaveLength(4);
    expect(inRanges('10.0.0.1', ranges)).toBe(true);
    expect(inRanges('10.0.0.2', ranges)).toBe(false);
    expect(inRanges('10.0.0.3', ranges)).toBe(true);
    expect(inRanges('2001:db8:1234::9', ranges)).toBe(true);
    expect(inRanges('192.168.44.1', ranges)).toBe(true);
  });

  it('refuses anything that is no address or range, naming the variable', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8', '10.0.0.0-10.0.0.9']) {
      expect(() => trustedProxiesFromEnv({ TRUSTED_PROXIES: `127.0.0.1 ${bad}` }), bad).toThrow(
        `Configuration: TRUSTED_PROXIES must list IP addresses or CIDR ranges (10.0.0.0/8, 2001:db8::/32), got "${bad}"`,
      );
    }
  });
});
