/**
 * Whether an `If-None-Match` value names `etag`: `*`, or one of its tags by the weak comparison
 * RFC 9110 prescribes for this header (a `W/` prefix on either side is ignored).
 */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.replace(/^W\//, '');
  const wanted = bare(etag);
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => bare(tag) === wanted);
}

/**
 * Whether a GET or HEAD with these headers is answered 304 for a file with `etag`, modified at
 * `mtimeMs`. `If-None-Match` takes precedence (an ETag tells apart changes within a second); else
 * `If-Modified-Since` must equal the time in whole seconds exactly (nginx's `exact`): after a
 * rollback the live file is older than a client's copy, and "not modified since" a later date
 * would keep the client on the release rolled back from.
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
