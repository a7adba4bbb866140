import { describe, expect, it } from 'vitest';
import { dataSourceTable } from '../../../src/content/dataSourceTable.ts';

describe('dataSource picks the table: News → Announcements, Event → Events, Document → Documents, Smart Pages → SmartMetaData, default ContainerItems', () => {
  it.each([
    ['News', 'Announcements'],
    [' news ', 'Announcements'],
    ['Event', 'Events'],
    ['EVENT', 'Events'],
    ['Document', 'Documents'],
    ['Smart Pages', 'SmartMetaData'],
    ['smart-pages', 'SmartMetaData'],
    ['SmartPages', 'SmartMetaData'],
    ['Events', 'Events'],
    ['ContainerItems', 'ContainerItems'],
    ['', 'ContainerItems'],
    [null, 'ContainerItems'],
    ['Blog', 'ContainerItems'],
  ])('%j → %s', (value, table) => {
    expect(dataSourceTable(value)).toBe(table);
  });
});
