import { describe, expect, it } from 'vitest';
import type { ContentWarning, Tables } from '../../../../src/content/types.ts';
import { modelContext, prepareTables } from '../../../../src/content/model/modelContext.ts';
import { page } from '../../../../src/content/model/page.ts';

describe('page', () => {
  it('builds its sections in PageContainers order and takes its meta description from the first text', () => {
    const row = {
      id: 1,
      Title: 'About Us',
      Title_DE: 'Über uns',
      PageContainers: JSON.stringify([{ Id: 21 }, { Id: 20 }]),
    };
    const tables: Partial<Tables> = {
      SmartMetaData: [row],
      ContainerList: [
        { id: 20, Title: 'Second', Description: '<p>Later text</p>' },
        { id: 21, Title: 'First', Description: '' },
      ],
    };
    const warnings: ContentWarning[] = [];
    const shared = prepareTables(tables, {}, (ws) => warnings.push(...ws));
    const en = page(row, modelContext(shared, 'en'));
    expect(en.sections.map((s) => s.anchor)).toEqual(['first', 'second']);
    expect(en.metaDescription).toBe('Later text');
    expect(en.path).toBe('/about-us');
    expect(en.key).toBe('aboutus');
    const de = page(row, modelContext(shared, 'de'));
    expect(de.path).toBe('/de/about-us');
    expect(de.title).toBe('Über uns');
  });

  it('warns about a container it cannot find and builds the rest', () => {
    const row = { id: 1, Title: 'Lonely', PageContainers: JSON.stringify([{ Id: 99 }]) };
    const warnings: ContentWarning[] = [];
    const shared = prepareTables({ SmartMetaData: [row] }, {}, (ws) => warnings.push(...ws));
    expect(page(row, modelContext(shared, 'en')).sections).toEqual([]);
    expect(warnings.some((w) => w.table === 'SmartMetaData')).toBe(true);
  });
});
