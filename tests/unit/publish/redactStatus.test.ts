import { describe, expect, it } from 'vitest';
import { redactBuild, redactStatus } from '../../../src/publish/redactStatus.ts';
import { describeLive, describeStatus } from '../../../src/publish/serviceStatus.ts';
import { renderStatusPage } from '../../../src/publish/statusPage.ts';
import { buildRecord } from '../../support/buildRecord.ts';

/** What only an administrator may see, each in one of the causes below. */
const MACHINE = [
  '/srv/deploy/.ssh/id_ed25519', // a path in a deploy command's output
  '10.1.2.3', // an address
  'rsync error: some files could not be transferred', // command output
  '/home/site/node_modules/astro/dist/core/build/index.js', // a worker's stderr with its path
  'http://10.9.8.7:8080/HHHHPUBLICAPI/getDataAll.php', // the back end's address
  '/mnt/releases-disk', // the folder of a full disk
];

const at = { startedAt: '2026-01-01T12:00:00.000Z', finishedAt: '2026-01-01T12:00:05.000Z' };
const deployFailed = buildRecord('20260101-120500-dead', {
  ...at,
  outcome: 'failed',
  step: 'deploy',
  reason: 'Events updated',
  cause:
    'DEPLOY_COMMAND failed (exit code 23): rsync error: some files could not be transferred (/srv/deploy/.ssh/id_ed25519 to 10.1.2.3); 20260101-110000-aaaa stays live',
});
const buildFailed = buildRecord('20260101-120400-beef', {
  ...at,
  outcome: 'failed',
  step: 'build',
  cause:
    'the build process failed (exit code 1): at /home/site/node_modules/astro/dist/core/build/index.js:12',
});
const pullFailed = buildRecord('20260101-120300-cafe', {
  ...at,
  outcome: 'failed',
  step: 'pull',
  table: 'Events',
  url: 'http://10.9.8.7:8080/HHHHPUBLICAPI/getDataAll.php',
  cause:
    'Table Events: connect ECONNREFUSED 10.9.8.7:8080 (POST http://10.9.8.7:8080/HHHHPUBLICAPI/getDataAll.php)',
});
const diskFull = buildRecord('20260101-120200-f00d', {
  ...at,
  outcome: 'failed',
  step: 'build',
  causeCode: 'disk-full',
  folder: '/mnt/releases-disk',
  cause: 'no space left on the disk of /mnt/releases-disk (ENOSPC)',
});
// An older record: no cause code, so it is read from the raw cause before that goes.
const tooFew = buildRecord('20260101-120100-0ld0', {
  ...at,
  outcome: 'failed',
  step: 'verify',
  cause: 'the new release has 10 pages, fewer than half of the 262 live ones',
});

const live = describeLive('20260101-110000-aaaa', {
  id: '20260101-110000-aaaa',
  createdAt: '2026-01-01T11:00:00.000Z',
  contentHash: 'c'.repeat(64),
  codeVersion: 'd'.repeat(64),
  pages: { en: 131, de: 131, total: 262 },
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
const status = describeStatus({
  siteUrl: 'https://www.example.org',
  running: null,
  pending: null,
  live,
  builds: [deployFailed, buildFailed, pullFailed, diskFull, tooFew],
  find: () => undefined,
});
const NOW = new Date('2026-01-01T15:00:00Z');

describe('redactStatus: the status an editor sees, without the machine', () => {
  it('keeps none of the paths, addresses and command output in the JSON', () => {
    const json = JSON.stringify(redactStatus(status));
    for (const text of MACHINE) expect(json).not.toContain(text);
    expect(json).not.toContain('DEPLOY_COMMAND');
    expect(json).not.toMatch(/"url"|"folder"/);
    // The full status has them all: the test would see a leak.
    const full = JSON.stringify(status);
    for (const text of MACHINE) expect(full).toContain(text);
  });

  it('words each cause for an editor instead, and keeps outcome, step, table and content report', () => {
    const redacted = redactStatus(status);
    expect(redacted.builds.map((b) => b.cause)).toEqual([
      'The new version could not be copied to the web server.',
      'The pages could not be built.',
      'The back end could not be reached (while reading the table Events).',
      'The disk is full.',
      'The new version has fewer than half the pages of the live site, so it was held back.',
    ]);
    expect(redacted.builds.map((b) => b.causeCode)).toEqual([
      'deploy-failed',
      'build-failed',
      'backend-unreachable',
      'disk-full',
      'too-few-pages',
    ]);
    expect(redacted.builds[0]).toMatchObject({
      outcome: 'failed',
      step: 'deploy',
      reason: 'Events updated',
    });
    expect(redacted.builds[2]?.table).toBe('Events');
    expect(redacted.live).toEqual(status.live);
  });

  it('leaves a build without a cause as it is', () => {
    const published = buildRecord('20260101-130000-0001', { outcome: 'live', step: 'record' });
    expect(redactBuild(published)).toEqual(published);
  });

  it.each(['en', 'de'] as const)(
    'the %s page shows none of them without the token, all of them with it',
    (locale) => {
      const editor = renderStatusPage(status, locale, 'Europe/Berlin', NOW, 'editor');
      for (const text of MACHINE) expect(editor).not.toContain(text);
      expect(editor).not.toContain('DEPLOY_COMMAND');
      // The outcome, what to do and the content report stay, in the page's language.
      expect(editor).toContain(
        locale === 'en'
          ? 'Your last publish failed at 13:00: the new version could not be copied to the web server.'
          : 'Ihre letzte Veröffentlichung ist um 13:00 fehlgeschlagen: die neue Version konnte nicht auf den Webserver kopiert werden.',
      );
      expect(editor).toContain(locale === 'en' ? 'What to do' : 'Was zu tun ist');
      expect(editor).toContain(locale === 'en' ? 'Row 17' : 'Zeile 17');
      expect(editor).toContain(deployFailed.id);
      // Not the English sentence of the redacted JSON on the German page.
      if (locale === 'de') expect(editor).not.toContain('could not be copied');

      const full = renderStatusPage(status, locale, 'Europe/Berlin', NOW, 'full');
      for (const text of MACHINE) expect(full).toContain(text);
    },
  );

  it('keeps why a build was not the quick kind by its code, not the log’s sentence naming files', () => {
    const detail =
      'the kept renderer failed: Error: ENOENT /home/site/node_modules/astro/dist/core/app/index.js';
    const declined = buildRecord('20260101-130000-0002', {
      outcome: 'live',
      step: 'record',
      declined: { code: 'renderer-failed', detail },
    });
    const withDecline = { ...status, builds: [declined] };
    const redacted = redactStatus(withDecline);
    expect(redacted.builds[0]?.declined).toEqual({
      code: 'renderer-failed',
      detail:
        'A full build was needed: the quick way of making pages failed. If this happens again, tell a developer.',
    });
    expect(JSON.stringify(redacted)).not.toContain('/home/site');
    for (const locale of ['en', 'de'] as const) {
      expect(renderStatusPage(withDecline, locale, 'Europe/Berlin', NOW)).not.toContain(
        '/home/site',
      );
      // An administrator sees the log's sentence in the build's details.
      const full = renderStatusPage(withDecline, locale, 'Europe/Berlin', NOW, 'full');
      expect(full).toMatch(new RegExp(`<details>.*${detail.slice(-30)}.*</details>`, 's'));
    }
  });

  it('renders the editor view when no view is given', () => {
    const html = renderStatusPage(status, 'en', 'Europe/Berlin', NOW);
    for (const text of MACHINE) expect(html).not.toContain(text);
  });
});
