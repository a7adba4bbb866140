import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../support/buildRecord.ts';
import { describePreviews, describeStatus } from '../../../src/publish/serviceStatus.ts';
import { renderStatusPage } from '../../../src/publish/statusPage.ts';
import { STATUS_TEXT } from '../../../src/publish/statusText.ts';
import type { ReleaseRecord } from '../../../src/release/releaseStore.ts';

const release = (id: string, createdAt: string, madeOn?: string): ReleaseRecord => ({
  id,
  createdAt,
  contentHash: 'h',
  codeVersion: 'c',
  pages: { en: 1, de: 1, total: 3 },
  warnings: [],
  ...(madeOn === undefined ? {} : { preview: { madeOn, token: `token-${id.slice(-4)}` } }),
});
const live = release('20260101-110000-0000', '2026-01-01T11:00:00.000Z');
const stale = release('20260101-100000-0001', '2026-01-01T10:00:00.000Z', '20251231-100000-9999');
const fresh = release('20260101-120000-0002', '2026-01-01T12:00:00.000Z', live.id);
const published = buildRecord(live.id, {
  outcome: 'live',
  step: 'record',
  release: live.id,
  changedPages: ['/', '/de/'],
  changedPagesTotal: 2,
  finishedAt: '2026-01-01T11:00:05.000Z',
});
const previewBuild = buildRecord(fresh.id, {
  outcome: 'preview',
  step: 'record',
  preview: true,
  release: fresh.id,
  changedPages: ['/about-us', '/de/about-us'],
  changedPagesTotal: 2,
  finishedAt: '2026-01-01T12:00:05.000Z',
});
const previews = describePreviews([stale, live, fresh], live.id, 'http://127.0.0.1:8789', (id) =>
  id === fresh.id ? previewBuild : undefined,
);

describe('previews in the status', () => {
  it('lists them newest first, each with its link, what its build changed, and whether it can go live', () => {
    expect(previews).toEqual([
      {
        id: fresh.id,
        url: 'http://127.0.0.1:8789/?preview=token-0002',
        builtAt: fresh.createdAt,
        changedPages: ['/about-us', '/de/about-us'],
        changedPagesTotal: 2,
        promotable: true,
      },
      {
        id: stale.id,
        url: 'http://127.0.0.1:8789/?preview=token-0001',
        builtAt: stale.createdAt,
        changedPages: [],
        changedPagesTotal: null,
        promotable: false,
      },
    ]);
  });

  it.each(['en', 'de'] as const)(
    'shows them with their links in %s; the headline stays the last publish’s',
    (locale) => {
      const t = STATUS_TEXT[locale];
      const status = {
        ...describeStatus({
          siteUrl: 'https://www.example.org',
          running: null,
          pending: null,
          live: null,
          builds: [previewBuild, published],
          find: () => undefined,
        }),
        previews,
      };
      const html = renderStatusPage(status, locale, 'UTC', new Date('2026-01-01T15:00:00Z'));
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toBe(
        t.headline.live(t.when('', '11:00', true), 2, 3),
      );
      expect(html).toContain(`<h2>${t.previews.title}</h2>`);
      expect(html).toContain(
        `<a href="http://127.0.0.1:8789/?preview=token-0002" rel="noreferrer">${t.previews.open}</a>`,
      );
      expect(html).toContain(t.previews.changed(2));
      expect(html).toContain(t.previews.ready);
      expect(html).toContain(t.previews.stale);
      expect(html).toContain(t.outcome.preview);
    },
  );

  it.each(['en', 'de'] as const)(
    'says in %s that a preview being made leaves the live site as it is',
    (locale) => {
      const running = { id: fresh.id, queuedAt: new Date(), calls: [], preview: true };
      const status = describeStatus({
        siteUrl: 'https://www.example.org',
        running,
        pending: null,
        live: null,
        builds: [{ ...previewBuild, outcome: 'running', step: 'build' }, published],
        find: () => ({ ...previewBuild, outcome: 'running', step: 'build' }),
      });
      expect(status.building?.preview).toBe(true);
      const html = renderStatusPage(status, locale, 'UTC', new Date('2026-01-01T12:00:03Z'));
      expect(html).toContain(`<p class="now">${STATUS_TEXT[locale].now.previewing}</p>`);
    },
  );
});
