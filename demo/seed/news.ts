/**
 * Demo news (Announcements) and events: 14 of each across 2024–2026, one invalid date each, a
 * description over 200 characters, titles with umlauts and punctuation, a missing cover and one
 * that does not exist (the failing-image fallback).
 */
import type { Row } from '../../src/content/types.ts';
import { p } from './helpers.ts';

const COVERS = Array.from({ length: 6 }, (_, i) => `/PublishingImages/Covers/cover-${i + 1}.svg`);
const LONG_NEWS =
  'After eighteen months of interviews, prototypes and training, the new intranet of the City of Havelberg went live ' +
  'this week. More than 1,400 staff now find forms, contacts and news in one place, and the help desk reports a third ' +
  'fewer calls about where to find things. We thank everyone who tested early versions and told us what did not work.';
const LONG_NEWS_DE =
  'Nach achtzehn Monaten mit Interviews, Prototypen und Schulungen ist das neue Intranet der Stadt Havelberg diese Woche ' +
  'gestartet. Mehr als 1.400 Beschäftigte finden Formulare, Kontakte und Neuigkeiten jetzt an einem Ort, und der ' +
  'Helpdesk meldet ein Drittel weniger Anrufe zur Suche nach Informationen.';
const LONG_EVENT = LONG_NEWS.replace(
  'the new intranet of the City of Havelberg went live this week',
  'we run a clinic on onboarding volunteers',
);

interface Entry {
  readonly date: string;
  readonly en: readonly [title: string, text: string];
  /** An empty German title leaves the column out, so German pages show the English one. */
  readonly de: readonly [title: string, text: string];
  readonly cover?: string;
}

const NEWS: readonly Entry[] = [
  {
    date: '2026-10-14',
    en: ['Havelberg intranet goes live', LONG_NEWS],
    de: ['Intranet Havelberg ist online', LONG_NEWS_DE],
  },
  {
    date: '2026-06-01',
    en: ['Großes Jubiläum – 10 Jahre Lindenfeld!', 'Ten years of change that lasts. Thank you!'],
    de: ['Großes Jubiläum – 10 Jahre Lindenfeld!', 'Zehn Jahre Wandel, der bleibt. Danke!'],
  },
  {
    date: '2026-03-20',
    en: ['New office in Leipzig', 'We are closer to our clients in Saxony.'],
    de: ['Neues Büro in Leipzig', 'Wir sind näher an unseren Kunden in Sachsen.'],
  },
  {
    date: '2026-01-09',
    en: ['Accessibility checklist updated', 'Now covering BITV 2.0 and WCAG 2.2.'],
    de: ['Checkliste Barrierefreiheit aktualisiert', 'Jetzt mit BITV 2.0 und WCAG 2.2.'],
    cover: '',
  },
  {
    date: '2025-11-03',
    en: [
      'Green Futures e.V. chooses Lindenfeld',
      'A two-year change programme for 600 volunteers.',
    ],
    de: [
      'Green Futures e.V. wählt Lindenfeld',
      'Ein zweijähriges Veränderungsprogramm für 600 Ehrenamtliche.',
    ],
  },
  {
    date: '2025-08-18',
    en: [
      'Q&A: What is “digital strategy”, really?',
      'Our founder answers the questions we hear most.',
    ],
    de: [
      'Fragen & Antworten: Was ist „digitale Strategie“ wirklich?',
      'Unsere Gründerin beantwortet die häufigsten Fragen.',
    ],
  },
  {
    date: '2025-05-27',
    en: ['Podcast: Intranets in the public sector', 'Listen to episode 12 of “Amt & Netz”.'],
    de: ['Podcast: Intranets in der Verwaltung', 'Hören Sie Folge 12 von „Amt & Netz“.'],
  },
  {
    date: '2025-02-14',
    en: ['We are a certified B Corp', 'Business as a force for good.'],
    de: ['Wir sind eine zertifizierte B Corp', 'Wirtschaften zum Gemeinwohl.'],
  },
  {
    date: '2024-12-19',
    en: ['Annual report 2024 published', 'Read what we did and learned.'],
    de: ['Jahresbericht 2024 veröffentlicht', 'Lesen Sie, was wir getan und gelernt haben.'],
  },
  {
    date: '2024-09-05',
    en: ['SharePoint Online migration guide', 'Free to download and reuse.'],
    de: [
      'Leitfaden zur SharePoint-Online-Migration',
      'Kostenlos zum Herunterladen und Weiterverwenden.',
    ],
    cover: '/PublishingImages/Covers/missing-cover.jpg',
  },
  {
    date: '2024-06-10',
    en: ['Welcome, Mei Chen!', 'Our new change lead joins from the NGO world.'],
    de: ['Willkommen, Mei Chen!', 'Unsere neue Leiterin für Veränderung kommt aus der NGO-Welt.'],
  },
  {
    date: '2024-02-22 09:30:00',
    en: ['Our first ministry project', 'A federal ministry trusts us with its intranet.'],
    de: [
      'Unser erstes Ministeriumsprojekt',
      'Ein Bundesministerium vertraut uns sein Intranet an.',
    ],
  },
  {
    date: 'not a date',
    en: ['Newsletter archive', 'All past newsletters in one place.'],
    de: ['Newsletter-Archiv', 'Alle früheren Newsletter an einem Ort.'],
  },
  {
    date: '2024-11-11',
    en: ['Pilot with the State Archive', 'Digitising the reading room, carefully.'],
    de: ['Pilotprojekt mit dem Landesarchiv', 'Den Lesesaal behutsam digitalisieren.'],
  },
];

const EVENTS: readonly Entry[] = [
  {
    date: '2026-12-03',
    en: [
      'Änderungsmanagement: Workshop für Vereine',
      'A hands-on workshop (in German) on leading change in associations.',
    ],
    de: [
      'Änderungsmanagement: Workshop für Vereine',
      'Ein Praxis-Workshop zum Veränderungsmanagement in Vereinen.',
    ],
  },
  {
    date: '2026-11-20',
    en: ['SharePoint Community Day Berlin', 'Talks, demos and coffee with the Berlin community.'],
    de: ['', 'Vorträge, Demos und Kaffee mit der Berliner Community.'],
  },
  {
    date: '2026-09-15',
    en: ['Webinar: Intranet KPIs that matter', 'Which numbers tell you your intranet works?'],
    de: [
      'Webinar: Intranet-Kennzahlen, die zählen',
      'Welche Zahlen zeigen, dass Ihr Intranet funktioniert?',
    ],
  },
  {
    date: '2026-06-05',
    en: ['Open house: 10 years', 'Celebrate with us in Berlin.'],
    de: ['Tag der offenen Tür: 10 Jahre', 'Feiern Sie mit uns in Berlin.'],
  },
  {
    date: '2026-04-22',
    en: ['Public Sector Digital Summit', 'Our founder speaks on citizen-centred intranets.'],
    de: ['Gipfel Digitale Verwaltung', 'Unsere Gründerin spricht über bürgernahe Intranets.'],
  },
  {
    date: '2025-11-12',
    en: ['Volunteer onboarding clinic', LONG_EVENT],
    de: [
      'Sprechstunde: Ehrenamtliche einarbeiten',
      'Eine Sprechstunde zur Einarbeitung von Ehrenamtlichen.',
    ],
  },
  {
    date: '2025-09-30',
    en: ['Webinar: Teams governance', 'Keeping Teams tidy without slowing people down.'],
    de: ['Webinar: Teams-Governance', 'Teams ordentlich halten, ohne Menschen auszubremsen.'],
  },
  {
    date: '2025-06-17',
    en: ['Accessibility testing day', 'Test your site with screen-reader users.'],
    de: ['Testtag Barrierefreiheit', 'Testen Sie Ihre Seite mit Screenreader-Nutzenden.'],
    cover: '',
  },
  {
    date: '2025-03-11',
    en: ['Strategy breakfast (Leipzig)', 'Coffee and roadmaps.'],
    de: ['Strategie-Frühstück (Leipzig)', 'Kaffee und Fahrpläne.'],
  },
  {
    date: '2024-11-28',
    en: ['Nonprofit IT meetup #12', 'Peer exchange for nonprofit IT staff.'],
    de: ['Nonprofit-IT-Treffen #12', 'Austausch für IT-Verantwortliche in Vereinen.'],
  },
  {
    date: '2024-08-20',
    en: ['Webinar: SharePoint for beginners', 'The basics in sixty minutes.'],
    de: ['Webinar: SharePoint für Einsteiger', 'Die Grundlagen in sechzig Minuten.'],
  },
  {
    date: '2024-04-09',
    en: ['Change café', 'Stories of change, with cake.'],
    de: ['Veränderungs-Café', 'Geschichten vom Wandel, mit Kuchen.'],
  },
  {
    date: '31.02.2026',
    en: ['Date to be announced', 'A workshop whose date is still open.'],
    de: ['Termin folgt', 'Ein Workshop, dessen Termin noch offen ist.'],
  },
  {
    date: '2024-01-16',
    en: ['Kick-off: Havelberg intranet', 'Project start with all departments.'],
    de: ['Auftakt: Intranet Havelberg', 'Projektstart mit allen Fachbereichen.'],
  },
];

const cover = (entry: Entry, i: number) => entry.cover ?? COVERS[i % COVERS.length];

export const announcements: Row[] = NEWS.map((n, i) => ({
  Id: 601 + i,
  Title: n.en[0],
  ...(n.de[0] ? { Title_DE: n.de[0] } : {}),
  Body: p(n.en[1]),
  Body_DE: p(n.de[1]),
  Description: '',
  PublishingDate: n.date,
  ItemCover: cover(n, i),
}));

export const events: Row[] = EVENTS.map((e, i) => ({
  Id: 701 + i,
  Title: e.en[0],
  ...(e.de[0] ? { Title_DE: e.de[0] } : {}),
  EventDescription: p(e.en[1]),
  EventDescription_DE: p(e.de[1]),
  Description: '',
  EventDate: e.date,
  ItemCover: cover(e, i + 3),
}));
