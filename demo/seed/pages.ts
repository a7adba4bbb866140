/**
 * Demo pages (SmartMetaData) and their sections (ContainerList): every template, section type,
 * card type, ordering type, image position and data source of the spec, in both languages.
 */
import type { Row } from '../../src/content/types.ts';
import { bilingualRows, button, p, refs, template } from './helpers.ts';

export const smartMetaData: Row[] = bilingualRows([
  {
    id: 1,
    Title: ['home', 'Startseite'],
    PageContent: '',
    PageContainers: refs(101, 102, 103, 104, 105, 106),
  },
  {
    id: 2,
    Title: ['About Us', 'Über uns'],
    PageContent: p('Lindenfeld Consulting is a team of twelve.'),
    PageContent_DE: p('Lindenfeld Consulting ist ein Team aus zwölf Menschen.'),
    PageContainers: JSON.stringify([
      { Id: 107, Title: 'Who We Are' },
      { Id: 108, Title: 'Our Story' },
      { Id: 109, Title: 'Our Values' },
      { Id: 119, Title: 'Team Teaser' },
    ]),
  },
  {
    id: 3,
    Title: ['Services', 'Leistungen'],
    PageContent: p('What we do for nonprofits and public bodies.'),
    PageContent_DE: p('Was wir für gemeinnützige Organisationen und Behörden tun.'),
    PageContainers: refs(110, 111),
  },
  {
    id: 4,
    // Capitalised as a heading; the path is still /careers (slugs are lowercase).
    Title: ['Careers', 'Karriere'],
    PageContent: '',
    PageContainers: refs(112, 113),
  },
  {
    id: 5,
    Title: ['Digital Strategy + Change', 'Digitale Strategie + Wandel'],
    PageContent: p('Strategy that survives contact with reality.'),
    PageContent_DE: p('Strategie, die den Alltag übersteht.'),
    PageContainers: refs(114, 115),
  },
  {
    id: 6,
    Title: ['Showcase', 'Schaufenster'],
    PageContent: p('Every kind of section on one page.'),
    PageContent_DE: p('Jede Art von Abschnitt auf einer Seite.'),
    // Every section type: hero, ImageAndContent, SiteTheme, Slider-1/2/3, CardGrid-1…4, FullContainer.
    PageContainers: refs(101, 106, 102, 108, 115, 104, 116, 109, 103, 110, 107, 118),
  },
  {
    id: 7,
    Title: ['Compliance Notes', 'Compliance-Hinweise'],
    // Hostile HTML from the back end: none of it may reach a page. The page exists for the tests
    // (and an editor's curiosity) and is linked from no menu or footer.
    PageContent:
      '<h2>Compliance notes</h2><p>We follow the GDPR.<script>alert("xss")</script></p>' +
      '<p><img src="x" onerror="alert(1)" alt="broken"> <a href="javascript:alert(2)">click</a></p>' +
      '<p style="color:red" onclick="alert(3)">Styled paragraph.</p>' +
      '<p><a href="https://gdpr.eu/" target="_blank">GDPR overview</a></p>' +
      '<iframe src="https://evil.example/"></iframe><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="">',
    PageContent_DE:
      '<h2>Compliance-Hinweise</h2><p>Wir halten die DSGVO ein.<script>alert("xss")</script></p>' +
      '<p><img src="x" onerror="alert(1)" alt="kaputt"></p>',
    // Malformed JSON column: the page falls back to its PageContent, with a warning.
    PageContainers: '[{"Id": 3,',
  },
  {
    id: 8,
    Title: ['Contact Us', 'Kontakt aufnehmen'],
    PageContent: '',
    PageContainers: refs(117),
  },
  {
    id: 9,
    Title: ['Privacy Policy', 'Datenschutz'],
    PageContent:
      '<h2>Analytics</h2><p>With your consent we use Matomo to collect anonymous usage data that helps us improve the website. The consent cookie lasts 180 days.</p>' +
      '<h2>Contact form</h2><p>Messages sent through the contact form are stored permanently so that we can answer them.</p>',
    PageContent_DE:
      '<h2>Statistik</h2><p>Mit Ihrer Einwilligung erfassen wir mit Matomo anonyme Nutzungsdaten, die uns helfen, die Website zu verbessern. Das Einwilligungs-Cookie gilt 180 Tage.</p>' +
      '<h2>Kontaktformular</h2><p>Nachrichten über das Kontaktformular speichern wir dauerhaft, um sie beantworten zu können.</p>',
    PageContainers: '',
  },
]);

export const containerList: Row[] = bilingualRows([
  {
    id: 101,
    Title: 'Welcome',
    Heading: 'Change that lasts, for organisations that matter',
    Heading_DE: 'Wandel, der bleibt – für Organisationen, die zählen',
    SubHeading: 'SharePoint · Digital strategy · Change management',
    SubHeading_DE: 'SharePoint · Digitale Strategie · Veränderungsmanagement',
    Description: p('We help nonprofits and public bodies work better together.'),
    Description_DE: p(
      'Wir helfen gemeinnützigen Organisationen und Behörden, besser zusammenzuarbeiten.',
    ),
    ComponentConfiguration: button('Talk to us', 'Sprechen Sie uns an', '/contact'),
    TemplateConfiguration: template('Slider', 'BackgroundImage'),
    AdditionalImageSource: refs(301, 302, 303),
  },
  {
    id: 102,
    Title: 'Join Us',
    Heading: ['We are hiring', 'Wir stellen ein'],
    Description: p('Consultants who like people as much as technology.'),
    Description_DE: p('Beraterinnen und Berater, die Menschen so mögen wie Technik.'),
    ComponentConfiguration: button(
      'check open positions',
      'Offene Stellen ansehen',
      '/careers#section-positions',
    ),
    TemplateConfiguration: template('FullContainer', 'SiteTheme'),
  },
  {
    id: 103,
    Title: 'Our Services',
    Heading: ['What we do', 'Was wir tun'],
    SubHeading: ['Services', 'Leistungen'],
    Description: [p('Three ways we help.'), p('Drei Wege, wie wir helfen.')],
    TemplateConfiguration: template('DataGrid', 'CardGrid-3', {
      dataSource: 'ContainerItems',
      cardType: 'Feature Card',
      orderingType: 'number',
      imagePosition: 'left',
    }),
    AdditionalContentSource: refs(201, 202, 203),
  },
  {
    id: 104,
    Title: 'Latest News',
    Heading: ['Latest news', 'Aktuelles'],
    TemplateConfiguration: template('Slider', 'Slider-3', { dataSource: 'News' }),
    Announcements: refs(601, 602, 603, 604, 605, 606),
  },
  {
    id: 105,
    Title: 'Upcoming Events',
    Heading: ['Events', 'Veranstaltungen'],
    TemplateConfiguration: template('Slider', 'Slider-3', { dataSource: 'Event' }),
    Events: refs(701, 702, 703, 704, 705),
  },
  {
    id: 106,
    Title: 'Why Lindenfeld',
    Heading: ['Why work with us', 'Warum mit uns'],
    Description: p('Practical, patient and honest about what technology can do.'),
    Description_DE: p('Praktisch, geduldig und ehrlich darüber, was Technik leisten kann.'),
    TemplateConfiguration: template('DataGrid', 'ImageAndContent', {
      dataSource: 'ContainerItems',
      orderingType: 'bullet',
      imagePosition: 'right',
    }),
    AdditionalContentSource: refs(204, 205, 206),
    AdditionalImageSource: refs(304, 305),
  },
  {
    id: 107,
    Title: 'Who We Are',
    Heading: ['Who we are', 'Wer wir sind'],
    SubHeading: ['About', 'Über uns'],
    Description: p('Founded in 2016 in Berlin by two former public-sector IT leads.'),
    Description_DE: p(
      '2016 in Berlin von zwei ehemaligen IT-Leiterinnen der Verwaltung gegründet.',
    ),
    About: p('We have since guided more than 80 organisations through digital change.'),
    About_DE: p(
      'Seitdem haben wir mehr als 80 Organisationen durch den digitalen Wandel begleitet.',
    ),
    TemplateConfiguration: template('FullContainer', 'CardGrid-2'),
    AdditionalImageSource: refs(303),
  },
  {
    id: 108,
    Title: 'Our Story',
    Heading: ['Our story', 'Unsere Geschichte'],
    TemplateConfiguration: template('Slider', 'Slider-1'),
    // Duplicate id 307 (removed), and 308 has no SortOrder (sorts as 0, first).
    AdditionalImageSource: refs(306, 307, 307, 308, 309, 310),
  },
  {
    id: 109,
    Title: 'Our Values',
    Heading: ['What we stand for', 'Wofür wir stehen'],
    TemplateConfiguration: template('DataGrid', 'CardGrid-2', {
      dataSource: 'ContainerItems',
      cardType: 'Blog Card',
      orderingType: 'roman',
      imagePosition: 'top',
    }),
    // 999 does not exist: a warning, not a crash.
    AdditionalContentSource: refs(207, 208, 999, 209, 210),
  },
  {
    id: 110,
    Title: 'Service Catalogue',
    Heading: ['Service catalogue', 'Leistungskatalog'],
    TemplateConfiguration: template('DataGrid', 'CardGrid-4', {
      dataSource: 'ContainerItems',
      cardType: 'Feature Card',
      orderingType: 'alphabet',
      imagePosition: 'center',
    }),
    AdditionalContentSource: refs(201, 202, 203, 211),
  },
  {
    id: 111,
    Title: 'Publications',
    Heading: ['Publications', 'Veröffentlichungen'],
    TemplateConfiguration: template('DataGrid', 'CardGrid-2', {
      dataSource: 'Document',
      cardType: 'Feature Card',
      orderingType: 'lowercaseRoman',
      imagePosition: 'bottom',
    }),
    Documents: refs(401, 402, 403),
  },
  {
    id: 112,
    Title: 'Section Positions',
    Heading: ['Open positions', 'Offene Stellen'],
    Description: p('We are growing. Join a friendly team in Berlin or remotely.'),
    Description_DE: p('Wir wachsen. Arbeiten Sie mit uns in Berlin oder remote.'),
    TemplateConfiguration: template('BlogDataGrid', 'CardGrid-3', {
      dataSource: 'ContainerItems',
      cardType: 'Blog Card',
      orderingType: 'lowercaseAlphabet',
      imagePosition: 'left',
    }),
    AdditionalContentSource: refs(212, 213, 214),
  },
  {
    id: 113,
    Title: 'Meet Our Team',
    Heading: ['Meet our team', 'Unser Team'],
    TemplateConfiguration: template('TeamDataGrid', 'CardGrid-1'),
    TeamInformation: refs(501, 502, 503, 504),
  },
  {
    id: 114,
    Title: 'Related Pages',
    Heading: ['Where to go next', 'Weiterlesen'],
    TemplateConfiguration: template('DataGrid', 'CardGrid-3', {
      dataSource: 'Smart Pages',
      cardType: 'Feature Card',
      orderingType: 'none',
      imagePosition: 'right',
    }),
    SmartPages: refs(2, 3, 6),
  },
  {
    id: 115,
    Title: 'Client Voices',
    Heading: ['What clients say', 'Was Kundinnen und Kunden sagen'],
    TemplateConfiguration: template('Slider', 'Slider-2'),
    AdditionalImageSource: refs(311, 312, 313),
  },
  {
    id: 116,
    Title: 'Event Highlights',
    Heading: ['Event highlights', 'Veranstaltungs-Highlights'],
    TemplateConfiguration: template('DataGrid', 'CardGrid-1', {
      dataSource: 'Event',
      orderingType: 'number',
    }),
    Events: refs(701, 702),
  },
  {
    id: 117,
    Title: 'Write To Us',
    Heading: ['Write to us', 'Schreiben Sie uns'],
    Description: p('We answer within two working days.'),
    Description_DE: p('Wir antworten innerhalb von zwei Werktagen.'),
    TemplateConfiguration: template('Form', 'SiteTheme'),
  },
  {
    id: 118,
    Title: 'Team Preview',
    Heading: ['Some of the team', 'Ein Teil des Teams'],
    TemplateConfiguration: template('TeamDataGrid', 'CardGrid-4'),
    TeamInformation: refs(501, 502, 503),
  },
  {
    id: 119,
    Title: 'Team Teaser',
    Heading: ['The people behind Lindenfeld', 'Die Menschen hinter Lindenfeld'],
    ComponentConfiguration: button('meet the team', 'Zum Team', '/careers#meet-our-team'),
    TemplateConfiguration: template('TeamDataGrid', 'CardGrid-1'),
    TeamInformation: refs(501, 502),
  },
]);
