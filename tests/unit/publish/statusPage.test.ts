import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import { buildRecord } from '../../support/buildRecord.ts';
import { pickLocale } from '../../../src/publish/pickLocale.ts';
import { describeLive, describeStatus, serviceState } from '../../../src/publish/serviceStatus.ts';
import { escapeHtml } from '../../../src/content/escapeHtml.ts';
import { renderStatusPage } from '../../../src/publish/statusPage.ts';
import { STATUS_TEXT } from '../../../src/publish/statusText.ts';

function keysDeep(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysDeep(v, `${prefix}.${k}`));
}

/** The text of the first <h1>. */
function firstHeading(html: string): string {
  return decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
}

/** What a reader sees without opening anything: text outside <details>, <head> and tags. */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<head>.*<\/head>/s, '')
      .replace(/<details>.*?<\/details>/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

function decode(text: string): string {
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Words an editor does not use, found outside <details>. */
function editorUnfriendly(html: string): string[] {
  const text = visibleText(html);
  return [
    'token',
    'webhook',
    'content hash',
    'IMAGE_ORIGINS',
    'JSON',
    'Unexpected',
    'http',
    'POST',
  ].filter((word) => text.toLowerCase().includes(word.toLowerCase()));
}

const failed = buildRecord('20260101-120000-abcd', {
  trigger: 'signature',
  calls: 3,
  reason: 'news <b>edited</b>',
  outcome: 'failed',
  step: 'pull',
  cause: 'Table Events: HTTP 500 after 3 attempts (POST https://x/HHHHPUBLICAPI/getDataAll.php)',
  table: 'Events',
  url: 'https://x/HHHHPUBLICAPI/getDataAll.php',
  startedAt: '2026-01-01T12:00:00.000Z',
  finishedAt: '2026-01-01T12:00:01.500Z',
  durationMs: 1500,
});
const SITE = 'https://www.example.org';
const live = describeLive('20251231-100000-0001', {
  id: '20251231-100000-0001',
  createdAt: '2025-12-31T10:00:00.000Z',
  contentHash: 'a'.repeat(64),
  codeVersion: 'b'.repeat(64),
  pages: { en: 131, de: 130, total: 261 },
  warnings: [
    {
      code: 'invalid-date',
      table: 'Announcements',
      rowId: '17',
      column: 'PublishingDate',
      message: '"soon" is not a date; shown as Invalid Date',
    },
  ],
});

/** The status with nothing built or waiting: these builds in the history, `live` live. */
const settled = (builds: BuildRecord[]) =>
  describeStatus({
    siteUrl: SITE,
    running: null,
    pending: null,
    live,
    builds,
    find: () => undefined,
  });

describe('the status for editors', () => {
  it('has the same words in English and German', () => {
    expect(keysDeep(STATUS_TEXT.de)).toEqual(keysDeep(STATUS_TEXT.en));
  });

  it('picks the language from Accept-Language', () => {
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLocale('en-US,de;q=0.5')).toBe('en');
    expect(pickLocale('fr-FR,de;q=0.7,en;q=0.5')).toBe('de');
    expect(pickLocale('de;q=0.2, en;q=0.9')).toBe('en');
    expect(pickLocale('de;q=0, fr')).toBe('en');
    expect(pickLocale('*')).toBe('en');
  });

  it('is idle, building or pending', () => {
    expect(serviceState(null, null)).toBe('idle');
    expect(serviceState({}, null)).toBe('building');
    expect(serviceState({}, {})).toBe('pending');
  });

  it('puts the failure first, worded from its cause, with the raw cause folded away (administrator’s view)', () => {
    const status = settled([failed]);
    expect(status.live?.warnings[0]?.text).toBe(
      "Announcements row 17: PublishingDate 'soon' is not a date; shown as Invalid Date",
    );
    const html = renderStatusPage(
      status,
      'en',
      'Europe/Berlin',
      new Date('2026-01-01T15:00:00Z'),
      'full',
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('width=device-width');
    expect(html).not.toContain('http-equiv="refresh"');
    // The headline is the page's first heading, and the last outcome comes first in it.
    expect(firstHeading(html)).toBe(
      'Your last publish failed at 13:00: the table Events could not be read. The live site stays as it was.',
    );
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('Content to check'));
    expect(visibleText(html)).toContain('Nothing is being built now.');
    expect(visibleText(html)).not.toContain('Idle');
    expect(visibleText(html)).toContain('What to do Check the table Events on the back end');
    expect(html).toContain('261 pages (131 English, 130 German)');
    // The warning, grouped under its table with its row, worded from its code.
    expect(visibleText(html)).toContain(
      'Announcements Row 17 · PublishingDate: ‘soon’ is not a date; the site shows “Invalid Date” instead.',
    );
    // Technical detail only inside <details>.
    expect(visibleText(html)).not.toContain('HTTP 500');
    expect(html).toMatch(/<details>.*HTTP 500.*<\/details>/s);
    expect(html).toContain('news &lt;b&gt;edited&lt;/b&gt;');
    expect(html).toContain('1.5 s');
    expect(editorUnfriendly(html)).toEqual([]);
  });

  it('says the same in German, warnings and causes included', () => {
    const status = settled([failed]);
    const html = renderStatusPage(status, 'de', 'Europe/Berlin', new Date('2026-01-02T15:00:00Z'));
    expect(firstHeading(html)).toBe(
      'Ihre letzte Veröffentlichung ist am 01.01.2026 um 13:00 fehlgeschlagen: die Tabelle Events konnte nicht gelesen werden. Die Live-Website bleibt, wie sie war.',
    );
    expect(visibleText(html)).toContain(
      'Zeile 17 · PublishingDate: „soon“ ist kein Datum; die Website zeigt stattdessen „Invalid Date“.',
    );
    expect(visibleText(html)).toContain('Prüfen Sie die Tabelle Events im Back-End');
    expect(visibleText(html)).not.toMatch(/\b(the|is|not|could)\b/);
    expect(editorUnfriendly(html)).toEqual([]);
  });

  /** The failed build's record, but published. */
  const publishedAs = (fields: Partial<BuildRecord>): BuildRecord => ({
    ...failed,
    outcome: 'live',
    step: 'record',
    cause: null,
    pages: 262,
    ...fields,
  });

  it('says a publish and how many pages changed', () => {
    const published = publishedAs({
      finishedAt: '2026-01-01T13:05:00.000Z',
      changedPages: ['/NewsHome', '/neuigkeiten'],
      changedPagesTotal: 2,
    });
    const status = settled([published, failed]);
    const now = new Date('2026-01-01T15:00:00Z');
    expect(firstHeading(renderStatusPage(status, 'en', 'Europe/Berlin', now))).toBe(
      'Published at 14:05: 2 pages changed.',
    );
    expect(firstHeading(renderStatusPage(status, 'de', 'Europe/Berlin', now))).toBe(
      'Veröffentlicht um 14:05: 2 Seiten geändert.',
    );
  });

  it('says what each build made: files rendered, and files taken over from the live version', () => {
    const incremental = publishedAs({ rendered: 15, carried: 135 });
    const full = publishedAs({ id: '20260101-110000-beef', rendered: 150, carried: 0 });
    const status = settled([incremental, full]);
    const now = new Date('2026-01-01T15:00:00Z');
    expect(visibleText(renderStatusPage(status, 'en', 'Europe/Berlin', now))).toContain(
      '15 files made, 135 taken over unchanged from the live version',
    );
    const german = visibleText(renderStatusPage(status, 'de', 'Europe/Berlin', now));
    expect(german).toContain('15 Dateien erzeugt, 135 unverändert aus der Live-Version übernommen');
    expect(german).toContain('150 Dateien erzeugt (die ganze Website)');
  });

  it('tells one running and one waiting apart, with pages that move', () => {
    const running: BuildRecord = {
      ...failed,
      id: '20260101-130000-beef',
      outcome: 'running',
      step: 'build',
      cause: null,
      pages: 0,
    };
    const input = {
      siteUrl: SITE,
      running: { id: running.id, queuedAt: new Date(), calls: [] },
      pending: { id: 'next', queuedAt: new Date(), calls: [] },
      live,
      builds: [running, failed],
      find: () => running,
    };
    const preparing = renderStatusPage(
      describeStatus(input),
      'en',
      'Europe/Berlin',
      new Date('2026-01-01T12:00:40Z'),
    );
    expect(visibleText(preparing)).toContain('Running for 40 s');
    expect(firstHeading(preparing)).toMatch(/^Your last publish failed/);
    expect(visibleText(preparing)).toContain(
      'A new version of the site is being built now, and one more is waiting',
    );
    expect(visibleText(preparing)).not.toContain('waiting to start');
    expect(visibleText(preparing)).toContain('Step 3 of 8: Building pages');
    expect(visibleText(preparing)).toContain('Preparing the pages');
    expect(visibleText(preparing)).not.toContain('0 pages done');

    // As the build reports it: 94 rendered of the 270 paths it renders.
    Object.assign(running, { pages: 94, pagesTotal: 270 });
    const halfway = renderStatusPage(describeStatus(input), 'de', 'Europe/Berlin');
    expect(halfway).toContain('http-equiv="refresh"');
    expect(visibleText(halfway)).toContain('94 von 270 Dateien erzeugt');
    expect(halfway).toContain('<progress value="94" max="270">');
  });

  it('shows a build interrupted by a restart and rebuilt', () => {
    const interrupted: BuildRecord = {
      ...failed,
      outcome: 'interrupted',
      step: 'build',
      cause: 'the service stopped before this build finished; the live release was kept',
      rebuiltAs: '20260101-130500-cafe',
    };
    const rebuild: BuildRecord = {
      ...failed,
      id: '20260101-130500-cafe',
      trigger: 'restart',
      // What the service writes (webhookService.ts): build ids, in English.
      reason: `rebuild of ${interrupted.id}, interrupted by a restart (marker 42)`,
      outcome: 'running',
      step: 'pull',
      cause: null,
      rebuildOf: interrupted.id,
    };
    const status = describeStatus({
      siteUrl: SITE,
      running: { id: rebuild.id, queuedAt: new Date(), calls: [] },
      pending: null,
      live,
      builds: [rebuild, interrupted],
      find: () => rebuild,
    });
    const now = new Date('2026-01-01T15:00:00Z');
    const en = renderStatusPage(status, 'en', 'Europe/Berlin', now);
    expect(firstHeading(en)).toBe(
      'Your last publish was interrupted at 13:00: the publishing service was stopped or restarted during the build. It is being built again now.',
    );
    expect(visibleText(en)).toContain('interrupted, rebuilt');
    // It is being built again: no advice to publish again.
    expect(visibleText(en)).not.toContain('What to do');
    expect(visibleText(en)).toContain('rebuilt after a restart');
    const de = renderStatusPage(status, 'de', 'Europe/Berlin', now);
    expect(visibleText(de)).toContain('abgebrochen, neu erstellt');
    // The restart's own reason names build ids in English: folded away on both pages.
    for (const html of [en, de]) {
      expect(visibleText(html)).not.toContain('interrupted by a restart');
      expect(html).toContain('interrupted by a restart');
    }
  });

  it('words a full disk with its folder for an administrator, without it for an editor', () => {
    const full: BuildRecord = {
      ...failed,
      step: 'build',
      causeCode: 'disk-full',
      folder: '/srv/releases',
      cause: 'ENOSPC: no space left on device, write',
    };
    const page = (view: 'full' | 'editor') =>
      renderStatusPage(
        settled([full]),
        'en',
        'Europe/Berlin',
        new Date('2026-01-01T15:00:00Z'),
        view,
      );
    const html = page('full');
    expect(firstHeading(html)).toBe(
      'Your last publish failed at 13:00: the disk is full (folder /srv/releases). The live site stays as it was.',
    );
    expect(visibleText(html)).toContain('free space on that disk');
    expect(html).toContain('<dt>Folder</dt><dd><code>/srv/releases</code></dd>');
    expect(html).not.toContain('<dt>Address</dt><dd><code>/srv/releases');
    const editor = page('editor');
    expect(firstHeading(editor)).toBe(
      'Your last publish failed at 13:00: the disk is full. The live site stays as it was.',
    );
    expect(visibleText(editor)).toContain('free space on that disk');
    expect(editor).not.toContain('/srv/releases');
  });

  it('says for the build it happened in why a full build was needed, in both languages', () => {
    const slow = buildRecord('20260101-120500-f011', {
      outcome: 'live',
      step: 'record',
      rendered: 262,
      carried: 0,
      declined: { code: 'code-changed', detail: 'the live release was built by other code' },
      finishedAt: '2026-01-01T12:00:40.000Z',
    });
    const quick = buildRecord('20260101-120600-0a1c', {
      outcome: 'live',
      step: 'record',
      rendered: 3,
      carried: 259,
      finishedAt: '2026-01-01T12:06:02.000Z',
    });
    const status = settled([quick, slow]);
    const now = new Date('2026-01-01T15:00:00Z');
    const en = renderStatusPage(status, 'en', 'Europe/Berlin', now);
    const de = renderStatusPage(status, 'de', 'Europe/Berlin', now);
    const sentence = {
      en: 'A full build was needed: the website’s software or settings changed since the live version.',
      de: 'Eine vollständige Erstellung war nötig: Software oder Einstellungen der Website haben sich seit der Live-Version geändert.',
    };
    expect(visibleText(en)).toContain(sentence.en);
    expect(visibleText(de)).toContain(sentence.de);
    // Under the build it happened in, not the quick one after it.
    const items = en.split('<li class="build');
    expect(items.findIndex((item) => item.includes(sentence.en))).toBe(
      items.findIndex((item) => item.includes(slow.id)),
    );
    expect(en.split(sentence.en)).toHaveLength(2);
    expect(editorUnfriendly(en)).toEqual([]);
    expect(editorUnfriendly(de)).toEqual([]);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('a consistent status', () => {
  it('counts a build whose outcome is recorded as over, while the queue lets it go', () => {
    const done: BuildRecord = { ...failed, outcome: 'failed' };
    const status = describeStatus({
      siteUrl: SITE,
      running: { id: done.id, queuedAt: new Date(), calls: [] },
      pending: null,
      live: null,
      builds: [done],
      find: () => done,
    });
    expect(status.state).toBe('idle');
    expect(status.building).toBeNull();
  });
});
