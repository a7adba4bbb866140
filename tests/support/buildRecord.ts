/**
 * A rebuild service's build record for tests (src/publish/buildHistory.ts): a build of
 * one bearer call, running its build step, with `change` on top.
 */
import type { BuildRecord } from '../../src/publish/buildHistory.ts';

export function buildRecord(id: string, change: Partial<BuildRecord> = {}): BuildRecord {
  return {
    id,
    trigger: 'bearer',
    calls: 1,
    reason: null,
    force: false,
    outcome: 'running',
    step: 'build',
    cause: null,
    queuedAt: '2026-01-01T12:00:00.000Z',
    startedAt: '2026-01-01T12:00:01.000Z',
    finishedAt: null,
    durationMs: null,
    release: null,
    contentHash: null,
    pages: null,
    changedPages: [],
    changedPagesTotal: null,
    ...change,
  };
}
