/**
 * FNV-1a, 32 bits, over a string's UTF-16 code units: a small hash that gives the same number in
 * the build and in the browser (the not-found page's shards, React id prefixes of islands
 * rendered once).
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
