/**
 * Who sees what on the status (GET / and GET /status, which ask for no login): the raw causes
 * (redactStatus.ts) only an administrator sees: one who gives STATUS_TOKEN, or who asks from the
 * machine itself.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { normalAddress } from '../server/clientAddress.ts';
import { bearerToken, sameToken } from './authenticateCall.ts';

/** `full`: everything; `editor`: without raw causes, paths and addresses. */
export type StatusView = 'full' | 'editor';

/**
 * Headers a proxy adds to name the client it forwards. A request with any of them came through a
 * proxy, however local, so its loopback address says nothing about who asked.
 */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** Whether an address is the machine's own: 127.0.0.0/8 (also IPv4-mapped) or ::1. */
export function isLoopback(address: string | undefined): boolean {
  const normal = normalAddress(address);
  if (normal === null) return false;
  return normal === '0:0:0:0:0:0:0:1' || /^127\.\d+\.\d+\.\d+$/.test(normal);
}

/**
 * The status token a request gives: `Authorization: Bearer <token>` (for curl), else the URL's
 * `?token=` (for a bookmark; the page sends no Referer, so it does not travel on), else null.
 */
export function givenStatusToken(headers: IncomingHttpHeaders, url: string): string | null {
  const bearer = bearerToken(headers['authorization']);
  if (bearer !== null) return bearer;
  const query = new URL(url, 'http://localhost').searchParams.get('token');
  return query === null || query === '' ? null : query;
}

/**
 * What a status request may see: `full` with the right token, or from loopback with no proxy
 * header (behind a local proxy every request is loopback: it must send X-Forwarded-For);
 * `editor` otherwise. A wrong token is `refused`, so a mistyped bookmark is noticed.
 */
export function statusView(
  request: {
    readonly socketAddress: string | undefined;
    readonly headers: IncomingHttpHeaders;
    readonly url: string;
  },
  statusToken: string | null,
): StatusView | 'refused' {
  const given = givenStatusToken(request.headers, request.url);
  if (given !== null) {
    return statusToken !== null && sameToken(given, statusToken) ? 'full' : 'refused';
  }
  const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !proxied && isLoopback(request.socketAddress) ? 'full' : 'editor';
}
