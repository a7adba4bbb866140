import { memoized } from './memoized.ts';
import { removeInvisible } from './removeInvisible.ts';

/** Longest slug in UTF-8 bytes. Astro writes a folder named after the slug; file systems cap a name at 255 bytes. */
export const MAX_SLUG_BYTES = 200;

/**
 * The slug of a title: lowercased with spaces turned to hyphens (the spec's rule), and made safe
 * for one path segment. NFKC as titleKey does, so the slug still matches its title; invisible
 * characters dropped (removeInvisible); letters, digits, marks, `-` and `_` kept ('ü' stays) and
 * all else (`/ ? # % \ . : & +` …, which end a segment, start a query or confuse file names)
 * a hyphen; hyphen runs collapsed, ends trimmed, cut to MAX_SLUG_BYTES.
 *
 * The result may be '' (callers fall back to `item-{id}`). Idempotent, lowercase and NFC, and
 * `titleKey(slugify(t)) === titleKey(t)` for titles too short to be cut. Remembered per title.
 */
export const slugify = memoized((title: string) => {
  const slug = removeInvisible(title.normalize('NFKC'))
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, '-')
    .replace(/[^\p{L}\p{N}\p{M}_-]/gu, '-')
    // Dropping characters can bring a letter next to its accent again; recompose.
    .normalize('NFC')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return truncateUtf8(slug, MAX_SLUG_BYTES).replace(/-+$/, '');
});

function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > maxBytes) break;
    out += ch;
  }
  return out;
}
