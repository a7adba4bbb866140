/**
 * Remembered results of pure functions of one text (or number): a build applies the same rules to
 * the same texts many times, and the rebuild service's worker to the same rows at every edit. The
 * results outlive a build, bounded so a long-lived worker does not grow without end.
 */

/** How many results one function keeps; when full it starts again (cheaper than tracking age). */
export const MEMO_LIMIT = 200_000;

/**
 * `compute` with its results kept by argument, at most `limit` of them. Only for pure functions
 * whose results are immutable (strings, numbers, null): a caller gets the very value an earlier
 * one got.
 */
export function memoized<K extends string | number, V extends string | number | null>(
  compute: (key: K) => V,
  limit = MEMO_LIMIT,
): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      if (known.size >= limit) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value as V;
  };
}
