/**
 * The news and events lists at scale (10,000 items): a list page carries LIST_PAGE_SIZE items,
 * later ones are on static pages (/NewsHome/page/2 …), and a compact JSON index per list and
 * locale lets the island search every item without inlining them as props.
 */
import type { DatedItemModel } from '../../content/types.ts';
import { excerpt } from '../../content/excerpt.ts';
import { withoutSoftHyphens } from '../../content/softHyphen.ts';
import { LIST_PAGE_SIZE } from '../../content/listPageSize.ts';
import type { DatedKind } from '../../content/datedKinds.ts';

export { LIST_PAGE_SIZE };

/** Characters of description a card built from the index shows. */
export const INDEX_EXCERPT_LENGTH = 240;

/** Small: a search's first LIST_PAGE_SIZE results may lie in as many chunks (10 ≈ 1–2 KB gzip). */
export const INDEX_CHUNK_SIZE = 10;

/**
 * One item's card, fetched in chunks (indexChunkUrl) only for results about to be shown. Keys are
 * one letter, as a chunk holds many; the description is a plain-text excerpt, never HTML.
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
  /** length of the whole description text */
  readonly n: number;
}

/**
 * The list's search index (`index.json`), fetched on a first search or year choice: only what
 * search and the year tabs need, for every item in list order (at most 300 KB gzip at 10,000).
 */
export interface ListIndex {
  readonly kind: DatedKind;
  readonly chunk: number;
  readonly titles: readonly string[];
  /** Every item's tab year in list order, run-length encoded: [year, items in a row]; '' = no date. */
  readonly years: readonly (readonly [string, number])[];
}

/** How many static pages a list of `total` items has (at least one, even when empty). */
export function listPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

/** The items of page `n` (1-based). */
export function listPageItems<T>(items: readonly T[], n: number): readonly T[] {
  return items.slice((n - 1) * LIST_PAGE_SIZE, n * LIST_PAGE_SIZE);
}

export function buildListIndex(kind: DatedKind, items: readonly DatedItemModel[]): ListIndex {
  const years: [string, number][] = [];
  for (const item of items) {
    const last = years.at(-1);
    if (last !== undefined && last[0] === item.year) last[1] += 1;
    else years.push([item.year, 1]);
  }
  // Titles are searched without the soft hyphens of German display text (the chunks keep them).
  return {
    kind,
    chunk: INDEX_CHUNK_SIZE,
    titles: items.map((item) => withoutSoftHyphens(item.title)),
    years,
  };
}

/** Every item's year in list order, from ListIndex.years. */
export function expandYears(runs: ListIndex['years']): string[] {
  return runs.flatMap(([year, count]) => Array.from({ length: count }, () => year));
}

/** The card chunks of a list: chunk n holds items n·INDEX_CHUNK_SIZE … */
export function buildIndexChunks(items: readonly DatedItemModel[]): IndexEntry[][] {
  return Array.from({ length: Math.ceil(items.length / INDEX_CHUNK_SIZE) }, (_, n) =>
    items.slice(n * INDEX_CHUNK_SIZE, (n + 1) * INDEX_CHUNK_SIZE).map(indexEntry),
  );
}

function indexEntry(item: DatedItemModel): IndexEntry {
  return {
    i: item.id,
    t: item.title,
    s: item.slug,
    d: item.dateLabel,
    o: item.isoDate,
    y: item.year,
    m: item.image,
    x: excerpt(item.descriptionText, INDEX_EXCERPT_LENGTH),
    n: item.descriptionText.length,
  };
}

/** /NewsHome/index.json → /NewsHome/index.3.json: a slug never holds a dot, so no page clashes. */
export function indexChunkUrl(indexUrl: string, n: number): string {
  return indexUrl.replace(/\.json$/, `.${n}.json`);
}

/** The static pagination: first, last, current and two either side; null marks a gap ("…"). */
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
