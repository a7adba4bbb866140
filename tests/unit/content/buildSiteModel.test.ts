import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import {
  TABLE_NAMES,
  type Row,
  type SiteModel,
  type TableName,
} from '../../../src/content/types.ts';
import { hyphenateGerman } from '../../../src/content/hyphenateGerman.ts';
import { SOFT_HYPHEN, withoutSoftHyphens } from '../../../src/content/softHyphen.ts';
import { hostileTables, siteTables, tablesWith } from './fixtures.ts';

/** The fixture's https covers come from cdn.example.com, configured as an image origin. */
const model = buildSiteModel(siteTables(), { imageOrigins: ['https://cdn.example.com'] });
const page = (m: SiteModel, locale: 'en' | 'de', title: string) => {
  const found = m[locale].pages.find((p) => p.key === title);
  if (found === undefined) throw new Error(`no page ${title}`);
  return found;
};
const warningKeys = (m: SiteModel): string[] =>
  m.warnings.map(
    (w) => `${w.code} ${w.table}#${w.rowId ?? ''}${w.column === undefined ? '' : ` ${w.column}`}`,
  );

describe('pages: one per SmartMetaData row, home is the page titled home', () => {
  it('gives every page a distinct slug from its English title and a canonical path per locale', () => {
    expect(model.en.pages.map((p) => `${p.slug} ${p.path}`)).toEqual([
      'home /',
      'about-us /about-us',
      'careers /careers',
      'contact-2 /contact-2',
      'about-us-2 /about-us-2',
      'digital-strategy /digital-strategy',
      'privacy-policy /privacy-policy',
      'broken /broken',
    ]);
    expect(model.de.pages.map((p) => p.path)).toEqual([
      '/de/',
      '/de/about-us',
      '/de/careers',
      '/de/contact-2',
      '/de/about-us-2',
      '/de/digital-strategy',
      '/datenschutz',
      '/de/broken',
    ]);
  });

  it('home is the page whose title key is home, in both locales', () => {
    expect(model.en.home?.title).toBe('Home');
    expect(model.de.home?.title).toBe('Startseite');
    expect(model.de.home?.key).toBe('home');
    expect(model.de.home?.path).toBe('/de/');
  });

  it('a page titled like a host file (_headers, _redirects) gets another slug and a warning', () => {
    const m = buildSiteModel(
      tablesWith({
        SmartMetaData: [
          { id: 1, Title: 'home' },
          { id: 2, Title: '_headers' },
          { id: 3, Title: '_Redirects' },
        ],
      }),
    );
    const paths = m.en.pages.map((p) => p.path);
    expect(paths).not.toContain('/_headers');
    expect(paths).not.toContain('/_redirects');
    expect(paths).toEqual(expect.arrayContaining(['/_headers-2', '/_redirects-2']));
    expect(warningKeys(m)).toEqual(
      expect.arrayContaining([
        'duplicate-slug SmartMetaData#2 Title',
        'duplicate-slug SmartMetaData#3 Title',
      ]),
    );
  });

  it('warns missing-home when no page is titled home', () => {
    const m = buildSiteModel(tablesWith({ SmartMetaData: [{ id: 1, Title: 'About' }] }));
    expect(m.en.home).toBeNull();
    expect(warningKeys(m)).toContain('missing-home SmartMetaData#');
  });

  it('rich-text images: alt kept; none → alt="" and a missing-alt warning; foreign hosts dropped with a warning', () => {
    const m = buildSiteModel(
      tablesWith({
        SmartMetaData: [
          { id: 1, Title: 'home', PageContent: '<p><img src="/team.png" alt="Our team"></p>' },
          {
            id: 2,
            Title: 'About',
            PageContent:
              '<p><img src="PublishingImages/a.png"><img src="https://img.example.org/b.png" alt="B"><img src="https://elsewhere.example/c.png" alt="C"></p>',
          },
        ],
        Announcements: [{ Id: 5, Title: 'N', Body: '<img src="/n.png">' }],
      }),
      { imageOrigins: ['https://img.example.org'] },
    );
    expect(page(m, 'en', 'home').contentHtml).toBe(
      '<p><img src="/team.png" alt="Our team" width="640" height="400" /></p>',
    );
    expect(page(m, 'en', 'about').contentHtml).toBe(
      '<p><img src="/PublishingImages/a.png" alt="" width="640" height="400" /><img src="https://img.example.org/b.png" alt="B" width="640" height="400" /></p>',
    );
    const images = m.warnings.filter(
      (w) => w.message.includes('image') && w.code !== 'missing-size',
    );
    expect(images).toHaveLength(3);
    expect(images).toEqual(
      expect.arrayContaining([
        {
          code: 'missing-alt',
          table: 'SmartMetaData',
          rowId: '2',
          column: 'PageContent',
          message: 'image without alternative text',
          // The page the row makes, so the status page names it and links to it.
          title: 'About',
          path: '/about',
        },
        {
          code: 'unsafe-html',
          table: 'SmartMetaData',
          rowId: '2',
          column: 'PageContent',
          message:
            'image address "https://elsewhere.example/c.png" is neither site-relative nor https from an allowed image origin (IMAGE_ORIGINS); not shown',
          title: 'About',
          path: '/about',
        },
        {
          code: 'missing-alt',
          table: 'Announcements',
          rowId: '5',
          column: 'Body',
          message: 'image without alternative text',
          title: 'N',
          path: '/NewsHome/n',
        },
      ]),
    );
  });

  it('a page without sections shows its sanitised PageContent, German twin when given', () => {
    const careers = page(model, 'en', 'careers');
    expect(careers.sections).toEqual([]);
    expect(careers.contentHtml).toBe('<h2>Join us</h2><p>We are hiring.</p>');
    expect(careers.metaDescription).toBe('Join us We are hiring.');
    expect(page(model, 'de', 'careers').contentHtml).toBe('<p>Wir stellen ein.</p>');
    expect(page(model, 'de', 'careers').title).toBe('Karriere');
  });

  it('sections come from PageContainers in the listed order', () => {
    expect(page(model, 'en', 'home').sections.map((s) => s.anchor)).toEqual([
      'welcome',
      'our-services',
      'latest-news',
    ]);
    expect(page(model, 'en', 'aboutus').sections.map((s) => s.anchor)).toEqual([
      'digital-strategy',
      'meet-our-team',
    ]);
  });

  it('page image and meta description come from the first BackgroundImage section and first description', () => {
    const home = page(model, 'en', 'home');
    expect(home.image).toBe('/PublishingImages/two.jpg');
    expect(home.metaDescription).toBe('Hero text for the home page.');
  });
});

describe('sections: templates, cards, buttons, team, news and events', () => {
  const [hero, services, latest] = page(model, 'en', 'home').sections;
  const [theme, team] = page(model, 'en', 'aboutus').sections;
  const [events] = page(model, 'en', 'digitalstrategy').sections;

  it('hero: BackgroundImage with slider images sorted by SortOrder and a localized, resolved button', () => {
    expect(hero?.type).toBe('BackgroundImage');
    expect(hero?.template).toBe('FullContainer');
    expect(hero?.images.map((i) => i.title)).toEqual(['Slide Two', 'Slide One']);
    expect(hero?.images[0]?.href).toBeNull();
    expect(hero?.button).toEqual({ label: 'Contact us', href: '/contact', external: false });
    const deHero = page(model, 'de', 'home').sections[0];
    expect(deHero?.button).toEqual({ label: 'Kontakt', href: '/de/contact', external: false });
    expect(withoutSoftHyphens(deHero?.heading ?? '')).toBe(
      'Wir helfen gemeinnützigen Organisationen',
    );
    expect(deHero?.anchor).toBe('welcome');
  });

  it('data grid: cards through dataSource (by SortOrder, de-duplicated), then Documents and SmartPages', () => {
    expect(
      services?.cards.map(
        (c) => `${c.marker} ${c.table} ${c.title} ${c.href ?? ''} ${String(c.newTab)}`,
      ),
    ).toEqual([
      '01 ContainerItems Change /ContentPage/change true',
      '02 ContainerItems Strategy /ContentPage/strategy true',
      '03 ContainerItems SharePoint /ContentPage/sharepoint true',
      '04 Documents Annual Report /ContentPage/annual-report true',
      '05 SmartMetaData Digital Strategy /digital-strategy false',
    ]);
    expect(services?.imagePosition).toBe('left');
    expect(services?.cardType).toBe('Feature Card');
  });

  it('cards: description fallbacks, safe images, item buttons, German links', () => {
    const byTitle = new Map(services?.cards.map((c) => [c.title, c]));
    expect(byTitle.get('Strategy')?.descriptionHtml).toBe('<p>Plans.</p>');
    expect(byTitle.get('Strategy')?.image).toBe('https://cdn.example.com/s.png');
    expect(byTitle.get('Change')?.image).toBeNull();
    expect(byTitle.get('SharePoint')?.button).toEqual({
      label: 'More',
      href: '/digital-strategy',
      external: false,
    });
    expect(byTitle.get('Annual Report')?.descriptionHtml).toBe('<p>Report.</p>');
    expect(byTitle.get('Digital Strategy')?.descriptionHtml).toBe('<p>Strategy</p>');
    expect(byTitle.get('SharePoint')?.descriptionLength).toBe('Intranets.'.length);
    const deCards = page(model, 'de', 'home').sections[1]?.cards.map((c) => c.href);
    expect(deCards).toEqual([
      '/de/ContentPage/change',
      '/de/ContentPage/strategy',
      '/de/ContentPage/sharepoint',
      '/de/ContentPage/annual-report',
      '/de/digital-strategy',
    ]);
  });

  it('Slider-3 with a news dataSource and no list shows all news, newest first', () => {
    expect(latest?.type).toBe('Slider-3');
    expect(latest?.news.map((n) => n.title)).toEqual([
      'Fresh news',
      'Middle news',
      'Old news',
      'Undated news',
    ]);
  });

  it('SiteTheme: button link is the slug of the title when HrefLink is blank; unknown ordering is none', () => {
    expect(theme?.button).toEqual({
      label: 'Read more',
      href: '/digital-strategy',
      external: false,
    });
    expect(theme?.orderingType).toBe('none');
  });

  it('team: blank titles dropped, sorted by SortOrder, unsafe profile links removed', () => {
    expect(team?.team.map((m) => `${m.name} ${m.designation}`)).toEqual([
      'Grace Hopper Partner',
      'Ada Lovelace Founder',
    ]);
    expect(team?.team[0]?.profileUrl).toBeNull();
    expect(team?.team[1]).toMatchObject({
      profileUrl: 'https://www.linkedin.com/in/ada',
      email: 'ada@example.org',
      image: '/images/ada.jpg',
    });
  });

  it('events grid: dataSource Event falls back to the Events list; events newest first', () => {
    expect(events?.dataSource).toBe('Events');
    expect(events?.cards.map((c) => `${c.title} ${c.dateLabel}`)).toEqual([
      'Workshop 01 Oct 2024',
      'Summit 05 Sept 2024',
    ]);
    expect(events?.events.map((e) => e.title)).toEqual(['Workshop', 'Summit']);
  });
});

describe('German display text carries soft hyphens, machine text none', () => {
  const long = 'Veränderungsmanagement';
  const tables = tablesWith({
    SmartMetaData: [
      { id: 1, Title: 'home', PageContainers: '[{"Id": 1}]' },
      {
        id: 2,
        Title: 'Change',
        Title_DE: `${long} im Überblick`,
        PageContent: `<p>Text</p>`,
        PageContent_DE: `<p>${long} und <code>${long}</code>: https://example.org/${long}</p>`,
      },
    ],
    ContainerList: [
      {
        id: 1,
        Title: 'Welcome',
        Heading: 'Change management',
        Heading_DE: long,
        SubHeading_DE: `Digitale ${long}`,
        Description: '<p>Change management</p>',
        Description_DE: `<p>${long} für Vereine</p>`,
        TemplateConfiguration: '{"Title": "DataGrid", "selectedType": "CardGrid-1"}',
        AdditionalContentSource: '[{"Id": 1}]',
      },
    ],
    ContainerItems: [{ id: 1, Title: 'Card', Title_DE: long, Description_DE: `<p>${long}</p>` }],
    Announcements: [
      {
        Id: 1,
        Title: 'News',
        Title_DE: long,
        Body_DE: `<p>${long}</p>`,
        PublishingDate: '2024-01-01',
      },
    ],
  });
  const m = buildSiteModel(tables);
  const de = m.de;
  const home = de.pages.find((p) => p.key === 'home');
  const change = de.pages.find((p) => p.key === 'change');
  const section = home?.sections[0];
  const news = de.news[0];

  it('hyphenates German titles, headings, sub-headings, card titles and rich text', () => {
    expect(change?.title).toBe(`${hyphenateGerman(long)} im Überblick`);
    expect(section?.heading).toBe(hyphenateGerman(long));
    expect(section?.subHeading).toContain(SOFT_HYPHEN);
    expect(section?.descriptionHtml).toBe(`<p>${hyphenateGerman(long)} für Vereine</p>`);
    expect(section?.cards[0]?.title).toBe(hyphenateGerman(long));
    expect(section?.cards[0]?.descriptionHtml).toContain(hyphenateGerman(long));
    expect(news?.title).toBe(hyphenateGerman(long));
    expect(news?.descriptionHtml).toContain(hyphenateGerman(long));
  });

  it('never inside code or URLs, and never in English', () => {
    expect(change?.contentHtml).toContain(`<code>${long}</code>`);
    expect(change?.contentHtml).toContain(`https://example.org/${long}`);
    expect(JSON.stringify(m.en)).not.toContain(SOFT_HYPHEN);
  });

  it('keeps search and meta text whole: descriptionText, metaDescription, slugs, keys', () => {
    expect(news?.descriptionText).toBe(long);
    expect(home?.metaDescription).toBe(`${long} für Vereine`);
    for (const p of de.pages) {
      expect(p.metaDescription).not.toContain(SOFT_HYPHEN);
      expect(p.slug + p.key + p.path).not.toContain(SOFT_HYPHEN);
    }
  });
});

describe('section reference lists combine without repeating a card', () => {
  it('dataSource Document: AdditionalContentSource, then the Documents list, de-duplicated', () => {
    const m = buildSiteModel(
      tablesWith({
        SmartMetaData: [{ id: 1, Title: 'Home', PageContainers: '[{"Id":1}]' }],
        ContainerList: [
          {
            id: 1,
            Title: 'Docs',
            TemplateConfiguration:
              '{"Title":"DataGrid","selectedType":"CardGrid-2","dataSource":"Document","orderingType":"alphabet"}',
            AdditionalContentSource: '[{"Id":2}]',
            Documents: '[{"Id":1},{"Id":2}]',
          },
        ],
        Documents: [
          { id: 1, Title: 'One' },
          { id: 2, Title: 'Two' },
        ],
      }),
    );
    expect(m.en.home?.sections[0]?.cards.map((c) => `${c.marker} ${c.title}`)).toEqual([
      'A Two',
      'B One',
    ]);
  });
});

describe('news and events newest first, with detail paths per locale', () => {
  it('news', () => {
    expect(
      model.en.news.map((n) => `${n.title}|${n.dateLabel}|${n.isoDate ?? ''}|${n.year}|${n.path}`),
    ).toEqual([
      'Fresh news|05 Mar 2024|2024-03-05|2024|/NewsHome/fresh-news',
      'Middle news|01 Jun 2023|2023-06-01|2023|/NewsHome/middle-news',
      'Old news|10 Jan 2023|2023-01-10|2023|/NewsHome/old-news',
      'Undated news|Invalid Date|||/NewsHome/undated-news',
    ]);
    expect(model.de.news.map((n) => `${n.title}|${n.dateLabel}|${n.path}`)).toEqual([
      'Neue Nachricht|05. März 2024|/neuigkeiten/fresh-news',
      'Middle news|01. Juni 2023|/neuigkeiten/middle-news',
      'Old news|10. Jan. 2023|/neuigkeiten/old-news',
      'Undated news|Ungültiges Datum|/neuigkeiten/undated-news',
    ]);
    expect(model.en.news[0]?.descriptionHtml).toBe('<p>Fresh.</p>');
    expect(model.en.news[0]?.descriptionText).toBe('Fresh.');
  });

  it('events', () => {
    expect(model.de.events.map((e) => e.path)).toEqual([
      '/veranstaltungen/workshop',
      '/veranstaltungen/summit',
    ]);
    expect(model.en.events[0]).toMatchObject({
      kind: 'event',
      descriptionHtml: '<p>Workshop.</p>',
      isoDate: '2024-10-01',
    });
  });
});

describe('items that cards link to at /ContentPage/{slug}', () => {
  it('every container item, announcement, event and document, de-duplicated, with distinct slugs', () => {
    expect(model.en.items.map((i) => `${i.table}#${i.id} ${i.slug}`)).toEqual([
      'ContainerItems#1 sharepoint',
      'ContainerItems#2 strategy',
      'ContainerItems#3 change',
      'Announcements#1 old-news',
      'Announcements#2 fresh-news',
      'Announcements#3 undated-news',
      'Announcements#4 middle-news',
      'Events#1 summit',
      'Events#2 workshop',
      'Documents#1 annual-report',
    ]);
    expect(new Set(model.en.items.map((i) => i.slug)).size).toBe(model.en.items.length);
    expect(model.de.items.find((i) => i.id === '2' && i.table === 'Announcements')?.title).toBe(
      'Neue Nachricht',
    );
  });

  it('item slugs collide across tables → suffixed', () => {
    const m = buildSiteModel(
      tablesWith({
        ContainerItems: [{ id: 1, Title: 'Summit' }],
        Events: [{ Id: 1, Title: 'Summit', EventDate: '2024-01-01' }],
      }),
    );
    expect(m.en.items.map((i) => i.slug)).toEqual(['summit', 'summit-2']);
    expect(m.en.events[0]?.slug).toBe('summit');
    expect(warningKeys(m)).toContain('duplicate-slug Events#1 Title');
  });
});

describe('content faults become warnings, once, and never fail the build', () => {
  it('reports each fault of the fixture once', () => {
    const keys = warningKeys(model);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'duplicate-id ContainerItems#3',
        'empty-title TeamDetails#3 Title',
        'duplicate-slug SmartMetaData#4 Title',
        'duplicate-slug SmartMetaData#5 Title',
        'invalid-json SmartMetaData#8 PageContainers',
        'missing-reference SmartMetaData#6 PageContainers',
        'duplicate-id ContainerList#2 AdditionalContentSource',
        'missing-reference ContainerList#2 AdditionalContentSource',
        'unsafe-html ContainerItems#3 ItemCover',
        'invalid-date Announcements#3 PublishingDate',
        'unknown-value ContainerList#5 TemplateConfiguration',
        'unsafe-html TeamDetails#2 SocialMediaInformation',
        'unknown-value Footer#17 Title',
        'missing-reference TopNavigation#8 ParentId',
      ]),
    );
    expect(keys.filter((k) => k === 'unsafe-html ContainerItems#3 ItemCover')).toHaveLength(1);
  });

  it('builds from empty tables, and from a snapshot missing tables', () => {
    const empty = buildSiteModel(tablesWith({}));
    expect(empty.en.pages).toEqual([]);
    expect(empty.en.footer.columns).toEqual([]);
    expect(buildSiteModel({}).de.items).toEqual([]);
  });

  it('property: never throws on arbitrary cell values', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -2, max: 6 }),
      fc.constant(null),
      fc
        .array(fc.record({ Id: fc.integer({ min: 0, max: 6 }) }), { maxLength: 3 })
        .map((refs) => JSON.stringify(refs)),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    );
    const columns = [
      'id',
      'Id',
      'ParentId',
      'Title',
      'Title_DE',
      'href',
      'SortOrder',
      'FooterTaxType',
      'PageContent',
      'PageContainers',
      'Description',
      'TemplateConfiguration',
      'ComponentConfiguration',
      'AdditionalImageSource',
      'AdditionalContentSource',
      'TeamInformation',
      'Announcements',
      'Events',
      'Documents',
      'SmartPages',
      'ItemCover',
      'PublishingDate',
      'EventDate',
      'Body',
      'ImageLink',
      'SocialMediaInformation',
    ];
    const row = fc.dictionary(fc.constantFrom(...columns), cell, { maxKeys: 10 });
    const tables = fc.record(
      Object.fromEntries(
        TABLE_NAMES.map((name) => [name, fc.array(row, { maxLength: 4 })]),
      ) as Record<TableName, fc.Arbitrary<Row[]>>,
    );
    fc.assert(
      fc.property(tables, (t) => {
        const m = buildSiteModel(t);
        expect(m.en.pages).toHaveLength(m.de.pages.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('no HTML path injects script (hostile fixtures)', () => {
  const hostile = buildSiteModel(hostileTables());
  const json = JSON.stringify({ en: hostile.en, de: hostile.de });

  it('the model contains no <script, no on…= attribute and no javascript:', () => {
    expect(json).not.toMatch(/<script/i);
    expect(json).not.toMatch(/ on\w+=/i);
    expect(json).not.toMatch(/javascript:/i);
    expect(json).not.toMatch(/vbscript:|data:text|data:image/i);
    expect(json).not.toMatch(/<(iframe|svg|object|math|form|style)/i);
  });

  it('still builds the same pages, and reports the unsafe fields', () => {
    expect(hostile.en.pages).toHaveLength(model.en.pages.length);
    expect(hostile.warnings.filter((w) => w.code === 'unsafe-html').length).toBeGreaterThan(10);
  });
});

describe('blog-card titles go to /{title}', () => {
  const blog = (title: string) =>
    buildSiteModel(
      tablesWith({
        SmartMetaData: [
          { id: 1, Title: 'home', PageContainers: '[{"Id": 10}]' },
          { id: 2, Title: 'Our Journey' },
        ],
        ContainerList: [
          {
            id: 10,
            Title: 'Stories',
            TemplateConfiguration: '[{"Title": "BlogDataGrid", "selectedType": "CardGrid-3"}]',
            AdditionalContentSource: '[{"Id": 20}]',
          },
        ],
        ContainerItems: [{ id: 20, Title: title, Description: '<p>x</p>' }],
      }),
    ).en.home?.sections[0]?.cards[0];

  it('links to the page of that title, canonical and in the same tab', () => {
    expect(blog('Our Journey')).toMatchObject({ href: '/our-journey', newTab: false });
  });

  it('keeps the item link when no page has that title (never a dead link)', () => {
    expect(blog('A Post Without Page')).toMatchObject({
      href: '/ContentPage/a-post-without-page',
      newTab: true,
    });
  });
});
