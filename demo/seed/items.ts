/** Demo ContainerItems, ImageSlider, Documents and TeamDetails rows. */
import type { Row } from '../../src/content/types.ts';
import { bilingualRows, button, p } from './helpers.ts';

const LONG =
  'Most intranet projects fail not because of the software but because nobody asked the people who will use it. ' +
  'We start with interviews and shadowing, map how information really flows, and only then design sites, ' +
  'permissions and navigation. The result is an intranet people open because it saves them time.';
const LONG_DE =
  'Die meisten Intranet-Projekte scheitern nicht an der Software, sondern daran, dass niemand die Menschen gefragt hat, ' +
  'die damit arbeiten. Wir beginnen mit Interviews und Hospitationen, zeichnen nach, wie Informationen wirklich fließen, ' +
  'und gestalten erst dann Seiten, Berechtigungen und Navigation.';

export const containerItems: Row[] = bilingualRows([
  {
    id: 201,
    Title: ['SharePoint Intranets', 'SharePoint-Intranets'],
    ItemCover: '/PublishingImages/Icons/sharepoint.svg',
    ItemDescription: 'Intranets people actually use.',
    Description: [p(LONG), p(LONG_DE)],
    ShortDescription: 'Intranets people use.',
    SubHeading: 'Microsoft 365',
    ComponentConfiguration: button('Learn more', 'Mehr erfahren', '/Services'),
    SortOrder: 1,
  },
  {
    id: 202,
    Title: ['Digital Strategy', 'Digitale Strategie'],
    ItemCover: '/PublishingImages/Icons/strategy.svg',
    Description: p('Roadmaps that fit your budget and your people.'),
    Description_DE: p('Fahrpläne, die zu Budget und Menschen passen.'),
    SubHeading: ['Planning', 'Planung'],
    SortOrder: 2,
  },
  {
    id: 203,
    Title: ['Change Management', 'Veränderungsmanagement'],
    ItemCover: '/PublishingImages/Icons/change.svg',
    Description: p('Bringing everyone along, from the board to the front desk.'),
    Description_DE: p('Alle mitnehmen – vom Vorstand bis zum Empfang.'),
    SubHeading: ['People', 'Menschen'],
    SortOrder: 3,
  },
  {
    id: 204,
    Title: ['Nonprofit know-how', 'Erfahrung mit Vereinen'],
    Description: p('We know boards, volunteers and grant deadlines.'),
    Description_DE: p('Wir kennen Vorstände, Ehrenamt und Förderfristen.'),
    SortOrder: 1,
  },
  {
    id: 205,
    Title: ['Public-sector procurement', 'Öffentliche Vergabe'],
    Description: p('Tender-ready proposals and transparent pricing.'),
    Description_DE: p('Vergabefähige Angebote und transparente Preise.'),
    SortOrder: 2,
  },
  {
    id: 206,
    Title: ['Accessibility first', 'Barrierefreiheit zuerst'],
    Description: p('BITV and WCAG from the first sketch.'),
    Description_DE: p('BITV und WCAG ab der ersten Skizze.'),
    SortOrder: 3,
  },
  {
    id: 207,
    Title: ['Listen first', 'Erst zuhören'],
    ItemCover: '/images/team/person-1.svg',
    Description: p('Every engagement starts with interviews.'),
    Description_DE: p('Jedes Projekt beginnt mit Gesprächen.'),
    SortOrder: 1,
  },
  {
    id: 208,
    Title: ['Small steps', 'Kleine Schritte'],
    ItemCover: '/images/team/person-2.svg',
    Description: p('We ship something useful every two weeks.'),
    Description_DE: p('Alle zwei Wochen liefern wir etwas Nützliches.'),
    SortOrder: 2,
  },
  {
    id: 209,
    Title: ['Open by default', 'Offen als Standard'],
    Description: p('Our templates and guides are free to reuse.'),
    Description_DE: p('Unsere Vorlagen und Leitfäden sind frei nutzbar.'),
    SortOrder: 3,
  },
  {
    id: 210,
    Title: ['Leave no one behind', 'Niemanden zurücklassen'],
    ItemCover: '/images/team/person-3.svg',
    Description: p('Training for every role, not just the champions.'),
    Description_DE: p('Schulungen für alle Rollen, nicht nur für die Vorreiter.'),
    SortOrder: 4,
  },
  {
    id: 211,
    Title: ['Training & Coaching', 'Schulung & Coaching'],
    ItemCover: '/PublishingImages/Icons/training.svg',
    Description: p('Hands-on sessions for editors and site owners.'),
    Description_DE: p('Praxisnahe Schulungen für Redaktion und Seitenverantwortliche.'),
    SortOrder: 4,
  },
  {
    id: 212,
    Title: ['Senior Consultant (m/f/d)', 'Senior Consultant (m/w/d)'],
    ItemCover: '',
    Description: p('Lead SharePoint projects for public clients. Berlin or remote.'),
    Description_DE: p(
      'Leiten Sie SharePoint-Projekte für öffentliche Auftraggeber. Berlin oder remote.',
    ),
    SubHeading: ['Full time', 'Vollzeit'],
    SortOrder: 1,
  },
  {
    id: 213,
    Title: ['Change Manager', 'Change Manager'],
    Description: p('Guide organisations through new ways of working.'),
    Description_DE: p('Begleiten Sie Organisationen in neue Arbeitsweisen.'),
    SubHeading: ['Part time', 'Teilzeit'],
    SortOrder: 2,
  },
  {
    id: 214,
    Title: ['Working Student: Intranet Content', 'Werkstudent*in: Intranet-Inhalte'],
    Description: p('Write and structure content with our editors.'),
    Description_DE: p('Texte schreiben und strukturieren mit unserer Redaktion.'),
    SubHeading: ['20 h/week', '20 Std./Woche'],
    SortOrder: 3,
  },
]);

export const imageSlider: Row[] = bilingualRows([
  {
    id: 301,
    Title: ['Change that lasts', 'Wandel, der bleibt'],
    ItemCover: '/PublishingImages/Slider/hero-1.svg',
    Description: p('For nonprofits and the public sector.'),
    Description_DE: p('Für Gemeinnützige und die öffentliche Hand.'),
    SubHeading: 'Lindenfeld Consulting',
    SortOrder: 1,
  },
  {
    id: 302,
    Title: ['Intranets that work', 'Intranets, die funktionieren'],
    ItemCover: '/PublishingImages/Slider/hero-2.svg',
    Description: p('SharePoint done with people in mind.'),
    Description_DE: p('SharePoint – mit Blick auf die Menschen.'),
    SubHeading: 'SharePoint',
    SortOrder: 2,
  },
  {
    id: 303,
    Title: ['Strategy you can fund', 'Strategie, die sich finanzieren lässt'],
    ItemCover: '/PublishingImages/Slider/hero-3.svg',
    Description: [p('Roadmaps that fit grant cycles.'), p('Fahrpläne passend zu Förderzyklen.')],
    SubHeading: ['Strategy', 'Strategie'],
    SortOrder: 3,
  },
  // Blank German twins on purpose: German pages must fall back to the English text.
  {
    id: 304,
    Title: ['Workshop', ''],
    ItemCover: '/PublishingImages/Slider/workshop.svg',
    SortOrder: 1,
  },
  {
    id: 305,
    Title: ['Team at work', 'Team bei der Arbeit'],
    ItemCover: '/PublishingImages/Slider/team.svg',
    SortOrder: 2,
  },
  {
    id: 306,
    Title: ['2016: Founded', '2016: Gründung'],
    ItemCover: '/PublishingImages/Slider/hero-1.svg',
    Description: p('Two founders, one laptop, one client.'),
    Description_DE: p('Zwei Gründerinnen, ein Laptop, ein Kunde.'),
    SortOrder: 1,
  },
  {
    id: 307,
    Title: ['2018: First ministry', '2018: Erstes Ministerium'],
    ItemCover: '/PublishingImages/Slider/hero-2.svg',
    Description: [p('Our first federal client.'), p('Unser erster Bundeskunde.')],
    SortOrder: 2,
  },
  // No SortOrder: treated as 0, so it comes first.
  {
    id: 308,
    Title: ['Today', 'Heute'],
    ItemCover: '/PublishingImages/Slider/team.svg',
    Description: [p('Twelve people, eighty clients.'), p('Zwölf Menschen, achtzig Kunden.')],
  },
  {
    id: 309,
    Title: ['2021: Remote first', '2021: Remote zuerst'],
    ItemCover: '/PublishingImages/Slider/workshop.svg',
    Description: [p('We went remote and stayed.'), p('Wir gingen remote und blieben dabei.')],
    SortOrder: 3,
  },
  {
    id: 310,
    Title: ['2024: Accessibility lab', '2024: Barrierefreiheits-Labor'],
    ItemCover: '/PublishingImages/Slider/hero-3.svg',
    Description: [p('Testing with real users.'), p('Tests mit echten Nutzenden.')],
    SortOrder: 4,
  },
  {
    id: 311,
    Title: ['City of Havelberg', 'Stadt Havelberg'],
    ItemCover: '/PublishingImages/Slider/quote.svg',
    Description: p('“Our intranet finally feels like ours.”'),
    Description_DE: p('„Unser Intranet fühlt sich endlich wie unseres an.“'),
    SortOrder: 1,
  },
  {
    id: 312,
    Title: 'Green Futures e.V.',
    ItemCover: '/PublishingImages/Slider/quote.svg',
    Description: p('“They trained every volunteer, patiently.”'),
    Description_DE: p('„Sie haben jedes Ehrenamtliche geduldig geschult.“'),
    SortOrder: 2,
  },
  {
    id: 313,
    Title: ['State Archive', 'Landesarchiv'],
    ItemCover: '/PublishingImages/Slider/quote.svg',
    Description: p('“A strategy we could actually fund.”'),
    Description_DE: p('„Eine Strategie, die wir wirklich finanzieren konnten.“'),
    SortOrder: 3,
  },
]);

export const documents: Row[] = bilingualRows([
  {
    id: 401,
    Title: ['Intranet Playbook 2026', 'Intranet-Handbuch 2026'],
    Item_x0020_Description: p('Our free guide to planning an intranet.'),
    Item_x0020_Description_DE: p('Unser kostenloser Leitfaden für die Intranet-Planung.'),
  },
  {
    id: 402,
    Title: ['Accessibility Checklist', 'Checkliste Barrierefreiheit'],
    Item_x0020_Description: [p('Forty checks for accessible SharePoint sites.'), '   '],
  },
  {
    id: 403,
    Title: ['Annual Report 2025', 'Jahresbericht 2025'],
    Item_x0020_Description: p('What we did, for whom, and what we learned.'),
    Item_x0020_Description_DE: p('Was wir getan haben, für wen, und was wir gelernt haben.'),
  },
]);

export const teamDetails: Row[] = bilingualRows([
  {
    id: 501,
    Title: 'Anna Lindenfeld',
    Designation: ['Founder & Managing Director', 'Gründerin & Geschäftsführerin'],
    About: [p('Fifteen years of public-sector IT.'), p('Fünfzehn Jahre IT in der Verwaltung.')],
    ImageLink: '/images/team/person-1.svg',
    SocialMediaInformation: 'https://www.linkedin.com/in/anna-lindenfeld-example',
    Email: 'anna@lindenfeld-consulting.example',
    SortOrder: 1,
  },
  {
    id: 502,
    Title: 'Jörg Weißmüller',
    Designation: ['Head of SharePoint', 'Leiter SharePoint'],
    About: p('Builds intranets for ministries and charities.'),
    About_DE: p('Baut Intranets für Ministerien und Wohlfahrtsverbände.'),
    ImageLink: '/images/team/person-2.svg',
    SocialMediaInformation: 'https://www.linkedin.com/in/joerg-weissmueller-example',
    Email: 'joerg@lindenfeld-consulting.example',
    SortOrder: 2,
  },
  {
    id: 503,
    Title: 'Mei Chen',
    Designation: ['Change Lead', 'Leiterin Veränderungsmanagement'],
    About: p('Trainer, facilitator, former NGO director.'),
    About_DE: p('Trainerin, Moderatorin, ehemalige NGO-Direktorin.'),
    ImageLink: '/images/team/person-3.svg',
    SocialMediaInformation: '',
    Email: 'mei@lindenfeld-consulting.example',
    SortOrder: 3,
  },
  // Empty Title: not shown.
  {
    id: 504,
    Title: '',
    Designation: 'Vacancy',
    ImageLink: '/images/team/person-4.svg',
    SortOrder: 4,
  },
]);
