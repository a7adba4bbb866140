import { decodeTitleSegment } from './decodeTitleSegment.ts';
import { titleKey } from './titleKey.ts';

/**
 * The page a path names: its title is matched against the stored page titles with the title-key
 * rule, which ignores punctuation, hyphens and case.
 *
 * `path` may be a whole path or one segment: the query and hash are ignored, a leading `/de` locale
 * prefix is skipped, and the last non-empty segment is decoded (decodeTitleSegment; an invalid
 * encoding is used as is) and compared by titleKey with each page's title. `/` (no segment) names
 * the page titled home. The first matching page wins; null when none matches.
 */
export function findPageByPath<T extends { readonly title: string }>(
  pages: readonly T[],
  path: string,
): T | null {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter((s) => s !== '');
  if (segments[0] === 'de') segments.shift();
  const last = segments.at(-1);
  const key = last === undefined ? 'home' : titleKey(decodeTitleSegment(last).title);
  if (key === '') return null;
  return pages.find((page) => titleKey(page.title) === key) ?? null;
}
