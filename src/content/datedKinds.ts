/**
 * News and events, described once: everything that differs between the two dated kinds (table, date
 * column, route family, UI strings) is a field here, so the model, the routes, the views and the
 * islands branch on a descriptor instead of on `kind === 'news'`.
 */
import type { UiKey } from '../i18n/ui/en.ts';

/** What differs between news and events. */
export interface DatedKindDescriptor {
  readonly table: 'Announcements' | 'Events';
  /** The column that dates an item, newest first. */
  readonly dateColumn: 'PublishingDate' | 'EventDate';
  /** Description columns, first non-blank wins (docs/content.md). */
  readonly descriptionColumns: readonly string[];
  /** The route family of the list and the detail pages (ROUTE_BASES). */
  readonly family: 'news' | 'events';
  /** The list page's heading. */
  readonly headingKey: UiKey;
  /** The list island's "n of m" counter. */
  readonly counterKey: UiKey;
  /** The detail page's link back to the list. */
  readonly backKey: UiKey;
}

/** The two dated kinds. */
export const DATED_KINDS = {
  news: {
    table: 'Announcements',
    dateColumn: 'PublishingDate',
    descriptionColumns: ['Body', 'Description'],
    family: 'news',
    headingKey: 'list.newsHeading',
    counterKey: 'list.counterNews',
    backKey: 'item.backToNews',
  },
  event: {
    table: 'Events',
    dateColumn: 'EventDate',
    descriptionColumns: ['EventDescription', 'Description'],
    family: 'events',
    headingKey: 'list.eventsHeading',
    counterKey: 'list.counterEvents',
    backKey: 'item.backToEvents',
  },
} as const satisfies Record<string, DatedKindDescriptor>;

/** A dated kind: 'news' (Announcements) or 'event' (Events). */
export type DatedKind = keyof typeof DATED_KINDS;

/** Both dated kinds, news first. */
export const DATED_KIND_NAMES: readonly DatedKind[] = ['news', 'event'];

/** The dated kind of a table, or null for a table that holds no dated items. */
export function datedKindOf(table: string): DatedKind | null {
  return DATED_KIND_NAMES.find((kind) => DATED_KINDS[kind].table === table) ?? null;
}
