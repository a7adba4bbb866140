import type { DatedItemModel, SectionModel } from './types.ts';

/**
 * The news or events a section shows as dated cards: its dataSource decides (News → Announcements,
 * Event → Events); other sources show none.
 */
export function sectionDatedItems(
  section: Pick<SectionModel, 'dataSource' | 'news' | 'events'>,
): readonly DatedItemModel[] {
  if (section.dataSource === 'Events') return section.events;
  if (section.dataSource === 'Announcements') return section.news;
  return [];
}
