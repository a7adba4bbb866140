/**
 * Who a client is, for the per-client limits (connections, contact messages). Behind the
 * operator's own proxies or CDN (TRUSTED_PROXIES) it is the one their `X-Forwarded-For` names.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { ConfigError } from '../config/readConfig.ts';

/**
 * The key a limit counts a client address by: IPv4 as it is, IPv6 by its /64 (one subscriber is
 * given a whole /64). Anything else (a socket already closed) is `unknown`, one shared key, so it
 * is limited rather than let through.
 */
export function clientKey(address: string | undefined): string {
  const normal = normalAddress(address);
  if (normal === null) return 'unknown';
  return normal.includes(':') ? `${normal.split(':').slice(0, 4).join(':')}::/64` : normal;
}

/**
 * One spelling per address: IPv4 as it is (also when IPv4-mapped, `::ffff:192.0.2.1`), IPv6 as
 * its eight hextets without a zone (`2001:db8::1` → `2001:db8:0:0:0:0:0:1`); null for anything
 * that is no IP address.
 */
export function normalAddress(address: string | undefined): string | null {
  if (address === undefined) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, ''); // a zone (`fe80::1%eth0`) names the link, not the host
  return isIPv6(bare) ? expandIPv6(bare).join(':') : null;
}

/** The eight hextets of an IPv6 address (`2001:db8::1` → 2001, db8, 0, 0, 0, 0, 0, 1). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const toHextets = (parts: string[]) =>
    parts.flatMap((p) => {
      // An embedded IPv4 tail (`::1.2.3.4`) is two hextets.
      if (!p.includes('.')) return [parseInt(p, 16).toString(16)];
      const [a = 0, b = 0, c = 0, d = 0] = p.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHextets(part(head));
  const right = tail === undefined ? [] : toHextets(part(tail));
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right];
}

/**
 * A CIDR block in the 128-bit IPv6 space, where IPv4 a.b.c.d is ::ffff:a.b.c.d (`10.0.0.0/8` is
 * ::ffff:10.0.0.0/104): one space for both families, so a peer reported as `::ffff:10.1.2.3` is
 * matched by `10.0.0.0/8`, and the other way.
 */
export interface AddressRange {
  readonly network: bigint;
  readonly prefix: number;
}

/** The operator's own reverse proxies or CDN edges: their X-Forwarded-For names the client. */
export type TrustedProxies = readonly AddressRange[];

const IPV4_MAPPED = 0xffffn << 32n;
const ALL_BITS = (1n << 128n) - 1n;

/** An address as a 128-bit number (see AddressRange), whatever its spelling; null if none. */
export function addressValue(address: string | undefined): bigint | null {
  const normal = normalAddress(address);
  if (normal === null) return null;
  if (!normal.includes(':')) {
    const [a = 0, b = 0, c = 0, d = 0] = normal.split('.').map(Number);
    return IPV4_MAPPED | BigInt(((a << 24) >>> 0) + (b << 16) + (c << 8) + d);
  }
  return normal.split(':').reduce((value, hextet) => (value << 16n) | BigInt(`0x${hextet}`), 0n);
}

/**
 * A CIDR range or a single address as an AddressRange; null when it is neither, the prefix is too
 * long, or bits beyond the prefix are set (`10.0.0.1/8`): most often a typo for another range,
 * and a list of trusted proxies is no place to guess what was meant.
 */
export function parseAddressRange(entry: string): AddressRange | null {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const value = addressValue(address);
  if (value === null) return null;
  // An IPv4 prefix counts the 32 bits of the IPv4 address: in the 128-bit space it is 96 more.
  const ipv4 = isIPv4(address);
  const width = ipv4 ? 32 : 128;
  const prefixText = slash === -1 ? String(width) : entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > width) return null;
  const prefix = Number(prefixText) + (ipv4 ? 96 : 0);
  const network = value & rangeMask(prefix);
  return network === value ? { network, prefix } : null;
}

/** The mask of a prefix length in the 128-bit space: its `prefix` leading bits set. */
function rangeMask(prefix: number): bigint {
  return ALL_BITS ^ (ALL_BITS >> BigInt(prefix));
}

/** Whether `address` lies in one of `ranges` (never for anything that is no IP address). */
export function inRanges(address: string | undefined, ranges: TrustedProxies): boolean {
  if (ranges.length === 0) return false;
  const value = addressValue(address);
  if (value === null) return false;
  return ranges.some((range) => (value & rangeMask(range.prefix)) === range.network);
}

/**
 * The address one X-Forwarded-For hop names, without the port or brackets some proxies add
 * (`203.0.113.5:51234`, `[2001:db8::1]:443`); null when it names none. A bare IPv6 address is
 * never read as address plus port: its last hextet is part of it.
 */
export function hopAddress(hop: string): string | null {
  const text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  const address = bracketed?.[1] ?? ipv4WithPort?.[1] ?? text;
  return normalAddress(address) === null ? null : address;
}

/**
 * The address a request comes from: the socket's peer, unless that is a trusted proxy: then the
 * nearest `X-Forwarded-For` hop that is not (any client can send the header, so it is believed
 * from our proxies only). A nearest hop naming no address is `undefined` (clientKey's `unknown`):
 * our own proxy wrote it, so nothing to its left can be believed either.
 */
export function requestClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trustedProxies: TrustedProxies,
): string | undefined {
  if (!inRanges(socketAddress, trustedProxies)) return socketAddress;
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const hops = header.split(',').filter((hop) => hop.trim() !== '');
  // Each proxy appends the peer it saw: read from the right, skipping our own proxies.
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = hopAddress(hops[i] ?? '');
    if (address === null) return undefined;
    if (!inRanges(address, trustedProxies)) return address;
  }
  return socketAddress;
}

/** Reads a TRUSTED_PROXIES value (addresses and CIDR ranges, comma or space separated). */
export function parseTrustedProxies(text: string): TrustedProxies {
  const ranges: AddressRange[] = [];
  for (const entry of text.split(/[\s,]+/).filter((e) => e !== '')) {
    const range = parseAddressRange(entry);
    if (range === null) {
      throw new ConfigError(
        'TRUSTED_PROXIES',
        `must list IP addresses or CIDR ranges (10.0.0.0/8, 2001:db8::/32), got "${entry}"`,
      );
    }
    ranges.push(range);
  }
  return ranges;
}

/** Reads TRUSTED_PROXIES from the environment; empty by default (the socket is the client). */
export function trustedProxiesFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): TrustedProxies {
  return parseTrustedProxies(env['TRUSTED_PROXIES'] ?? '');
}
