import { describe, expect, it } from 'vitest';
import { indexTables } from '../../../src/content/indexById.ts';
import {
  referenceId,
  referenceTable,
  resolveReferences,
} from '../../../src/content/resolveReferences.ts';
import { tablesWith } from './fixtures.ts';

const index = indexTables(
  tablesWith({
    ContainerList: [
      { id: 1, Title: 'One' },
      { id: 2, Title: 'Two' },
      { id: 3, Title: 'Three' },
    ],
    ImageSlider: [{ id: 1, Title: 'Slide' }],
    Events: [{ Id: 5, Title: 'Event' }],
    TeamDetails: [{ id: 9, Title: 'Ada' }],
    SmartMetaData: [{ id: 4, Title: 'Page' }],
  }),
);

describe('references: each JSON list names rows of one table', () => {
  it('maps columns to tables; AdditionalContentSource follows the dataSource', () => {
    expect(referenceTable('PageContainers')).toBe('ContainerList');
    expect(referenceTable('AdditionalImageSource')).toBe('ImageSlider');
    expect(referenceTable('AdditionalContentSource', 'Event')).toBe('Events');
    expect(referenceTable('AdditionalContentSource', 'News')).toBe('Announcements');
    expect(referenceTable('AdditionalContentSource', undefined)).toBe('ContainerItems');
    expect(referenceTable('TeamInformation')).toBe('TeamDetails');
    expect(referenceTable('SmartPages')).toBe('SmartMetaData');
    expect(referenceTable('Documents')).toBe('Documents');
    expect(referenceTable('Announcements')).toBe('Announcements');
    expect(referenceTable('Events')).toBe('Events');
  });

  it('accepts {"Id": 3}, {"Id": "3", "Title": …}, {"id": 3} and bare ids', () => {
    expect(referenceId({ Id: 3 })).toBe('3');
    expect(referenceId({ Id: '3', Title: 'x' })).toBe('3');
    expect(referenceId({ id: 3 })).toBe('3');
    expect(referenceId(3)).toBe('3');
    expect(referenceId({ Title: 'no id' })).toBeNull();
    expect(referenceId(null)).toBeNull();
  });

  it('resolves in the listed order', () => {
    const row = { id: 10, PageContainers: '[{"Id": 3}, {"Id": "1", "Title": "One"}, {"id": 2}]' };
    const result = resolveReferences(row, 'PageContainers', index, { table: 'SmartMetaData' });
    expect(result.rows.map((r) => r['Title'])).toEqual(['Three', 'One', 'Two']);
    expect(result.warnings).toEqual([]);
  });

  it('a missing target is skipped with a missing-reference warning naming table, row, column and id', () => {
    const row = { id: 10, PageContainers: '[{"Id": 1}, {"Id": 99}]' };
    const result = resolveReferences(row, 'PageContainers', index, { table: 'SmartMetaData' });
    expect(result.rows).toHaveLength(1);
    expect(result.warnings).toEqual([
      expect.objectContaining({
        code: 'missing-reference',
        table: 'SmartMetaData',
        rowId: '10',
        column: 'PageContainers',
      }),
    ]);
    expect(result.warnings[0]?.message).toContain('99');
  });

  it('resolves through dataSource for AdditionalContentSource', () => {
    const row = { id: 1, AdditionalContentSource: '[{"Id": 5}]' };
    const result = resolveReferences(row, 'AdditionalContentSource', index, {
      table: 'ContainerList',
      dataSource: 'Event',
    });
    expect(result.table).toBe('Events');
    expect(result.rows.map((r) => r['Title'])).toEqual(['Event']);
  });

  it('never throws: invalid JSON, entries without id and repeated ids become warnings', () => {
    const broken = resolveReferences({ id: 1, TeamInformation: '[{' }, 'TeamInformation', index, {
      table: 'ContainerList',
    });
    expect(broken.rows).toEqual([]);
    expect(broken.warnings[0]?.code).toBe('invalid-json');

    const odd = resolveReferences(
      { id: 1, TeamInformation: '[{"Title":"x"}, {"Id": 9}, {"Id": "9"}, [1]]' },
      'TeamInformation',
      index,
      {
        table: 'ContainerList',
      },
    );
    expect(odd.rows.map((r) => r['Title'])).toEqual(['Ada']);
    expect(odd.warnings.map((w) => w.code)).toEqual([
      'missing-reference',
      'duplicate-id',
      'missing-reference',
    ]);
  });

  it('a missing column is an empty list', () => {
    expect(
      resolveReferences({ id: 1 }, 'SmartPages', index, { table: 'ContainerList' }),
    ).toMatchObject({ rows: [], warnings: [] });
  });
});
