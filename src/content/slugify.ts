import { memoized } from './memoized.ts';
import { removeInvisible } from './removeInvisible.ts';

/** Longest slug in UTF-8 bytes. Astro writes a folder named after the slug; file systems cap a name at 255 bytes. */
export const MAX_SLUG_BYTES = 200;

/**
 * The slug of a title: lowercased with spaces turned to hyphens, and made safe for one path
 * segment.
 *
 * 1. NFKC, then lowercase (the spec's rule). NFKC also folds compatibility forms (ligatures,
 *    full-width and circled letters: 'ﬁ' → 'fi', 'Ａ' → 'a'), as titleKey does, so the slug still
 *    matches its title.
 * 2. Runs of whitespace → one hyphen (the spec's rule).
 * 3. Invisible characters and apostrophes are dropped (see removeInvisible).
 * 4. Unicode letters, digits and combining marks, `-` and `_` are kept: 'ü' stays 'ü', and the
 *    browser percent-encodes it as UTF-8 (`%C3%BC`), which Astro's file names and every static
 *    host handle. Everything else (`/ ? # % \ . : & +` …) becomes a hyphen: those characters end
 *    a path segment, start a query or fragment, escape, or confuse file names (`.`/`..`, `x.html`).
 * 5. Hyphen runs collapse, leading and trailing hyphens are trimmed, and the slug is cut to
 *    MAX_SLUG_BYTES (at a code-point boundary).
 *
 * The result may be '' (a title of punctuation only); callers fall back to `item-{id}`
 * (assignSlugs). slugify is idempotent, its result is lowercase and NFC, and `titleKey(slugify(t)) === titleKey(t)`
 * (for titles short enough not to be cut). Remembered: each title is slugged by its page, its links
 * and its redirects.
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
