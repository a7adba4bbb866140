import { parseDate } from './parseDate.ts';

/**
 * Sorts newest first (announcements by PublishingDate, events by EventDate). Items whose date is
 * missing or invalid go last (they show 'Invalid Date'); ties, and the undated items among
 * themselves, keep their order (stable). Returns a new array.
 */
export function sortNewestFirst<T>(items: readonly T[], getDate: (item: T) => unknown): T[] {
  // An undated item counts as -Infinity; two of them give NaN, so their index decides.
  return items
    .map((item, index) => ({ item, index, time: parseDate(getDate(item))?.getTime() ?? null }))
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity) || a.index - b.index)
    .map((entry) => entry.item);
}
