/**
 * Who a client is, for the per-client limits (issue 15 point 5): the connection limit of every
 * server and the contact endpoint's message limit count by this key.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { ConfigError } from '../config/readConfig.ts';

/**
 * The key a limit counts a client address by: an IPv4 address as it is (an IPv4-mapped IPv6
 * address, `::ffff:192.0.2.1`, is that IPv4 address), an IPv6 address by its /64 network, since
 * one subscriber is given a whole /64 and can use any address in it. Anything else (no address,
 * a socket already closed) is `unknown`, one shared key, so it is limited rather than let through.
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
 * The address a request comes from: the socket's peer, unless that peer is one of
 * `trustedProxies` (a reverse proxy or CDN of the operator's own, TRUSTED_PROXIES): then the
 * nearest address in `X-Forwarded-For` that is not itself a trusted proxy. The header is never
 * believed from anyone else, since any client can send it with any value.
 */
export function requestClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trustedProxies: ReadonlySet<string>,
): string | undefined {
  if (!trustedProxies.has(normalAddress(socketAddress) ?? '')) {
    return socketAddress;
  }
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  // Each proxy appends the peer it saw: read from the right, skipping our own proxies.
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = (hops[i] ?? '').replace(/^\[(.*)\]$/, '$1');
    if (!trustedProxies.has(normalAddress(hop) ?? '')) return hop;
  }
  return socketAddress;
}

/**
 * Reads TRUSTED_PROXIES: addresses (comma or space separated) of the operator's own reverse
 * proxies, whose `X-Forwarded-For` names the client. Empty by default: the socket's address is
 * the client. Throws a ConfigError naming the variable for anything that is not an IP address.
 */
export function trustedProxiesFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ReadonlySet<string> {
  const raw = env['TRUSTED_PROXIES']?.trim() ?? '';
  const proxies = new Set<string>();
  for (const entry of raw.split(/[\s,]+/).filter((e) => e !== '')) {
    const address = normalAddress(entry);
    if (address === null) {
      throw new ConfigError('TRUSTED_PROXIES', `must list IP addresses, got "${entry}"`);
    }
    proxies.add(address);
  }
  return proxies;
}
