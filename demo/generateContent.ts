/**
 * A large, deterministic content set for the benchmark and the large-site tests: the demo site
 * scaled up, with titles holding umlauts and ß in both languages.
 */
import type { Row, TableName } from '../src/content/types.ts';
import { seedTables } from './seed/seedTables.ts';

const WORDS =
  'strategy intranet change people public sector nonprofit workshop training roadmap governance accessibility community volunteer digital migration archive ministry'.split(
    ' ',
  );

/** German words, umlauts and ß among them, for German titles. */
const WORDS_DE =
  'Förderung Übergang Bürgerämter Öffentlichkeit Größe Prüfung Schlüssel Gemeinnützigkeit Straße Zuständigkeit Führung Verwaltung Ehrenamt Würde'.split(
    ' ',
  );
/** Places with umlauts, so English titles hold them too (the title-matching rule folds them). */
const PLACES = ['Zürich', 'Köln', 'Düsseldorf', 'Münster', 'Göttingen', 'Lübeck', 'Bonn'];

/** `n` words of `list` picked by index: no randomness, so the same sizes give the same hash. */
const pick = (list: readonly string[], first: number, step: number) => (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => list[(seed * first + i * step) % list.length]).join(' ');
const words = pick(WORDS, 7, 13);
const wordsDe = pick(WORDS_DE, 5, 11);

export function generateContent(sizes: {
  news: number;
  events: number;
  pages: number;
}): Record<TableName, Row[]> {
  const tables = seedTables();
  const day = (i: number) =>
    new Date(Date.UTC(2026, 10, 1) - i * 86_400_000 * 0.7).toISOString().slice(0, 10);
  tables.Announcements = Array.from({ length: sizes.news }, (_, i) => ({
    Id: 10_000 + i,
    Title: `News ${i + 1}: ${words(i, 3)} in ${PLACES[i % PLACES.length]}`,
    Title_DE: `Neuigkeit ${i + 1}: ${wordsDe(i + 1, 3)}`,
    Body: `<p>${words(i, 40)}</p><p><strong>${words(i + 3, 12)}</strong></p>`,
    PublishingDate: day(i),
    ItemCover: `/PublishingImages/Covers/cover-${(i % 6) + 1}.svg`,
  }));
  tables.Events = Array.from({ length: sizes.events }, (_, i) => ({
    Id: 50_000 + i,
    Title: `Event ${i + 1}: ${words(i + 5, 2)} in ${PLACES[(i + 3) % PLACES.length]}`,
    Title_DE: `Veranstaltung ${i + 1}: ${wordsDe(i + 5, 2)}`,
    EventDescription: `<p>${words(i + 2, 30)}</p>`,
    EventDate: day(i * 2),
    ItemCover: i % 3 ? `/PublishingImages/Covers/cover-${(i % 6) + 1}.svg` : '',
  }));
  const pages = Array.from({ length: sizes.pages }, (_, i) => ({
    id: 1_000 + i,
    Title: `Topic ${i + 1} ${words(i, 2)}`,
    Title_DE: `Thema ${i + 1} ${words(i + 1, 2)}`,
    PageContent: `<p>${words(i, 60)}</p>`,
    PageContainers: JSON.stringify([{ Id: 103 }, { Id: 106 }, { Id: 104 }]),
  }));
  tables.SmartMetaData.push(...pages);
  // The home page's Slider-3 sections show the newest items.
  for (const row of tables.ContainerList as Record<string, unknown>[]) {
    for (const table of ['Announcements', 'Events'] as const) {
      if (row[table])
        row[table] = JSON.stringify(tables[table].slice(0, 6).map((r) => ({ Id: r['Id'] })));
    }
  }
  return tables;
}
