/**
 * Hostile HTTP/1.1 requests, generated with fast-check: the shapes a scanner, a broken client or
 * an attacker sends (paths that climb out or escape badly, bad ports, absolute-form and `*`
 * targets, unknown methods, duplicate, oversized and contradictory headers, wrong lengths,
 * truncated and trickled bodies). Each is raw bytes, so nothing on the way can tidy it up.
 */
import fc from 'fast-check';
import { KNOWN_BAD_REQUESTS } from './knownBadRequests.ts';

export interface HostileRequest {
  /** Bytes written in order, with `pauseMs` between chunks (a trickled request or body). */
  readonly chunks: readonly Buffer[];
  readonly pauseMs: number;
  /** What the request is, for a failure message. */
  readonly label: string;
}

/** Path segments that aim out of the served folder, at host files, or at the parsers. */
const SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '..%2f',
  '..%5c',
  '%2f',
  '%5c',
  '%00',
  '\u0000',
  '%',
  '%z',
  '%E0%A4%A',
  '%ff',
  '',
  'x:99999',
  'x:-1',
  '[::1',
  '@evil',
  'evil.example',
  'outside',
  'secret.html',
  'escape.html',
  'escape-dir',
  'index.html',
  '_headers',
  '_redirects',
  '_keys.json',
  '_paths.json',
  '.env',
  '.git',
  '.well-known',
  'de',
  '404.html',
  'NewsHome',
  'neuigkeiten',
  'HHHHPUBLICAPI',
  'getDataAll.php',
  'getDataByTitle.php',
  'insertForm.php',
  'rebuild',
  'rollback',
  'status',
  'constructor',
  '__proto__',
  'toString',
  '%E4%F6%FC',
  'Über-uns',
  'über',
  'ä'.repeat(300),
  'a'.repeat(2100),
  '?',
  '#',
  ';',
  '\\',
];

const segment = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}){1,6}$/) },
);

const originPath = fc
  .tuple(
    fc.constantFrom('/', '//', '///', '/./', '/../'),
    fc.array(segment, { maxLength: 7 }),
    fc.constantFrom('/', '//'),
  )
  .map(([lead, parts, separator]) => lead + parts.join(separator));

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?', '?a=1&a=2', '?token=', '?%', '?x=%00', `?q=${'x'.repeat(5000)}`, '#frag'),
  fc.string({ maxLength: 20 }).map((s) => `?${s}`),
);

/**
 * A path as a careful client would send it: bytes the request line may not hold (space, controls,
 * non-ASCII) %-escaped, so the hostile part (`..`, `%00`, bad escapes) reaches the handlers
 * instead of stopping at the HTTP parser.
 */
const escapedPath = originPath.map((path) =>
  [...Buffer.from(path, 'utf8')]
    .map((byte) =>
      byte <= 0x20 || byte >= 0x7f || byte === 0x22 || byte === 0x3c || byte === 0x3e
        ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(byte),
    )
    .join(''),
);

/** Every request-target form: origin (mostly), absolute, authority, asterisk, and junk. */
const target = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(escapedPath, query).map(([p, q]) => p + q) },
  { weight: 3, arbitrary: fc.tuple(originPath, query).map(([p, q]) => p + q) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://', '//'),
        fc.constantFrom('x:99999', 'evil.example', '127.0.0.1:1', '[::1]', 'a@b', ''),
        originPath,
      )
      .map(([scheme, authority, path]) => scheme + authority + path),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('*', '127.0.0.1:80', 'x:99999', '', ' ', '/ /', 'index.html'),
  },
);

const method = fc.oneof(
  { weight: 14, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'PUT',
      'DELETE',
      'OPTIONS',
      'PATCH',
      'TRACE',
      'CONNECT',
      'PROPFIND',
      'PURGE',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('get', 'G ET', 'BREW', 'M'.repeat(300), '') },
);

const version = fc.oneof(
  { weight: 8, arbitrary: fc.constant('HTTP/1.1') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'HTTP/1.0',
      'HTTP/2.0',
      'HTTP/0.9',
      'HTTP/9.9',
      'http/1.1',
      'HTTP/1.1 extra',
      '',
    ),
  },
);

/** A header line: mostly plausible names with hostile values, sometimes hostile names. */
const header = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'Host',
          'Content-Length',
          'Transfer-Encoding',
          'Content-Type',
          'Accept-Encoding',
          'Accept-Language',
          'If-None-Match',
          'If-Modified-Since',
          'Range',
          'Origin',
          'Cookie',
          'X-XSRF-TOKEN',
          'X-Forwarded-For',
          'Forwarded',
          'Authorization',
          'webhook-id',
          'webhook-timestamp',
          'webhook-signature',
          'Connection',
          'Expect',
          'Upgrade',
        ),
        fc.oneof(
          {
            weight: 8,
            arbitrary: fc.constantFrom(
              '0',
              '-1',
              '1e3',
              '99999999999999999999',
              'chunked',
              'gzip, chunked',
              'identity',
              'br;q=nan, gzip;q=2',
              'de-DE,de;q=0.9',
              '"',
              'W/"x"',
              '*',
              'Thu, 01 Jan 1970 00:00:00 GMT',
              'bytes=0-0,1-1,2-2',
              'bytes=-99999999999',
              'null',
              'http://evil.example',
              '203.0.113.5:51234, [2001:db8::1]:443, unknown',
              'for="[::1]:80";proto=http',
              'Bearer ',
              'Bearer whsec_AAAA',
              'v1,AAAA v1a,BBBB',
              '100-continue',
              'websocket',
              'keep-alive, Upgrade',
              'close',
            ),
          },
          { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
          { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => 'v'.repeat(n)) },
        ),
      )
      .map(([name, value]) => `${name}: ${value}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

const body = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '{"table":"Events"}',
    '{"table":"__proto__"}',
    '{"table":"Events","keyTitle":{"x":1}}',
    '{"FirstName":"a","LastName":"b","Email":"a@b","Country":"c","Comment":"d"}',
    '{"action":"rollback"}',
    '{"reason":' + '"x",'.repeat(2000) + '}',
    '[]',
    'null',
    '{',
    '\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** How the declared length relates to the bytes sent: right, short, long, absent or both. */
const framing = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('exact', 'none') },
  { weight: 1, arbitrary: fc.constantFrom('shorter', 'longer', 'chunked-bad', 'duplicate') },
);

function frame(kind: string, payload: string): string[] {
  const length = Buffer.byteLength(payload, 'latin1');
  switch (kind) {
    case 'exact':
      return [`Content-Length: ${length}`];
    case 'shorter':
      return [`Content-Length: ${Math.max(0, length - 3)}`];
    case 'longer':
      return [`Content-Length: ${length + 50}`];
    case 'chunked-bad':
      return ['Transfer-Encoding: chunked'];
    case 'duplicate':
      return [`Content-Length: ${length}`, `Content-Length: ${length + 1}`];
    default:
      return [];
  }
}

/** One generated hostile request. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    method,
    target,
    version,
    host: fc.oneof(
      { weight: 8, arbitrary: fc.constant('Host: 127.0.0.1') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '',
          'Host: 127.0.0.1\r\nHost: evil.example',
          'Host: x:99999',
          'Host: ',
        ),
      },
    ),
    headers: fc.array(header, { maxLength: 6 }),
    body,
    framing,
    cut: fc.oneof(
      { weight: 12, arbitrary: fc.constant(1) },
      { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
    ),
    split: fc.nat({ max: 4 }),
    pauseMs: fc.oneof(
      { weight: 8, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 5, max: 60 }) },
    ),
  })
  .map((r) => {
    const payload =
      r.framing === 'chunked-bad' ? `${r.body.length.toString(16)}\r\n${r.body}\r\nzz\r\n` : r.body;
    const lines = [
      `${r.method} ${r.target} ${r.version}`.trimEnd(),
      r.host,
      ...r.headers,
      ...frame(r.framing, payload),
    ].filter((l) => l !== '');
    const whole = Buffer.from(`${lines.join('\r\n')}\r\n\r\n${payload}`, 'latin1');
    const bytes = whole.subarray(0, Math.ceil(whole.length * r.cut));
    const chunks: Buffer[] = [];
    const size = Math.max(1, Math.ceil(bytes.length / (r.split + 1)));
    for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
    return {
      chunks,
      pauseMs: r.split > 0 ? r.pauseMs : 0,
      label: JSON.stringify(bytes.subarray(0, 160).toString('latin1')),
    };
  });

/** The known-bad list as requests, each also sent trickled in three parts. */
export function knownBadRequests(): HostileRequest[] {
  return KNOWN_BAD_REQUESTS.flatMap(({ name, raw }) => {
    const bytes = Buffer.from(raw, 'latin1');
    const third = Math.ceil(bytes.length / 3);
    return [
      { chunks: [bytes], pauseMs: 0, label: name },
      {
        chunks: [
          bytes.subarray(0, third),
          bytes.subarray(third, 2 * third),
          bytes.subarray(2 * third),
        ],
        pauseMs: 20,
        label: `${name} (trickled)`,
      },
    ];
  });
}
