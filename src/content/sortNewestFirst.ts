import { parseDate } from './parseDate.ts';

/**
 * Sorts newest first (announcements by PublishingDate, events by EventDate). Items whose date is
 * missing or invalid go last (they show 'Invalid Date'); ties, and the undated items among
 * themselves, keep their order (stable). Returns a new array.
 */
export function sortNewestFirst<T>(items: readonly T[], getDate: (item: T) => unknown): T[] {
  return items
    .map((item, index) => ({ item, index, time: parseDate(getDate(item))?.getTime() ?? null }))
    .sort((a, b) => {
      if (a.time !== null && b.time !== null && a.time !== b.time) return b.time - a.time;
      if (a.time === null && b.time !== null) return 1;
      if (a.time !== null && b.time === null) return -1;
      return a.index - b.index;
    })
    .map((entry) => entry.item);
}
