import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import { buildRecord } from '../../support/buildRecord.ts';
import { CAUSES, causeCode, describeCause } from '../../../src/publish/describeCause.ts';

const base = buildRecord('20260101-120000-abcd', {
  trigger: 'signature',
  outcome: 'failed',
  step: 'pull',
  startedAt: '2026-01-01T12:00:00.000Z',
  finishedAt: '2026-01-01T12:00:01.000Z',
  durationMs: 1000,
});
const failedWith = (change: Partial<BuildRecord>): BuildRecord => ({ ...base, ...change });

describe('causes worded from their codes', () => {
  it('reads the code from the step and the raw cause of records without one', () => {
    const refused =
      'Table Events: fetch failed: connect ECONNREFUSED 127.0.0.1:9 (POST http://127.0.0.1:9/x)';
    expect(causeCode(failedWith({ cause: refused, table: 'Events' }))).toBe('backend-unreachable');
    expect(causeCode(failedWith({ cause: 'Table Events: HTTP 500', table: 'Events' }))).toBe(
      'table-unreadable',
    );
    expect(
      causeCode(
        failedWith({ step: 'build', cause: 'the build did not finish within 900 s; stopped' }),
      ),
    ).toBe('build-timeout');
    expect(
      causeCode(failedWith({ step: 'build', cause: 'the build process failed (exit code 1)' })),
    ).toBe('build-failed');
    expect(causeCode(failedWith({ step: 'build', cause: 'ENOSPC: no space left on device' }))).toBe(
      'disk-full',
    );
    expect(
      causeCode(
        failedWith({ step: 'verify', cause: 'only 3 pages, fewer than half of the 262 live now' }),
      ),
    ).toBe('too-few-pages');
    expect(causeCode(failedWith({ step: 'verify', cause: 'the build has no 404.html' }))).toBe(
      'pages-missing',
    );
    expect(causeCode(failedWith({ step: 'deploy', cause: 'exit 1' }))).toBe('deploy-failed');
    expect(causeCode(failedWith({ outcome: 'interrupted' }))).toBe('stopped');
    expect(causeCode(failedWith({ outcome: 'interrupted', startedAt: null }))).toBe(
      'stopped-before-start',
    );
    expect(causeCode(failedWith({ outcome: 'live' }))).toBeNull();
    // A code the pipeline recorded wins.
    expect(causeCode(failedWith({ causeCode: 'disk-full', cause: 'write failed' }))).toBe(
      'disk-full',
    );
  });

  it('words every code in English and German, and an unknown code as a step that went wrong', () => {
    for (const [code, wording] of Object.entries(CAUSES)) {
      const facts = { table: 'Events', folder: '/srv/releases', step: 'x' };
      for (const locale of ['en', 'de'] as const) {
        expect(wording[locale].what(facts), code).not.toBe('');
        expect(wording[locale].todo(facts), code).toMatch(/[.!]$/);
      }
    }
    expect(
      describeCause(failedWith({ causeCode: 'from-the-future' }), 'de', 'Ausliefern')?.what,
    ).toBe('beim Schritt „Ausliefern“ ging etwas schief');
    expect(
      describeCause(failedWith({ causeCode: 'disk-full', folder: '/srv/r' }), 'de', '')?.what,
    ).toBe('der Datenträger ist voll (Ordner /srv/r)');
  });
});
