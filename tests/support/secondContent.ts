/**
 * A second, different content set (another firm, other titles, other structure) served through
 * the same back-end contract, so the build is proven on content it was not shaped around.
 * It is deliberately awkward: German-only twins missing, odd casing, reserved titles, hostile HTML.
 */
import type { Row, TableName } from '../../src/content/types.ts';

const cfg = (o: object) => JSON.stringify([o]);
const refs = (...ids: number[]) => JSON.stringify(ids.map((Id) => ({ Id })));

/** A team member's name with the characters attributes escape differently (" ' & <). */
export const ODD_NAME = 'Seán "Jack" O\'Brien & Söhne <3';

export function secondContentTables(): Record<TableName, Row[]> {
  return {
    TopNavigation: [
      { id: 1, Title: 'Start', href: '', SortOrder: 1 },
      { id: 2, Title: 'Our Work', href: '', SortOrder: 2 },
      { id: 3, ParentId: 2, Title: 'Case Studies', href: '', SortOrder: 1 },
      { id: 4, ParentId: 2, Title: 'Team', href: '/our-work#the-team', SortOrder: 2 },
      { id: 5, Title: 'NewsHome', href: '', SortOrder: 3 },
      { id: 6, Title: 'EventHome', href: '', SortOrder: 4 },
      { id: 7, Title: 'Contact', href: '/contact', SortOrder: 5 },
    ],
    Footer: [
      { id: 1, Title: 'Explore', FooterTaxType: 'Navigation', SortOrder: 1 },
      {
        id: 2,
        ParentId: 1,
        Title: 'Our Work',
        href: '',
        FooterTaxType: 'Navigation',
        SortOrder: 1,
      },
      {
        id: 3,
        ParentId: 1,
        Title: 'Case Studies',
        href: '',
        FooterTaxType: 'Navigation',
        SortOrder: 2,
      },
      // Markup-like text, decoded into the footer's attributes (its social icons' names) as it is.
      { id: 4, Title: 'Nordlicht &lt;Style&gt; Advisory', FooterTaxType: 'Brand Name' },
      { id: 5, Title: 'Hafenstraße 9, 20457 Hamburg', FooterTaxType: 'Address' },
      {
        id: 6,
        Title: 'LinkedIn',
        href: 'https://www.linkedin.com/company/nordlicht',
        FooterTaxType: 'Social Media Link',
      },
      { id: 7, Title: 'hello@nordlicht.example', FooterTaxType: 'Email' },
      { id: 8, Title: '+49 40 555 0100', FooterTaxType: 'Phone' },
      {
        id: 9,
        Title: 'Imprint & Legal',
        href: '',
        FooterTaxType: 'Bottom Navigation',
        SortOrder: 1,
      },
      { id: 10, Title: '© Nordlicht Advisory', FooterTaxType: 'Copy Write Text' },
    ],
    SmartMetaData: [
      { id: 11, Title: 'Home', Title_DE: 'Startseite', PageContainers: refs(101, 102, 103) },
      { id: 12, Title: 'Our Work', Title_DE: 'Unsere Arbeit', PageContainers: refs(104, 105) },
      { id: 13, Title: 'Case Studies', PageContainers: refs(106) },
      {
        id: 14,
        Title: 'Imprint & Legal',
        Title_DE: 'Impressum',
        PageContent:
          '<h1>Imprint</h1><p>Nordlicht Advisory GmbH<img src="x" onerror="alert(1)"></p><a href="javascript:alert(2)">x</a><script>alert(3)</script>',
      },
      { id: 15, Title: 'Start', PageContainers: '' },
      { id: 16, Title: 'Contact', PageContainers: refs(107) },
    ],
    ContainerList: [
      {
        id: 101,
        Title: 'Welcome',
        Heading: 'Advice that lasts',
        Heading_DE: 'Beratung, die bleibt',
        Description: '<p>We help public bodies <strong>modernise</strong>.</p>',
        TemplateConfiguration: cfg({ Title: 'Slider', selectedType: 'BackgroundImage' }),
        AdditionalImageSource: refs(201, 202),
      },
      {
        id: 102,
        Title: 'What We Do',
        Heading: 'What we do',
        TemplateConfiguration: cfg({
          Title: 'DataGrid',
          selectedType: 'CardGrid-2',
          dataSource: 'Document',
          cardType: 'Feature Card',
          orderingType: 'lowercaseAlphabet',
          imagePosition: 'right',
        }),
        AdditionalContentSource: refs(401, 402, 999),
      },
      {
        id: 103,
        Title: 'Latest',
        Heading: 'Latest news',
        TemplateConfiguration: cfg({
          Title: 'Slider',
          selectedType: 'Slider-3',
          dataSource: 'News',
        }),
        Announcements: refs(501, 502, 503, 504),
      },
      {
        id: 104,
        Title: 'The Team',
        Heading: 'The team',
        TemplateConfiguration: cfg({ Title: 'TeamDataGrid', selectedType: 'CardGrid-4' }),
        TeamInformation: refs(601, 602, 603),
      },
      {
        id: 105,
        Title: 'Approach',
        Description: '<p>Listen, then build.</p>',
        TemplateConfiguration: '{not json',
      },
      {
        id: 106,
        Title: 'Stories',
        TemplateConfiguration: cfg({
          Title: 'BlogDataGrid',
          selectedType: 'CardGrid-3',
          dataSource: 'Smart Pages',
        }),
        SmartPages: refs(12, 14),
      },
      {
        id: 107,
        Title: 'Write to us',
        TemplateConfiguration: cfg({ Title: 'Form', selectedType: 'SiteTheme' }),
      },
    ],
    ContainerItems: [],
    ImageSlider: [
      { id: 201, Title: 'Harbour', ItemCover: '/PublishingImages/default_image.png', SortOrder: 2 },
      { id: 202, Title: 'City hall', ItemCover: 'https://images.example.org/cityhall.jpg' },
    ],
    Announcements: Array.from({ length: 5 }, (_, i) => ({
      Id: 501 + i,
      Title: i === 0 ? 'Grüße aus Hamburg: Straßenfest!' : `Update No. ${i + 1}`,
      Body: `<p>Announcement ${i + 1} <a href="https://example.org" target="_blank">link</a></p>`,
      PublishingDate: i === 4 ? '31/12/2024' : `202${4 - (i % 3)}-0${i + 1}-15`,
      ItemCover: i % 2 ? '/PublishingImages/Covers/Default_img.png' : '',
    })),
    Events: [
      {
        Id: 701,
        Title: 'Open Day',
        EventDate: '2025-09-01T09:00:00Z',
        EventDescription: '<p>Come by.</p>',
      },
      {
        Id: 702,
        Title: 'open day',
        EventDate: '2024-09-01',
        EventDescription: '<p>Same title, other case.</p>',
      },
    ],
    Documents: [
      { id: 401, Title: 'Annual Report', Item_x0020_Description: '<p>Our year.</p>' },
      {
        id: 402,
        Title: 'Method Paper',
        Item_x0020_Description: '<p onclick="alert(4)">How we work.</p>',
      },
    ],
    TeamDetails: [
      { id: 601, Title: 'Jonas Berg', Designation: 'Partner', Email: 'jonas@nordlicht.example' },
      // Written into attributes (the card's icon labels) by Astro and by React alike.
      { id: 603, Title: ODD_NAME, Designation: 'Counsel', Email: 'sean@nordlicht.example' },
      { id: 602, Title: '', Designation: 'Ghost' },
    ],
  };
}
