import type { CardTable } from './types.ts';
import { cellText } from './cellText.ts';
import { titleKey } from './titleKey.ts';

const TABLE_BY_KEY: Readonly<Record<string, CardTable>> = {
  news: 'Announcements',
  announcements: 'Announcements',
  event: 'Events',
  events: 'Events',
  document: 'Documents',
  documents: 'Documents',
  smartpages: 'SmartMetaData',
  smartpage: 'SmartMetaData',
  smartmetadata: 'SmartMetaData',
};

/**
 * The table a section's cards come from: News gives Announcements, Event gives Events, Document
 * gives Documents, Smart Pages gives SmartMetaData, and the default is ContainerItems. Matched with
 * the title-key rule, so case, spaces and hyphens do not matter ('smart-pages'). Decision: the
 * plural forms and the table names themselves ('Events', 'Announcements') map to the same table; an
 * editor writing them cannot mean ContainerItems.
 */
export function dataSourceTable(dataSource: unknown): CardTable {
  return TABLE_BY_KEY[titleKey(cellText(dataSource))] ?? 'ContainerItems';
}
