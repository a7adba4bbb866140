import type { ContentWarning, TableName } from './types.ts';
import { slugify } from './slugify.ts';
import { makeWarning } from './warnings.ts';

/** One thing that needs a URL in a route family: its table and id (for warnings) and its English title. */
export interface SlugEntry {
  readonly table: TableName;
  readonly id: string | null;
  readonly title: string;
}

export interface AssignSlugsOptions {
  /** Path segments the family may not use (compared case-insensitively). */
  readonly reserved?: ReadonlySet<string>;
  /** Prefix of the fallback slug for a title with no usable characters: `{prefix}-{id}`. Default 'item'. */
  readonly fallbackPrefix?: string;
}

/**
 * Gives every entry of one route family (pages; news; events; the items cards link to) a distinct
 * slug, in the entries' order, so every URL names one page.
 *
 * - The slug is slugify(English title), which German pages reuse (switching language is a prefix
 *   swap); an empty one falls back to `item-{id}` (or `item-{n}` without an id).
 * - Of entries whose slugs collide (after NFC and case folding) the first keeps it; each later one
 *   gets `-2`, `-3` … and a 'duplicate-slug' warning, never a slug another entry has naturally
 *   (titles 'A', 'A', 'A 2' give 'a', 'a-3', 'a-2').
 * - A reserved segment (a fixed route such as 'contact') gets a suffix and a warning too.
 */
export function assignSlugs(
  entries: readonly SlugEntry[],
  options: AssignSlugsOptions = {},
): { slugs: string[]; warnings: ContentWarning[] } {
  const reserved = new Set([...(options.reserved ?? [])].map(foldSlug));
  const prefix = options.fallbackPrefix ?? 'item';
  const bases = entries.map((entry, i) => {
    const slug = slugify(entry.title);
    if (slug !== '') return slug;
    const idSlug = entry.id === null ? '' : slugify(entry.id);
    return `${prefix}-${idSlug === '' ? String(i + 1) : idSlug}`;
  });

  // First pass: the first entry with a given (non-reserved) slug owns it.
  const owner = new Map<string, number>();
  bases.forEach((base, i) => {
    const folded = foldSlug(base);
    if (!reserved.has(folded) && !owner.has(folded)) owner.set(folded, i);
  });

  // Second pass: everyone else gets the first free numbered variant.
  const taken = new Set(owner.keys());
  const warnings: ContentWarning[] = [];
  const slugs = bases.map((base, i) => {
    const folded = foldSlug(base);
    if (owner.get(folded) === i) return base;
    let n = 2;
    while (taken.has(foldSlug(`${base}-${n}`)) || reserved.has(foldSlug(`${base}-${n}`))) n += 1;
    const slug = `${base}-${n}`;
    taken.add(foldSlug(slug));
    const entry = entries[i];
    if (entry !== undefined) {
      const first = entries[owner.get(folded) ?? -1];
      const why =
        first === undefined
          ? `slug "${base}" is a reserved path segment`
          : `slug "${base}" is already used by ${first.table}#${first.id ?? '?'}`;
      warnings.push(
        makeWarning(
          'duplicate-slug',
          entry.table,
          entry.id,
          `${why}; published as "${slug}"`,
          'Title',
        ),
      );
    }
    return slug;
  });
  return { slugs, warnings };
}

/** How two slugs are compared: after NFC and lowercasing, as file systems and hosts may do. */
function foldSlug(slug: string): string {
  return slug.normalize('NFC').toLowerCase();
}
