import { describe, expect, it } from 'vitest';
import type { Row, Tables } from '../../../../src/content/types.ts';
import { LIST_PAGE_SIZE } from '../../../../src/content/listPageSize.ts';
import { section } from '../../../../src/content/model/section.ts';
import { contextOf } from './contextOf.ts';

const build = (row: Row, tables: Partial<Tables>, anchors = new Set<string>()) => {
  const { ctx, warnings } = contextOf({ ...tables, ContainerList: [row] });
  return { model: section(row, ctx, anchors), warnings };
};
const config = (value: unknown) => JSON.stringify(value);

describe('section', () => {
  it('lists its cards through dataSource, ordered like their table', () => {
    const row = {
      id: 1,
      Title: 'Services',
      TemplateConfiguration: config([
        { Title: 'DataGrid', selectedType: 'CardGrid-3', dataSource: 'ContainerItems' },
      ]),
      AdditionalContentSource: config([{ Id: 11 }, { Id: 12 }]),
    };
    const { model } = build(row, {
      ContainerItems: [
        { id: 11, Title: 'B', SortOrder: 2 },
        { id: 12, Title: 'A', SortOrder: 1 },
      ],
    });
    expect(model.cards.map((c) => c.title)).toEqual(['A', 'B']);
    expect(model.anchor).toBe('services');
  });

  it('makes a news carousel with nothing listed show the newest page of news, without bodies', () => {
    const news = Array.from({ length: LIST_PAGE_SIZE + 3 }, (_, i) => ({
      id: i + 1,
      Title: `News ${i + 1}`,
      PublishingDate: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
      Body: '<p>long body</p>',
    }));
    const row = {
      id: 1,
      Title: 'Latest',
      TemplateConfiguration: config({
        Title: 'Slider',
        selectedType: 'Slider-3',
        dataSource: 'News',
      }),
    };
    const { model } = build(row, { Announcements: news });
    expect(model.news).toHaveLength(LIST_PAGE_SIZE);
    expect(model.news[0]?.title).toBe(`News ${LIST_PAGE_SIZE + 3}`);
    expect(model.news.every((n) => n.descriptionText === '')).toBe(true);
    expect(model.cards).toEqual([]);
  });

  it('gives two sections of one title distinct anchors', () => {
    const anchors = new Set<string>(['team']);
    const { model } = build({ id: 2, Title: 'Team' }, {}, anchors);
    expect(model.anchor).toBe('team-2');
  });

  it('warns about a TemplateConfiguration that is not JSON and falls back to the defaults', () => {
    const { model, warnings } = build({ id: 3, Title: 'x', TemplateConfiguration: '{' }, {});
    expect(warnings.map((w) => w.column)).toContain('TemplateConfiguration');
    expect(model.cards).toEqual([]);
  });
});
