/**
 * Demo news (Announcements) and events: 14 of each across 2024–2026, one invalid date each, a
 * description over 200 characters, titles with umlauts and punctuation, a missing cover and one
 * that does not exist (the failing-image fallback).
 */
import type { Row } from '../../src/content/types.ts';
import { p } from './helpers.ts';

const COVERS = ['cover-1', 'cover-2', 'cover-3', 'cover-4', 'cover-5', 'cover-6'].map(
  (c) => `/PublishingImages/Covers/${c}.svg`,
);
const LONG_NEWS =
  'After eighteen months of interviews, prototypes and training, the new intranet of the City of Havelberg went live ' +
  'this week. More than 1,400 staff now find forms, contacts and news in one place, and the help desk reports a third ' +
  'fewer calls about where to find things. We thank everyone who tested early versions and told us what did not work.';
const LONG_NEWS_DE =
  'Nach achtzehn Monaten mit Interviews, Prototypen und Schulungen ist das neue Intranet der Stadt Havelberg diese Woche ' +
  'gestartet. Mehr als 1.400 Beschäftigte finden Formulare, Kontakte und Neuigkeiten jetzt an einem Ort, und der ' +
  'Helpdesk meldet ein Drittel weniger Anrufe zur Suche nach Informationen.';

interface Entry {
  readonly title: string;
  readonly titleDe?: string;
  readonly date: string;
  readonly text: string;
  readonly textDe?: string;
  readonly cover?: string;
}

const NEWS: readonly Entry[] = [
  {
    title: 'Havelberg intranet goes live',
    titleDe: 'Intranet Havelberg ist online',
    date: '2026-10-14',
    text: LONG_NEWS,
    textDe: LONG_NEWS_DE,
  },
  {
    title: 'Großes Jubiläum – 10 Jahre Lindenfeld!',
    titleDe: 'Großes Jubiläum – 10 Jahre Lindenfeld!',
    date: '2026-06-01',
    text: 'Ten years of change that lasts. Thank you!',
    textDe: 'Zehn Jahre Wandel, der bleibt. Danke!',
  },
  {
    title: 'New office in Leipzig',
    titleDe: 'Neues Büro in Leipzig',
    date: '2026-03-20',
    text: 'We are closer to our clients in Saxony.',
    textDe: 'Wir sind näher an unseren Kunden in Sachsen.',
  },
  {
    title: 'Accessibility checklist updated',
    titleDe: 'Checkliste Barrierefreiheit aktualisiert',
    date: '2026-01-09',
    text: 'Now covering BITV 2.0 and WCAG 2.2.',
    textDe: 'Jetzt mit BITV 2.0 und WCAG 2.2.',
    cover: '',
  },
  {
    title: 'Green Futures e.V. chooses Lindenfeld',
    titleDe: 'Green Futures e.V. wählt Lindenfeld',
    date: '2025-11-03',
    text: 'A two-year change programme for 600 volunteers.',
    textDe: 'Ein zweijähriges Veränderungsprogramm für 600 Ehrenamtliche.',
  },
  {
    title: 'Q&A: What is “digital strategy”, really?',
    titleDe: 'Fragen & Antworten: Was ist „digitale Strategie“ wirklich?',
    date: '2025-08-18',
    text: 'Our founder answers the questions we hear most.',
    textDe: 'Unsere Gründerin beantwortet die häufigsten Fragen.',
  },
  {
    title: 'Podcast: Intranets in the public sector',
    titleDe: 'Podcast: Intranets in der Verwaltung',
    date: '2025-05-27',
    text: 'Listen to episode 12 of “Amt & Netz”.',
    textDe: 'Hören Sie Folge 12 von „Amt & Netz“.',
  },
  {
    title: 'We are a certified B Corp',
    titleDe: 'Wir sind eine zertifizierte B Corp',
    date: '2025-02-14',
    text: 'Business as a force for good.',
    textDe: 'Wirtschaften zum Gemeinwohl.',
  },
  {
    title: 'Annual report 2024 published',
    titleDe: 'Jahresbericht 2024 veröffentlicht',
    date: '2024-12-19',
    text: 'Read what we did and learned.',
    textDe: 'Lesen Sie, was wir getan und gelernt haben.',
  },
  {
    title: 'SharePoint Online migration guide',
    titleDe: 'Leitfaden zur SharePoint-Online-Migration',
    date: '2024-09-05',
    text: 'Free to download and reuse.',
    textDe: 'Kostenlos zum Herunterladen und Weiterverwenden.',
    cover: '/PublishingImages/Covers/missing-cover.jpg',
  },
  {
    title: 'Welcome, Mei Chen!',
    titleDe: 'Willkommen, Mei Chen!',
    date: '2024-06-10',
    text: 'Our new change lead joins from the NGO world.',
    textDe: 'Unsere neue Leiterin für Veränderung kommt aus der NGO-Welt.',
  },
  {
    title: 'Our first ministry project',
    titleDe: 'Unser erstes Ministeriumsprojekt',
    date: '2024-02-22 09:30:00',
    text: 'A federal ministry trusts us with its intranet.',
    textDe: 'Ein Bundesministerium vertraut uns sein Intranet an.',
  },
  {
    title: 'Newsletter archive',
    titleDe: 'Newsletter-Archiv',
    date: 'not a date',
    text: 'All past newsletters in one place.',
    textDe: 'Alle früheren Newsletter an einem Ort.',
  },
  {
    title: 'Pilot with the State Archive',
    titleDe: 'Pilotprojekt mit dem Landesarchiv',
    date: '2024-11-11',
    text: 'Digitising the reading room, carefully.',
    textDe: 'Den Lesesaal behutsam digitalisieren.',
  },
];

const EVENTS: readonly Entry[] = [
  {
    title: 'Änderungsmanagement: Workshop für Vereine',
    titleDe: 'Änderungsmanagement: Workshop für Vereine',
    date: '2026-12-03',
    text: 'A hands-on workshop (in German) on leading change in associations.',
    textDe: 'Ein Praxis-Workshop zum Veränderungsmanagement in Vereinen.',
  },
  {
    title: 'SharePoint Community Day Berlin',
    date: '2026-11-20',
    text: 'Talks, demos and coffee with the Berlin community.',
    textDe: 'Vorträge, Demos und Kaffee mit der Berliner Community.',
  },
  {
    title: 'Webinar: Intranet KPIs that matter',
    titleDe: 'Webinar: Intranet-Kennzahlen, die zählen',
    date: '2026-09-15',
    text: 'Which numbers tell you your intranet works?',
    textDe: 'Welche Zahlen zeigen, dass Ihr Intranet funktioniert?',
  },
  {
    title: 'Open house: 10 years',
    titleDe: 'Tag der offenen Tür: 10 Jahre',
    date: '2026-06-05',
    text: 'Celebrate with us in Berlin.',
    textDe: 'Feiern Sie mit uns in Berlin.',
  },
  {
    title: 'Public Sector Digital Summit',
    titleDe: 'Gipfel Digitale Verwaltung',
    date: '2026-04-22',
    text: 'Our founder speaks on citizen-centred intranets.',
    textDe: 'Unsere Gründerin spricht über bürgernahe Intranets.',
  },
  {
    title: 'Volunteer onboarding clinic',
    titleDe: 'Sprechstunde: Ehrenamtliche einarbeiten',
    date: '2025-11-12',
    text: LONG_NEWS.replace(
      'the new intranet of the City of Havelberg went live this week',
      'we run a clinic on onboarding volunteers',
    ),
    textDe: 'Eine Sprechstunde zur Einarbeitung von Ehrenamtlichen.',
  },
  {
    title: 'Webinar: Teams governance',
    titleDe: 'Webinar: Teams-Governance',
    date: '2025-09-30',
    text: 'Keeping Teams tidy without slowing people down.',
    textDe: 'Teams ordentlich halten, ohne Menschen auszubremsen.',
  },
  {
    title: 'Accessibility testing day',
    titleDe: 'Testtag Barrierefreiheit',
    date: '2025-06-17',
    text: 'Test your site with screen-reader users.',
    textDe: 'Testen Sie Ihre Seite mit Screenreader-Nutzenden.',
    cover: '',
  },
  {
    title: 'Strategy breakfast (Leipzig)',
    titleDe: 'Strategie-Frühstück (Leipzig)',
    date: '2025-03-11',
    text: 'Coffee and roadmaps.',
    textDe: 'Kaffee und Fahrpläne.',
  },
  {
    title: 'Nonprofit IT meetup #12',
    titleDe: 'Nonprofit-IT-Treffen #12',
    date: '2024-11-28',
    text: 'Peer exchange for nonprofit IT staff.',
    textDe: 'Austausch für IT-Verantwortliche in Vereinen.',
  },
  {
    title: 'Webinar: SharePoint for beginners',
    titleDe: 'Webinar: SharePoint für Einsteiger',
    date: '2024-08-20',
    text: 'The basics in sixty minutes.',
    textDe: 'Die Grundlagen in sechzig Minuten.',
  },
  {
    title: 'Change café',
    titleDe: 'Veränderungs-Café',
    date: '2024-04-09',
    text: 'Stories of change, with cake.',
    textDe: 'Geschichten vom Wandel, mit Kuchen.',
  },
  {
    title: 'Date to be announced',
    titleDe: 'Termin folgt',
    date: '31.02.2026',
    text: 'A workshop whose date is still open.',
    textDe: 'Ein Workshop, dessen Termin noch offen ist.',
  },
  {
    title: 'Kick-off: Havelberg intranet',
    titleDe: 'Auftakt: Intranet Havelberg',
    date: '2024-01-16',
    text: 'Project start with all departments.',
    textDe: 'Projektstart mit allen Fachbereichen.',
  },
];

const cover = (entry: Entry, i: number) =>
  entry.cover !== undefined ? entry.cover : COVERS[i % COVERS.length];

export const announcements: Row[] = NEWS.map((n, i) => ({
  Id: 601 + i,
  Title: n.title,
  ...(n.titleDe ? { Title_DE: n.titleDe } : {}),
  Body: p(n.text),
  ...(n.textDe ? { Body_DE: p(n.textDe) } : {}),
  Description: '',
  PublishingDate: n.date,
  ItemCover: cover(n, i),
}));

export const events: Row[] = EVENTS.map((e, i) => ({
  Id: 701 + i,
  Title: e.title,
  ...(e.titleDe ? { Title_DE: e.titleDe } : {}),
  EventDescription: p(e.text),
  ...(e.textDe ? { EventDescription_DE: p(e.textDe) } : {}),
  Description: '',
  EventDate: e.date,
  ItemCover: cover(e, i + 3),
}));
