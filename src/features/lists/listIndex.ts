/**
 * The news and events lists at scale (issue 4: "at 10,000 items the list page must stay light"):
 * each list page carries LIST_PAGE_SIZE server-rendered items, later items live on static pages
 * (/NewsHome/page/2 …) for visitors without JavaScript, and a compact JSON index per list and
 * locale lets the island search and filter every item without inlining them as props.
 */
import type { DatedItemModel } from '../../content/types.ts';
import { excerpt } from '../../content/excerpt.ts';
import { withoutSoftHyphens } from '../../content/softHyphen.ts';

/** Items per server-rendered list page (and per "Show more" step in the island). */
export const LIST_PAGE_SIZE = 50;

/** Characters of description text an index entry keeps: shown on cards built from the index, and searched. */
export const INDEX_EXCERPT_LENGTH = 240;

/**
 * One item of the index. Keys are one letter because the file holds every item of a list; the
 * description is a plain-text excerpt, never HTML (the full HTML is on the detail page).
 */
export interface IndexEntry {
  /** id */
  readonly i: string;
  /** title */
  readonly t: string;
  /** slug: the detail page is {list path}/{slug} */
  readonly s: string;
  /** formatted date, or 'Invalid Date' */
  readonly d: string;
  /** ISO date, or null when invalid */
  readonly o: string | null;
  /** year for the tabs, '' when the date is invalid (listed under All only) */
  readonly y: string;
  /** cover image as given, or null for the default */
  readonly m: string | null;
  /** plain-text excerpt of the description */
  readonly x: string;
  /** length of the whole description text (the expand checkbox shows above 200, SPEC §5) */
  readonly n: number;
}

export interface ListIndex {
  readonly kind: 'news' | 'event';
  readonly items: readonly IndexEntry[];
}

/** How many static pages a list of `total` items has (at least one, even when empty). */
export function listPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

/** The items shown on page `n` (1-based). */
export function listPageItems<T>(items: readonly T[], n: number): readonly T[] {
  return items.slice((n - 1) * LIST_PAGE_SIZE, n * LIST_PAGE_SIZE);
}

/** The index of a list, in the list's order (newest first). */
export function buildListIndex(
  kind: 'news' | 'event',
  items: readonly DatedItemModel[],
): ListIndex {
  return {
    kind,
    items: items.map((item) => ({
      i: item.id,
      // The index is searched: whole words, without German display text's soft hyphens.
      t: withoutSoftHyphens(item.title),
      s: item.slug,
      d: item.dateLabel,
      o: item.isoDate,
      y: item.year,
      m: item.image,
      x: excerpt(item.descriptionText, INDEX_EXCERPT_LENGTH),
      n: item.descriptionText.length,
    })),
  };
}

/**
 * The page links of the static pagination: the first and last page, the current one and two on
 * either side; null marks a gap ("…"). 200 pages give at most 9 entries, not 200 links.
 */
export function paginationWindow(page: number, pages: number): (number | null)[] {
  const near = (n: number) => n === 1 || n === pages || Math.abs(n - page) <= 2;
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n += 1) {
    // A gap of one page is shown as that page: "…" would take as much room.
    if (near(n) || (near(n - 1) && near(n + 1))) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/** getStaticPaths entries for a list's static pages 2 … n (page 1 is the list's own route). */
export function listPageParams(
  total: number,
): { params: { page: string }; props: { page: number } }[] {
  return Array.from({ length: listPageCount(total) - 1 }, (_, i) => ({
    params: { page: String(i + 2) },
    props: { page: i + 2 },
  }));
}
