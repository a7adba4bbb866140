/** The demo back end's seed: a fictional firm, Lindenfeld Consulting, in English and German. */
import type { Row, TableName } from '../../src/content/types.ts';
import { documents, containerItems, imageSlider, teamDetails } from './items.ts';
import { footer, topNavigation } from './navigation.ts';
import { announcements, events } from './news.ts';
import { containerList, smartMetaData } from './pages.ts';

/** Every table of the demo content (fresh copies, safe to mutate). */
export function seedTables(): Record<TableName, Row[]> {
  return structuredClone({
    TopNavigation: topNavigation,
    Footer: footer,
    SmartMetaData: smartMetaData,
    ContainerList: containerList,
    ContainerItems: containerItems,
    ImageSlider: imageSlider,
    Announcements: announcements,
    Events: events,
    Documents: documents,
    TeamDetails: teamDetails,
  });
}
