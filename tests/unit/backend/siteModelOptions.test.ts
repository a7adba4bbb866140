import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicFileExists, siteModelOptions } from '../../../src/backend/loadSite.ts';
import { readConfig } from '../../../src/config/readConfig.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { seedTables } from '../../../demo/seed/seedTables.ts';
import { tablesWith } from '../content/fixtures.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const SITE = 'https://www.site.example';
const tables = tablesWith({
  SmartMetaData: [
    { id: 1, Title: 'home' },
    {
      id: 2,
      Title: 'About Us',
      PageContent: `<p><img src="${SITE}/logo.png" alt="L"><img src="https://img.example.org/a.png" alt="A"><img src="https://other.example/b.png" alt="B"></p>`,
    },
  ],
  TopNavigation: [{ id: 1, Title: 'About', href: `${SITE}/About%20Us`, SortOrder: 1 }],
});

describe('siteModelOptions: what the model takes from the configuration', () => {
  it('makes absolute links to SITE_URL internal and allows its images beside IMAGE_ORIGINS', () => {
    const config = readConfig({ SITE_URL: SITE, IMAGE_ORIGINS: 'https://img.example.org' });
    const model = buildSiteModel(tables, siteModelOptions(config));
    const html = model.en.pages.find((p) => p.key === 'aboutus')?.contentHtml ?? '';
    expect(model.en.nav[0]?.href).toBe('/about-us');
    expect(html).toContain(`src="${SITE}/logo.png"`);
    expect(html).toContain('src="https://img.example.org/a.png"');
    expect(html).not.toContain('other.example');
  });

  it('an http site (the demo) allows no absolute images of its own: the policy would block them', () => {
    const config = readConfig({ SITE_URL: 'http://localhost:4321' });
    const model = buildSiteModel(
      tablesWith({
        SmartMetaData: [
          { id: 1, Title: 'home', PageContent: '<img src="http://localhost:4321/x.png" alt="x">' },
        ],
      }),
      siteModelOptions(config),
    );
    expect(model.en.home?.contentHtml ?? '').not.toContain('localhost');
  });
});

describe('publicFileExists: the build-time check of site-relative images', () => {
  // The site's files, and beside them a file a path may climb out to.
  const root = tempFolder('public-');
  const dir = join(root, 'public');
  mkdirSync(join(dir, 'PublishingImages', 'Covers'), { recursive: true });
  writeFileSync(join(dir, 'PublishingImages', 'Covers', 'a cover.png'), 'png');
  writeFileSync(join(root, 'outside-public.png'), 'png');
  const exists = publicFileExists(dir);

  it('finds files under the folder, not folders or missing files, never outside it', () => {
    expect(exists('/PublishingImages/Covers/a cover.png')).toBe(true);
    expect(exists('/PublishingImages/Covers')).toBe(false);
    expect(exists('/PublishingImages/Covers/missing.png')).toBe(false);
    expect(exists(`/../${'outside-public.png'}`)).toBe(false);
  });

  it('a cover whose file is missing gets the default image and a missing-image warning', () => {
    const model = buildSiteModel(
      tablesWith({
        Announcements: [
          { Id: 1, Title: 'Kept', ItemCover: '/PublishingImages/Covers/a%20cover.png' },
          { Id: 2, Title: 'Gone', ItemCover: 'PublishingImages/Covers/missing.png' },
        ],
      }),
      { siteFileExists: exists },
    );
    expect(model.en.news.map((n) => n.image)).toEqual([
      '/PublishingImages/Covers/a%20cover.png',
      null,
    ]);
    expect(model.warnings.filter((w) => w.code === 'missing-image')).toEqual([
      {
        code: 'missing-image',
        table: 'Announcements',
        rowId: '2',
        column: 'ItemCover',
        message: `image file "/PublishingImages/Covers/missing.png" is not among the site's files (public/); the default image is shown`,
        title: 'Gone',
        path: '/NewsHome/gone',
      },
    ]);
  });

  it('in the demo content it catches exactly the images missing on purpose', () => {
    const model = buildSiteModel(seedTables(), { siteFileExists: publicFileExists() });
    const missing = model.warnings.filter((w) => w.code === 'missing-image');
    expect(missing.map((w) => `${w.table}#${w.rowId ?? ''} ${w.column ?? ''}`).sort()).toEqual([
      'Announcements#610 ItemCover',
      'SmartMetaData#7 PageContent',
      'SmartMetaData#7 PageContent_DE',
    ]);
    const news = model.en.news.find((n) => n.id === '610');
    expect(news?.image).toBeNull();
  });
});
