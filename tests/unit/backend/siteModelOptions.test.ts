import { describe, expect, it } from 'vitest';
import { siteModelOptions } from '../../../src/backend/loadSite.ts';
import { readConfig } from '../../../src/config/readConfig.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { tablesWith } from '../content/fixtures.ts';

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
