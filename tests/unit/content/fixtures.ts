/**
 * Small hand-made tables for the content-model tests: one coherent bilingual site that touches
 * every table, template and link rule, plus a hostile variant full of injection attempts.
 * Independent of the demo back end's seed on purpose.
 */
import type { Row, TableName, Tables } from '../../../src/content/types.ts';

const json = (value: unknown): string => JSON.stringify(value);

export function siteTables(): Tables {
  return {
    TopNavigation: [
      { id: 1, ParentId: null, Title: 'Home', href: '', SortOrder: 1 },
      { id: 2, ParentId: null, Title: 'About Us', Title_DE: 'Über uns', href: '', SortOrder: 2 },
      { id: 3, ParentId: 0, Title: 'Services', href: '', SortOrder: 3 },
      { id: 4, ParentId: 3, Title: 'Digital Strategy', href: '', SortOrder: 2 },
      { id: 5, ParentId: 3, Title: 'Change Management', href: '', SortOrder: 1 },
      { id: 6, ParentId: 2, Title: 'Meet the team', href: '/careers#meet-our-team', SortOrder: 1 },
      { id: 7, ParentId: '', Title: 'NewsHome', Title_DE: 'Neuigkeiten', href: '', SortOrder: 4 },
      { id: 8, ParentId: 99, Title: 'Lost Child', href: '', SortOrder: 5 },
      {
        id: 9,
        ParentId: null,
        Title: 'Partner',
        href: 'https://partner.example.com/',
        SortOrder: 6,
      },
    ],
    Footer: [
      {
        id: 10,
        ParentId: null,
        Title: 'Company',
        Title_DE: 'Firma',
        FooterTaxType: 'Navigation',
        SortOrder: 1,
      },
      { id: 11, ParentId: 10, Title: 'About Us', href: '', SortOrder: 2 },
      { id: 12, ParentId: 10, Title: 'Contact', href: '/contact', SortOrder: 1 },
      { id: 13, ParentId: null, Title: 'Consulting Firm', FooterTaxType: 'Brand Name' },
      { id: 14, ParentId: null, Title: 'Main Street 1, Berlin', FooterTaxType: 'Address' },
      {
        id: 15,
        ParentId: null,
        Title: 'LinkedIn',
        href: 'https://www.linkedin.com/company/x',
        FooterTaxType: 'Social Media Link',
        SortOrder: 2,
      },
      {
        id: 16,
        ParentId: null,
        Title: 'X',
        href: 'https://x.com/firm',
        FooterTaxType: 'Social Media Link',
        SortOrder: 1,
      },
      {
        id: 17,
        ParentId: null,
        Title: 'MySpace',
        href: 'https://myspace.com/firm',
        FooterTaxType: 'Social Media Link',
        SortOrder: 3,
      },
      {
        id: 18,
        ParentId: null,
        Title: 'Write to us',
        href: 'mailto:info@example.org',
        FooterTaxType: 'Email',
      },
      { id: 19, ParentId: null, Title: '+49 30 1234 567', href: '', FooterTaxType: 'Phone' },
      {
        id: 20,
        ParentId: null,
        Title: 'Privacy Policy',
        Title_DE: 'Datenschutz',
        FooterTaxType: 'Bottom Navigation',
        SortOrder: 1,
      },
      {
        id: 21,
        ParentId: null,
        Title: 'Careers',
        FooterTaxType: 'Bottom Navigation',
        SortOrder: 2,
      },
      { id: 22, ParentId: null, Title: '© 2024 Consulting Firm', FooterTaxType: 'Copy Write Text' },
    ],
    SmartMetaData: [
      {
        id: 1,
        Title: 'Home',
        Title_DE: 'Startseite',
        PageContent: '',
        PageContainers: json([{ Id: 1 }, { Id: 2 }, { Id: 3 }]),
      },
      {
        id: 2,
        Title: 'About Us',
        Title_DE: 'Über uns',
        PageContent: '',
        PageContainers: json([{ Id: '5', Title: 'Theme' }, { id: 4 }]),
      },
      {
        id: 3,
        Title: 'Careers',
        Title_DE: 'Karriere',
        PageContent: '<h1>Join us</h1><p>We are hiring.</p>',
        PageContent_DE: '<p>Wir stellen ein.</p>',
        PageContainers: '',
      },
      { id: 4, Title: 'Contact', PageContent: '<p>Contact page</p>', PageContainers: '[]' },
      { id: 5, Title: 'about-us!', PageContent: '<p>Duplicate slug</p>', PageContainers: null },
      {
        id: 6,
        Title: 'Digital Strategy',
        PageContent: '<p>Strategy</p>',
        PageContainers: json([{ Id: 6 }, { Id: 404 }]),
      },
      { id: 7, Title: 'Privacy Policy', PageContent: '<p>Privacy</p>' },
      { id: 8, Title: 'Broken', PageContent: '<p>Broken JSON</p>', PageContainers: '[{"Id": 1' },
    ],
    ContainerList: [
      {
        id: 1,
        Title: 'Welcome',
        Heading: 'We help nonprofits',
        Heading_DE: 'Wir helfen gemeinnützigen Organisationen',
        SubHeading: 'SharePoint, strategy, change',
        Description: '<p>Hero text for the home page.</p>',
        TemplateConfiguration: json([{ Title: 'FullContainer', selectedType: 'BackgroundImage' }]),
        ComponentConfiguration: json([
          { ComponentName: 'Contact us', ComponentName_DE: 'Kontakt', HrefLink: '/contact' },
        ]),
        AdditionalImageSource: json([{ Id: 2 }, { Id: 1 }]),
      },
      {
        id: 2,
        Title: 'Our Services',
        Description: '<p>What we do.</p>',
        TemplateConfiguration: json([
          {
            Title: 'DataGrid',
            selectedType: 'CardGrid-3',
            dataSource: 'ContainerItems',
            cardType: 'Feature Card',
            orderingType: 'number',
            imagePosition: 'left',
          },
        ]),
        AdditionalContentSource: json([{ Id: 2 }, { Id: 1 }, { Id: 3 }, { Id: 1 }, { Id: 77 }]),
        Documents: json([{ Id: 1 }]),
        SmartPages: json([{ Id: 6 }]),
      },
      {
        id: 3,
        Title: 'Latest News',
        TemplateConfiguration: json({
          Title: 'Slider',
          selectedType: 'Slider-3',
          dataSource: 'News',
        }),
      },
      {
        id: 4,
        Title: 'Meet our team',
        TemplateConfiguration: json([{ Title: 'TeamDataGrid', selectedType: 'CardGrid-4' }]),
        TeamInformation: json([{ Id: 2 }, { Id: 1 }, { Id: 3 }]),
      },
      {
        id: 5,
        Title: 'Digital Strategy',
        Description: '<p>Theme text.</p>',
        TemplateConfiguration: json([
          { Title: 'FullContainer', selectedType: 'SiteTheme', orderingType: 'sideways' },
        ]),
        ComponentConfiguration: json([{ ComponentName: 'Read more', HrefLink: '' }]),
      },
      {
        id: 6,
        Title: 'Events',
        TemplateConfiguration: json([
          {
            Title: 'BlogDataGrid',
            selectedType: 'CardGrid-2',
            dataSource: 'Event',
            cardType: 'Blog Card',
          },
        ]),
        Events: json([{ Id: 2 }, { Id: 1 }]),
      },
    ],
    ContainerItems: [
      {
        id: 1,
        Title: 'SharePoint',
        Description: '<p>Intranets.</p>',
        ItemCover: '/images/sp.png',
        SortOrder: 2,
        ComponentConfiguration: json([{ ComponentName: 'More', HrefLink: 'Digital Strategy' }]),
      },
      {
        id: 2,
        Title: 'Strategy',
        Description: '',
        ItemDescription: '<p>Plans.</p>',
        ItemCover: 'https://cdn.example.com/s.png',
        SortOrder: '1',
      },
      {
        id: 3,
        Title: 'Change',
        Description: '<p>People.</p>',
        ItemCover: 'http://insecure.example.com/c.png',
        SortOrder: null,
      },
      { id: 3, Title: 'Change (duplicate row)', Description: '<p>Ignored.</p>' },
    ],
    ImageSlider: [
      { id: 1, Title: 'Slide One', ItemCover: '/images/one.jpg', SortOrder: 2 },
      { id: 2, Title: 'Slide Two', ItemCover: 'PublishingImages/two.jpg', SortOrder: 1 },
    ],
    Announcements: [
      {
        Id: 1,
        Title: 'Old news',
        Body: '<p>Old.</p>',
        PublishingDate: '2023-01-10',
        ItemCover: '',
      },
      {
        Id: 2,
        Title: 'Fresh news',
        Title_DE: 'Neue Nachricht',
        Body: '',
        Description: '<p>Fresh.</p>',
        PublishingDate: '2024-03-05 09:30:00',
      },
      { Id: 3, Title: 'Undated news', Body: '<p>?</p>', PublishingDate: 'next week' },
      { Id: 4, Title: 'Middle news', Body: '<p>Mid.</p>', PublishingDate: '2023-06-01T12:00:00Z' },
    ],
    Events: [
      { Id: 1, Title: 'Summit', EventDate: '2024-09-05', EventDescription: '<p>Summit.</p>' },
      {
        Id: 2,
        Title: 'Workshop',
        EventDate: '2024-10-01T10:00:00+02:00',
        EventDescription: '',
        Description: '<p>Workshop.</p>',
      },
    ],
    Documents: [{ id: 1, Title: 'Annual Report', Item_x0020_Description: '<p>Report.</p>' }],
    TeamDetails: [
      {
        id: 1,
        Title: 'Ada Lovelace',
        Designation: 'Founder',
        About: '<p>Ada.</p>',
        ImageLink: '/images/ada.jpg',
        SocialMediaInformation: 'https://www.linkedin.com/in/ada',
        Email: 'ada@example.org',
        SortOrder: 2,
      },
      {
        id: 2,
        Title: 'Grace Hopper',
        Designation: 'Partner',
        About: '<p>Grace.</p>',
        ImageLink: '',
        SocialMediaInformation: 'javascript:alert(1)',
        Email: '',
        SortOrder: 1,
      },
      { id: 3, Title: '   ', Designation: 'Ghost', SortOrder: 0 },
    ],
  };
}

/** Every HTML and URL field filled with an injection attempt. */
export const ATTACKS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<object data="javascript:alert(1)"></object>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<body onload=alert(1)>',
  '"><script>alert(1)</script>',
];

const HTML_COLUMNS: Readonly<Partial<Record<TableName, readonly string[]>>> = {
  SmartMetaData: ['PageContent', 'PageContent_DE', 'Title'],
  ContainerList: ['Description', 'About', 'Heading', 'Title', 'Description_DE'],
  ContainerItems: ['Description', 'ItemDescription', 'Title', 'ShortDescription', 'SubHeading'],
  ImageSlider: ['Description', 'Title'],
  Announcements: ['Body', 'Description', 'Title', 'Body_DE'],
  Events: ['EventDescription', 'Description', 'Title'],
  Documents: ['Item_x0020_Description', 'Title'],
  TeamDetails: ['About', 'Designation'],
  TopNavigation: ['Title'],
  Footer: ['Title'],
};

const URL_COLUMNS: Readonly<Partial<Record<TableName, readonly string[]>>> = {
  ContainerItems: ['ItemCover'],
  ImageSlider: ['ItemCover'],
  Announcements: ['ItemCover'],
  Events: ['ItemCover'],
  TeamDetails: ['ImageLink', 'SocialMediaInformation'],
  TopNavigation: ['href'],
  Footer: ['href'],
};

const BAD_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' jav\tascript:alert(1)',
  'vbscript:x',
  '//evil.example.com/x.png',
];

/** siteTables with attacks in every HTML, text and URL column (and in button links). */
export function hostileTables(): Tables {
  const base = siteTables();
  const out: Record<string, Row[]> = {};
  for (const [name, rows] of Object.entries(base) as [TableName, readonly Row[]][]) {
    out[name] = rows.map((row, i) => {
      const copy: Record<string, unknown> = { ...row };
      for (const column of HTML_COLUMNS[name] ?? []) {
        copy[column] = `${ATTACKS.join('')}<p>${String(row[column] ?? 'text')}</p>`;
      }
      for (const column of URL_COLUMNS[name] ?? []) copy[column] = BAD_URLS[i % BAD_URLS.length];
      if ('ComponentConfiguration' in row || name === 'ContainerList') {
        copy['ComponentConfiguration'] = json([
          { ComponentName: '<script>alert(1)</script>', HrefLink: BAD_URLS[i % BAD_URLS.length] },
        ]);
      }
      return copy;
    });
  }
  return out as unknown as Tables;
}

/** A Tables value with every table empty except the ones given. */
export function tablesWith(partial: Partial<Record<TableName, readonly Row[]>>): Tables {
  return {
    TopNavigation: [],
    Footer: [],
    SmartMetaData: [],
    ContainerList: [],
    ContainerItems: [],
    ImageSlider: [],
    Announcements: [],
    Events: [],
    Documents: [],
    TeamDetails: [],
    ...partial,
  };
}
