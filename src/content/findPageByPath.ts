import { decodeTitleSegment } from './decodeTitleSegment.ts';
import { titleKey } from './titleKey.ts';

/**
 * The page a path names (SPEC §2 "A page's title is matched to the path … A page's blocks are
 * chosen by matching the page title against stored page titles, ignoring punctuation, hyphens and
 * case"; SPEC §5 title-key rule).
 *
 * `path` may be a whole path or one segment: the query and hash are ignored, a leading `/de`
 * locale prefix is skipped, and the last non-empty segment is decoded (decodeTitleSegment; an
 * invalid encoding is used as is) and compared by titleKey with each page's title. `/` (no
 * segment) names the page titled home (SPEC §2 route table). The first matching page wins; null
 * when none matches.
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
