import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../../src/services/webhook/buildHistory.ts';
import { pickLocale } from '../../../../src/services/webhook/pickLocale.ts';
import {
  describeLive,
  describeStatus,
  serviceState,
} from '../../../../src/services/webhook/serviceStatus.ts';
import { escapeHtml } from '../../../../src/content/escapeHtml.ts';
import { renderStatusPage } from '../../../../src/services/webhook/statusPage.ts';
import { STATUS_TEXT } from '../../../../src/services/webhook/statusText.ts';

function keysDeep(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysDeep(v, `${prefix}.${k}`));
}

const failed: BuildRecord = {
  id: '20260101-120000-abcd',
  trigger: 'signature',
  calls: 3,
  reason: 'news <b>edited</b>',
  force: false,
  outcome: 'failed',
  step: 'pull',
  cause: 'Table Events: HTTP 500 after 3 attempts (POST https://x/HHHHPUBLICAPI/getDataAll.php)',
  table: 'Events',
  url: 'https://x/HHHHPUBLICAPI/getDataAll.php',
  queuedAt: '2026-01-01T12:00:00.000Z',
  startedAt: '2026-01-01T12:00:00.000Z',
  finishedAt: '2026-01-01T12:00:01.500Z',
  durationMs: 1500,
  release: null,
  contentHash: null,
  pages: null,
};
const live = describeLive('20251231-100000-0001', {
  id: '20251231-100000-0001',
  createdAt: '2025-12-31T10:00:00.000Z',
  contentHash: 'a'.repeat(64),
  codeVersion: 'b'.repeat(64),
  pages: { en: 131, de: 130, total: 262 },
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

describe('the status for editors (issue 10, point 4)', () => {
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

  it('shows warnings as an editor reads them, and the failed build with its step and cause', () => {
    const status = describeStatus({
      running: null,
      pending: null,
      live,
      builds: [failed],
      find: () => undefined,
    });
    expect(status.live?.warnings[0]?.text).toBe(
      "Announcements row 17: PublishingDate 'soon' is not a date; shown as Invalid Date",
    );
    const html = renderStatusPage(status, 'en', 'Europe/Berlin');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('width=device-width');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('English 131, German 130');
    expect(html).toContain('PublishingDate &#39;soon&#39; is not a date');
    expect(html).toContain(
      'Cause (at step: Fetching content from the back end): Table Events: HTTP 500',
    );
    expect(html).toContain('news &lt;b&gt;edited&lt;/b&gt;');
    expect(html).toContain('1.5 s');
    // Times in the configured zone: 13:00 in Berlin is 12:00 UTC.
    expect(html).toContain('13:00:00');
  });

  it('refreshes while a build runs, with the step and pages done, in German', () => {
    const running: BuildRecord = {
      ...failed,
      outcome: 'running',
      step: 'build',
      cause: null,
      pages: 94,
    };
    const build = { id: running.id, queuedAt: new Date(), calls: [] };
    const status = describeStatus({
      running: build,
      pending: null,
      live: null,
      builds: [running],
      find: () => running,
    });
    expect(status.building).toMatchObject({ step: 'build', pagesDone: 94 });
    const html = renderStatusPage(status, 'de', 'Europe/Berlin');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain('Seiten erstellen');
    expect(html).toContain('94 Seiten fertig');
    expect(html).toContain('Noch ist keine Version der Website live.');
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
