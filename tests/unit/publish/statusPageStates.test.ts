/**
 * The status page as an editor reads it: a headline true in every state, in both languages; the
 * pages a publish changed as links to the live site; content warnings by item and page.
 */
import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import type { QueuedBuild } from '../../../src/publish/buildQueue.ts';
import { describeLive, describeStatus } from '../../../src/publish/serviceStatus.ts';
import { renderStatusPage } from '../../../src/publish/statusPage.ts';
import { buildRecord } from '../../support/buildRecord.ts';

const SITE = 'https://www.example.org';
const NOW = new Date('2026-01-01T15:00:00Z');
const live = describeLive(
  '20260101-100000-0001',
  {
    id: '20260101-100000-0001',
    createdAt: '2026-01-01T10:00:00.000Z',
    contentHash: 'a'.repeat(64),
    codeVersion: 'b'.repeat(64),
    pages: { en: 60, de: 63, total: 123 },
    warnings: [
      {
        code: 'invalid-date',
        table: 'Announcements',
        rowId: '17',
        column: 'PublishingDate',
        message: '"soon" is not a date; shown as Invalid Date',
        title: 'Annual report',
        path: '/NewsHome/annual-report',
      },
      {
        code: 'missing-reference',
        table: 'TopNavigation',
        rowId: '3',
        message: 'refers to SmartMetaData 99, which does not exist',
      },
    ],
  },
  {
    changedPages: ['/', '/de/', '/NewsHome', '/NewsHome/annual-report', '/neuigkeiten'],
    changedPagesTotal: 7,
  },
);

/** A finished build of one call at 14:05 Berlin time. */
const done = (change: Partial<BuildRecord>) =>
  buildRecord('20260101-130400-abcd', {
    startedAt: '2026-01-01T13:04:00.000Z',
    finishedAt: '2026-01-01T13:05:00.000Z',
    durationMs: 60_000,
    step: 'record',
    ...change,
  });
const pullFailed = done({
  outcome: 'failed',
  step: 'pull',
  cause: 'Table Events: HTTP 500',
  table: 'Events',
});
const queued = (id: string): QueuedBuild => ({ id, queuedAt: NOW, calls: [] });

function status(
  builds: BuildRecord[],
  options: { live?: typeof live; running?: BuildRecord } = {},
) {
  const running = options.running;
  return describeStatus({
    siteUrl: SITE,
    running: running === undefined ? null : queued(running.id),
    pending: null,
    live: options.live === undefined ? live : options.live,
    builds: running === undefined ? builds : [running, ...builds],
    find: (id) => [...builds, ...(running ? [running] : [])].find((b) => b.id === id),
  });
}

function headline(s: ReturnType<typeof status>, locale: 'en' | 'de'): string {
  const html = renderStatusPage(s, locale, 'Europe/Berlin', NOW);
  return (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/&#39;/g, "'");
}

describe('the status page headline, in every state', () => {
  const rebuilding = buildRecord('20260101-140000-beef', { outcome: 'running', step: 'pull' });
  const cases: [string, ReturnType<typeof status>, string, string][] = [
    [
      'nothing built, nothing live',
      status([], { live: null }),
      'Nothing has been published from here yet.',
      'Von hier wurde noch nichts veröffentlicht.',
    ],
    [
      'the first build under way',
      status([], { live: null, running: rebuilding }),
      'The site is being published for the first time.',
      'Die Website wird zum ersten Mal veröffentlicht.',
    ],
    [
      'a first publish failed: nothing live',
      status([pullFailed], { live: null }),
      'Your last publish failed at 14:05: the table Events could not be read. No version of the site is live yet.',
      'Ihre letzte Veröffentlichung ist um 14:05 fehlgeschlagen: die Tabelle Events konnte nicht gelesen werden. Noch ist keine Version der Website live.',
    ],
    [
      'a publish failed with a site live',
      status([pullFailed]),
      'Your last publish failed at 14:05: the table Events could not be read. The live site stays as it was.',
      'Ihre letzte Veröffentlichung ist um 14:05 fehlgeschlagen: die Tabelle Events konnte nicht gelesen werden. Die Live-Website bleibt, wie sie war.',
    ],
    [
      'published, pages changed',
      status([done({ outcome: 'live', changedPages: ['/'], changedPagesTotal: 7, pages: 123 })]),
      'Published at 14:05: 7 pages changed.',
      'Veröffentlicht um 14:05: 7 Seiten geändert.',
    ],
    [
      'published, no page changed (forced)',
      status([done({ outcome: 'live', changedPagesTotal: 0, pages: 123 })]),
      'Published at 14:05: no page changed.',
      'Veröffentlicht um 14:05: keine Seite geändert.',
    ],
    [
      'published for the first time',
      status([done({ outcome: 'live', pages: 123 })]),
      'Published at 14:05: the site has 123 pages.',
      'Veröffentlicht um 14:05: die Website hat 123 Seiten.',
    ],
    [
      'unchanged',
      status([done({ outcome: 'unchanged', pages: 123 })]),
      'Checked at 14:05: nothing has changed, so the site stays as it was.',
      'Geprüft um 14:05: nichts hat sich geändert, die Website bleibt, wie sie war.',
    ],
    [
      'rolled back',
      status([done({ outcome: 'live', trigger: 'rollback' })]),
      'Rolled back at 14:05: the previous version is live again.',
      'Zurückgesetzt um 14:05: die vorige Version ist wieder live.',
    ],
    [
      'a rollback failed',
      status([done({ outcome: 'failed', trigger: 'rollback', step: 'switch', cause: 'EIO' })]),
      'Your rollback failed at 14:05: the new version could not be made live. The live site stays as it was.',
      'Das Zurücksetzen ist um 14:05 fehlgeschlagen: die neue Version konnte nicht live geschaltet werden. Die Live-Website bleibt, wie sie war.',
    ],
    [
      'a first publish interrupted, not rebuilt: nothing live',
      status(
        [
          done({
            outcome: 'interrupted',
            step: 'build',
            cause: 'the service stopped before this build finished; the live release was kept',
          }),
        ],
        { live: null },
      ),
      'Your last publish was interrupted at 14:05: the publishing service was stopped or restarted during the build. No version of the site is live yet.',
      'Ihre letzte Veröffentlichung wurde um 14:05 abgebrochen: der Veröffentlichungsdienst wurde während des Erstellens beendet oder neu gestartet. Noch ist keine Version der Website live.',
    ],
    [
      'interrupted and being rebuilt',
      status(
        [
          done({
            outcome: 'interrupted',
            step: 'build',
            cause: 'the service stopped before this build finished; the live release was kept',
            rebuiltAs: rebuilding.id,
          }),
        ],
        { running: rebuilding },
      ),
      'Your last publish was interrupted at 14:05: the publishing service was stopped or restarted during the build. It is being built again now.',
      'Ihre letzte Veröffentlichung wurde um 14:05 abgebrochen: der Veröffentlichungsdienst wurde während des Erstellens beendet oder neu gestartet. Sie wird gerade neu erstellt.',
    ],
  ];
  for (const [state, s, en, de] of cases) {
    it(`says it plainly: ${state}`, () => {
      expect(headline(s, 'en')).toBe(en);
      expect(headline(s, 'de')).toBe(de);
    });
  }
});

describe('the status page speaks of pages', () => {
  const page = (locale: 'en' | 'de') =>
    renderStatusPage(status([pullFailed]), locale, 'Europe/Berlin', NOW);

  it('lists the pages the live version changed as links, by language, with how many more', () => {
    const en = page('en');
    expect(en).toContain(
      '<a href="https://www.example.org/NewsHome/annual-report">/NewsHome/annual-report</a>',
    );
    expect(en).toContain('<a href="https://www.example.org/de/">/de/</a>');
    const english = en.indexOf('<p class="lang">English</p>');
    const german = en.indexOf('<p class="lang">German</p>');
    expect(english).toBeGreaterThan(-1);
    expect(german).toBeGreaterThan(english);
    expect(en.indexOf('/NewsHome/annual-report</a>')).toBeLessThan(german);
    expect(en.indexOf('/neuigkeiten</a>')).toBeGreaterThan(german);
    expect(en).toContain('and 2 more');
    const de = page('de');
    expect(de).toContain('<p class="lang">Deutsch</p>');
    expect(de).toContain('und 2 weitere');
  });

  it('gives one page count that says what it counts, and a link to the live site', () => {
    expect(page('en')).toContain('123 pages (60 English, 63 German)');
    expect(page('de')).toContain('123 Seiten (60 englisch, 63 deutsch)');
    expect(page('en')).toContain('<a href="https://www.example.org/">Open the live site</a>');
    expect(page('de')).toContain('Live-Website öffnen');
  });

  it('names a warning by its item’s title with a link to its page, and a menu row by its row', () => {
    const en = page('en');
    expect(en).toContain(
      '<span class="row">Row 17</span> · <a href="https://www.example.org/NewsHome/annual-report">“Annual report”</a> · ',
    );
    expect(en).toMatch(/<span class="row">Row 3<\/span> · [^<]*refers to an entry/i);
  });

  it('says plainly when a call gave no reason, and shows the reason when it did', () => {
    const none = renderStatusPage(status([done({ outcome: 'unchanged' })]), 'en', 'UTC', NOW);
    expect(none).toContain('No reason was given with this request.');
    expect(none).not.toContain('by hand or on a schedule');
    const german = renderStatusPage(status([done({ outcome: 'unchanged' })]), 'de', 'UTC', NOW);
    expect(german).toContain('Zu dieser Anfrage wurde kein Grund angegeben.');
    const given = status([done({ outcome: 'unchanged', reason: 'Announcements edited' })]);
    const html = renderStatusPage(given, 'en', 'UTC', NOW);
    expect(html).toContain('Note: Announcements edited');
    expect(html).not.toContain('No reason was given');
  });

  it('folds a build’s changed pages under their count', () => {
    const built = done({
      outcome: 'live',
      changedPages: ['/NewsHome', '/neuigkeiten'],
      changedPagesTotal: 2,
    });
    const html = renderStatusPage(status([built]), 'en', 'UTC', NOW);
    expect(html).toContain('<details class="changed"><summary>Pages changed (2)</summary>');
  });
});
