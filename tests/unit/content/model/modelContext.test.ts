import { describe, expect, it } from 'vitest';
import type { ContentWarning } from '../../../../src/content/types.ts';
import { modelContext, prepareTables } from '../../../../src/content/model/modelContext.ts';

const prepare = (tables: Parameters<typeof prepareTables>[0]) => {
  const warnings: ContentWarning[] = [];
  const shared = prepareTables(tables, {}, (ws) => warnings.push(...ws));
  return { shared, warnings };
};

describe('prepareTables', () => {
  it('keeps the first of two rows with one id and says so', () => {
    const { shared, warnings } = prepare({
      Announcements: [
        { id: 1, Title: 'First' },
        { id: 1, Title: 'Second' },
      ],
    });
    expect(shared.tables.Announcements.map((r) => r['Title'])).toEqual(['First']);
    expect(warnings.map((w) => [w.code, w.table, w.rowId])).toContainEqual([
      'duplicate-id',
      'Announcements',
      '1',
    ]);
  });

  it('gives the page titled home the slug home, and the privacy page its route, whatever comes first', () => {
    const about = { id: 3, Title: 'Home page?' };
    const privacy = { id: 2, Title: 'Privacy Policy!' };
    const home = { id: 1, Title: 'HOME' };
    const { shared, warnings } = prepare({ SmartMetaData: [about, privacy, home] });
    expect(shared.homeRow).toBe(home);
    expect(shared.slugs.page.get(home)).toBe('home');
    expect(shared.slugs.page.get(privacy)).toBe('privacy-policy');
    expect(shared.slugs.page.get(about)).toBe('home-page');
    expect(warnings.filter((w) => w.code === 'missing-home')).toEqual([]);
  });

  it('warns when no page is titled home', () => {
    const { shared, warnings } = prepare({ SmartMetaData: [{ id: 1, Title: 'About' }] });
    expect(shared.homeRow).toBeNull();
    expect(warnings.map((w) => w.code)).toContain('missing-home');
  });

  it('keeps slug families apart: a news item and a page of one title both keep the plain slug', () => {
    const news = { id: 1, Title: 'Annual Report' };
    const page = { id: 2, Title: 'Annual Report' };
    const { shared } = prepare({ Announcements: [news], SmartMetaData: [page] });
    expect(shared.slugs.news.get(news)).toBe('annual-report');
    expect(shared.slugs.page.get(page)).toBe('annual-report');
    // Cards link to items of four tables through one family: the news item claims it there too.
    expect(shared.slugs.item.get(news)).toBe('annual-report');
  });

  it('allows images from IMAGE_ORIGINS and the https origins of the site, each once', () => {
    const shared = prepareTables(
      {},
      {
        imageOrigins: ['https://cdn.example.org', 'https://www.example.org'],
        siteOrigins: ['https://www.example.org', 'http://old.example.org'],
      },
      () => undefined,
    );
    expect(shared.imageOrigins).toEqual(['https://cdn.example.org', 'https://www.example.org']);
  });
});

describe('modelContext', () => {
  it('gives each locale its own dated-item cache over one shared state', () => {
    const { shared } = prepare({});
    const en = modelContext(shared, 'en');
    const de = modelContext(shared, 'de');
    expect(en.locale).toBe('en');
    expect(de.locale).toBe('de');
    expect(en.dated).not.toBe(de.dated);
    expect(en.html).toBe(de.html);
  });
});
