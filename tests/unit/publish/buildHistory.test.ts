import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildsToRebuild,
  openBuildHistory,
  type BuildRecord,
  type Outcome,
} from '../../../src/publish/buildHistory.ts';
import { buildRecord } from '../../support/buildRecord.ts';

function build(id: string, outcome: Outcome, change: Partial<BuildRecord> = {}): BuildRecord {
  return buildRecord(id, { outcome, ...change });
}

describe('buildsToRebuild (an interrupted build is rebuilt at the next start)', () => {
  it('the interrupted builds at the top, up to the first one that ran to an end', () => {
    const records = [
      build('c', 'interrupted', { startedAt: null }),
      build('b', 'interrupted'),
      build('a', 'live'),
      build('old', 'interrupted'),
    ];
    expect(buildsToRebuild(records).map((r) => r.id)).toEqual(['c', 'b']);
  });

  it('passes over rollbacks, which are no builds', () => {
    const records = [
      build('r', 'interrupted', { trigger: 'rollback' }),
      build('b', 'interrupted'),
      build('a', 'failed'),
    ];
    expect(buildsToRebuild(records).map((r) => r.id)).toEqual(['b']);
  });

  it('nothing when the newest build finished, or its interruption was already rebuilt', () => {
    expect(buildsToRebuild([build('b', 'unchanged'), build('a', 'interrupted')])).toEqual([]);
    expect(buildsToRebuild([build('b', 'interrupted', { rebuiltAs: 'c' })])).toEqual([]);
    expect(buildsToRebuild([])).toEqual([]);
  });

  it('a rebuild interrupted in its turn is rebuilt again', () => {
    const records = [
      build('r1', 'interrupted', { trigger: 'restart', rebuildOf: 'b' }),
      build('b', 'interrupted', { rebuiltAs: 'r1' }),
    ];
    expect(buildsToRebuild(records).map((r) => r.id)).toEqual(['r1']);
  });
});

describe('openBuildHistory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'history-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('marks builds left pending or running interrupted, on disk too', async () => {
    const path = join(dir, 'history.json');
    writeFileSync(
      path,
      JSON.stringify([build('b', 'running'), build('a', 'pending', { startedAt: null })]),
    );
    const history = await openBuildHistory(path);
    expect(history.list().map((r) => r.outcome)).toEqual(['interrupted', 'interrupted']);
    expect(buildsToRebuild(history.list()).map((r) => r.id)).toEqual(['b', 'a']);
    const saved = JSON.parse(readFileSync(path, 'utf8')) as BuildRecord[];
    expect(saved.map((r) => r.outcome)).toEqual(['interrupted', 'interrupted']);
  });
});
