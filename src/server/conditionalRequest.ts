/**
 * Conditional requests (RFC 9110 §13): a browser or CDN that already holds a file sends its
 * validators back (`If-None-Match` with the ETag, `If-Modified-Since` with the Last-Modified
 * date), and an unchanged file is answered `304 Not Modified` with no body.
 */

/**
 * Whether an `If-None-Match` value names `etag`: `*`, or one of its listed tags by the weak
 * comparison the standard prescribes for this header (a `W/` prefix on either side is ignored).
 */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.replace(/^W\//, '');
  const wanted = bare(etag);
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => bare(tag) === wanted);
}

/**
 * Whether a GET or HEAD with these request headers is answered 304 for a file with `etag`,
 * last modified at `mtimeMs`. `If-None-Match` decides when it is sent (the standard has it take
 * precedence: an ETag tells a changed file within the same second apart, a date cannot); else
 * `If-Modified-Since`, which must equal the modification time in whole seconds (the precision of
 * an HTTP date) exactly, as nginx's `if_modified_since exact`: after a rollback the live file is
 * older than the copy a client holds, and "not modified since" a later date would keep the client
 * on the release rolled back from. A malformed date matches nothing.
 */
export function isNotModified(
  headers: {
    readonly 'if-none-match'?: string | undefined;
    readonly 'if-modified-since'?: string | undefined;
  },
  etag: string,
  mtimeMs: number,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(mtimeMs / 1000) * 1000 === since;
}
