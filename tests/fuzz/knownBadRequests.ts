/**
 * Requests that broke, or could break, a server of ours or a server like it, kept as data so the
 * fuzz stage sends every one of them on every run besides the generated ones. Add to the end:
 * anything a real client, scanner or log showed us. Each is the exact bytes on the wire (latin1:
 * one character, one byte), CRLF written out.
 */
export interface KnownBadRequest {
  readonly name: string;
  /** The request as sent, in latin1; `chunks` splits it to be written with pauses between. */
  readonly raw: string;
}

const line = (...parts: string[]) => `${parts.join('\r\n')}\r\n\r\n`;
const host = 'Host: 127.0.0.1';

export const KNOWN_BAD_REQUESTS: readonly KnownBadRequest[] = [
  // `new URL('//x:99999/', base)` throws: this once stopped the site server and the back end.
  { name: 'protocol-relative target with a bad port', raw: line('GET //x:99999/ HTTP/1.1', host) },
  {
    name: 'protocol-relative API target',
    raw: line('POST //x:99999/HHHHPUBLICAPI/getDataAll.php HTTP/1.1', host, 'Content-Length: 0'),
  },
  {
    name: 'bad port on the webhook routes',
    raw: line('POST //x:-1/rebuild HTTP/1.1', host, 'Content-Length: 0'),
  },
  { name: 'IPv6 authority without a bracket', raw: line('GET //[::1/ HTTP/1.1', host) },
  {
    name: 'absolute-form target',
    raw: line('GET http://evil.example/../../etc/passwd HTTP/1.1', host),
  },
  { name: 'absolute-form with a bad port', raw: line('GET http://x:99999/ HTTP/1.1', host) },
  { name: 'asterisk-form GET', raw: line('GET * HTTP/1.1', host) },
  { name: 'asterisk-form OPTIONS', raw: line('OPTIONS * HTTP/1.1', host) },
  { name: 'authority-form CONNECT', raw: line('CONNECT 127.0.0.1:22 HTTP/1.1', host) },
  { name: 'dot-dot out of the root', raw: line('GET /../../../../etc/passwd HTTP/1.1', host) },
  { name: 'encoded dot-dot', raw: line('GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1', host) },
  {
    name: 'encoded slash in a segment',
    raw: line('GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1', host),
  },
  { name: 'backslash traversal', raw: line('GET /..\\..\\..\\etc\\passwd HTTP/1.1', host) },
  {
    name: 'overlong UTF-8 dot',
    raw: line('GET /%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd HTTP/1.1', host),
  },
  {
    name: 'double-encoded dot-dot',
    raw: line('GET /%252e%252e/%252e%252e/etc/passwd HTTP/1.1', host),
  },
  { name: 'NUL in the path', raw: line('GET /index.html%00.txt HTTP/1.1', host) },
  { name: 'raw NUL in the path', raw: line('GET /index\u0000.html HTTP/1.1', host) },
  { name: 'lone percent', raw: line('GET /% HTTP/1.1', host) },
  { name: 'bad escape', raw: line('GET /%zz/%E0%A4%A HTTP/1.1', host) },
  { name: 'prototype key as a route', raw: line('GET /constructor HTTP/1.1', host) },
  {
    name: 'prototype key as an API endpoint',
    raw: line(
      'POST /HHHHPUBLICAPI/__proto__ HTTP/1.1',
      host,
      'Content-Length: 2',
      '',
      '{}',
    ).replace(/\r\n\r\n$/, ''),
  },
  { name: 'overlong path', raw: line(`GET /${'a/'.repeat(4000)} HTTP/1.1`, host) },
  { name: 'overlong segment', raw: line(`GET /${'é'.repeat(6000)} HTTP/1.1`, host) },
  {
    name: 'non-ASCII bytes in the path',
    raw: line('GET /\u00e4\u00f6\u00fc/\u00ff\u00fe HTTP/1.1', host),
  },
  { name: 'unknown method', raw: line('BREW /coffee HTTP/1.1', host) },
  { name: 'lowercase method', raw: line('get / HTTP/1.1', host) },
  { name: 'HTTP/0.9 request line', raw: 'GET /\r\n' },
  { name: 'HTTP/2 preface over HTTP/1', raw: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'unknown version', raw: line('GET / HTTP/9.9', host) },
  { name: 'no Host', raw: line('GET / HTTP/1.1') },
  { name: 'two Hosts', raw: line('GET / HTTP/1.1', host, 'Host: evil.example') },
  {
    name: 'two Content-Lengths that differ',
    raw: line(
      'POST /HHHHPUBLICAPI/insertForm.php HTTP/1.1',
      host,
      'Content-Length: 2',
      'Content-Length: 40',
      '',
      '{}',
    ).replace(/\r\n\r\n$/, ''),
  },
  {
    name: 'Content-Length and chunked',
    raw: line(
      'POST /rebuild HTTP/1.1',
      host,
      'Content-Length: 4',
      'Transfer-Encoding: chunked',
      '',
      '0',
      '',
    ),
  },
  {
    name: 'negative Content-Length',
    raw: line('POST /rebuild HTTP/1.1', host, 'Content-Length: -1'),
  },
  {
    name: 'huge Content-Length, short body',
    raw: line(
      'POST /HHHHPUBLICAPI/getDataAll.php HTTP/1.1',
      host,
      'Content-Length: 99999999999999999999',
      '',
      '{"table":"Events"}',
    ).replace(/\r\n\r\n$/, ''),
  },
  {
    name: 'bad chunk size',
    raw: line(
      'POST /HHHHPUBLICAPI/getDataAll.php HTTP/1.1',
      host,
      'Transfer-Encoding: chunked',
      '',
      'zz',
      '{}',
      '0',
      '',
    ),
  },
  { name: 'oversized header', raw: line('GET / HTTP/1.1', host, `X-Big: ${'x'.repeat(70_000)}`) },
  {
    name: 'many headers',
    raw: line('GET / HTTP/1.1', host, ...Array.from({ length: 3000 }, (_, n) => `X-H${n}: ${n}`)),
  },
  { name: 'header without colon', raw: line('GET / HTTP/1.1', host, 'NoColonHere') },
  { name: 'obsolete line folding', raw: line('GET / HTTP/1.1', host, 'X-A: a', ' folded') },
  {
    name: 'forwarded garbage',
    raw: line(
      'GET / HTTP/1.1',
      host,
      'X-Forwarded-For: ::::, 999.1.1.1, [::1]:99999, unknown, , ,',
    ),
  },
  {
    name: 'Range garbage',
    raw: line('GET / HTTP/1.1', host, 'Range: bytes=99999999999999999999-1'),
  },
  {
    name: 'conditional garbage',
    raw: line('GET / HTTP/1.1', host, 'If-None-Match: "', 'If-Modified-Since: yesterday'),
  },
  {
    name: 'Accept-Encoding garbage',
    raw: line('GET / HTTP/1.1', host, 'Accept-Encoding: gzip;q=nan, br;q=-1, *;q=1e999'),
  },
  {
    name: 'Accept-Language garbage',
    raw: line('GET / HTTP/1.1', host, 'Accept-Language: ;;;,,q=,de-;q=2'),
  },
  {
    name: 'Origin that is not one',
    raw: line(
      'POST /HHHHPUBLICAPI/insertForm.php HTTP/1.1',
      host,
      'Origin: null',
      'Content-Length: 0',
    ),
  },
  {
    name: 'cookie garbage',
    raw: line(
      'POST /HHHHPUBLICAPI/insertForm.php HTTP/1.1',
      host,
      'Cookie: XSRF-TOKEN=%E0%A4%A; =; ;;',
      'X-XSRF-TOKEN: %',
      'Content-Length: 0',
    ),
  },
  {
    name: 'webhook signature garbage',
    raw: line(
      'POST /rebuild HTTP/1.1',
      host,
      'webhook-id: \u00ff',
      'webhook-timestamp: 1e999',
      'webhook-signature: v1,%%%',
      'Content-Length: 0',
    ),
  },
  {
    name: 'Bearer garbage',
    raw: line(
      'POST /rollback HTTP/1.1',
      host,
      `Authorization: Bearer ${'\u00ff'.repeat(300)}`,
      'Content-Length: 0',
    ),
  },
  {
    name: 'JSON that is not an object',
    raw: line(
      'POST /HHHHPUBLICAPI/getDataAll.php HTTP/1.1',
      host,
      'Content-Type: application/json',
      'Content-Length: 4',
      '',
      'null',
    ).replace(/\r\n\r\n$/, ''),
  },
  {
    name: 'JSON with a prototype key',
    raw: line(
      'POST /HHHHPUBLICAPI/getDataByTitle.php HTTP/1.1',
      host,
      'Content-Type: application/json',
      'Content-Length: 49',
      '',
      '{"__proto__":{"x":1},"table":"Events","keyTitle":1}',
    ).replace(/\r\n\r\n$/, ''),
  },
  { name: 'request line cut short', raw: 'GET /ind' },
  { name: 'headers cut short', raw: 'GET / HTTP/1.1\r\nHost: 127.0' },
  {
    name: 'pipelined requests, the second broken',
    raw: `${line('GET / HTTP/1.1', host)}GET //x:99999/ HTTP/1.1\r\n${host}\r\n\r\n`,
  },
];
