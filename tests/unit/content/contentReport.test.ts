import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { contentReport } from '../../../src/content/contentReport.ts';
import { contentStats } from '../../../src/content/contentStats.ts';
import { siteTables, tablesWith } from './fixtures.ts';

describe('pull: print a content report (counts, warnings)', () => {
  const tables = siteTables();
  const model = buildSiteModel(tables);

  it('stats count rows as pulled and what is published', () => {
    const stats = contentStats(tables, model);
    expect(stats.rows.ContainerItems).toBe(4);
    expect(stats.rows.SmartMetaData).toBe(8);
    expect(stats).toMatchObject({
      pages: 8,
      news: 4,
      events: 2,
      items: 10,
      warnings: model.warnings.length,
    });
    expect(stats.warningsByCode['duplicate-slug']).toBe(2);
  });

  it('lists rows per table, what is published, and one line per warning', () => {
    const report = contentReport(tables, model);
    expect(report).toContain('Content report');
    expect(report).toMatch(/ContainerItems\s+4/);
    expect(report).toContain('8 pages, 4 news, 2 events, 10 items');
    expect(report).toContain('Home page: Home (/, /de/)');
    expect(report).toContain('  [invalid-json] SmartMetaData#8 PageContainers: ');
    expect(report).toContain(
      '  [invalid-date] Announcements#3 PublishingDate: "next week" is not a date',
    );
    const warningLines = report.split('\n').filter((line) => line.startsWith('  ['));
    expect(warningLines).toHaveLength(model.warnings.length);
  });

  it('says so when there are no warnings', () => {
    const clean = tablesWith({ SmartMetaData: [{ id: 1, Title: 'Home' }] });
    expect(contentReport(clean, buildSiteModel(clean))).toContain('Warnings: none');
  });
});
