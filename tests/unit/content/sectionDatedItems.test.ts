import { describe, expect, it } from 'vitest';
import { sectionDatedItems } from '../../../src/content/sectionDatedItems.ts';
import type { DatedItemModel, SectionModel } from '../../../src/content/types.ts';

const item = (id: string, kind: 'news' | 'event') => ({ id, kind }) as unknown as DatedItemModel;
const section = (dataSource: SectionModel['dataSource']) =>
  ({
    dataSource,
    news: [item('n1', 'news')],
    events: [item('e1', 'event')],
  }) as unknown as SectionModel;

describe('a section’s dataSource picks its dated cards', () => {
  it('News → its news, Event → its events', () => {
    expect(sectionDatedItems(section('Announcements')).map((i) => i.id)).toEqual(['n1']);
    expect(sectionDatedItems(section('Events')).map((i) => i.id)).toEqual(['e1']);
  });

  it('other sources show no dated cards', () => {
    for (const source of ['ContainerItems', 'Documents', 'SmartMetaData'] as const) {
      expect(sectionDatedItems(section(source))).toEqual([]);
    }
  });
});
