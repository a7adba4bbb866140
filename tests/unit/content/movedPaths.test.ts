import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PATHS,
  movedPaths,
  parsePathsRecord,
  type PathsById,
  type PathsRecord,
} from '../../../src/content/movedPaths.ts';

/** The record a release keeps after a build of `now` (what writeHostFiles writes). */
const release = (before: PathsRecord, now: PathsById): PathsRecord => ({
  paths: now,
  moved: movedPaths(before, now),
});

describe('movedPaths: URLs survive title edits', () => {
  it('an edited title leaves its old path pointing at the new one, in each locale', () => {
    const first = release(EMPTY_PATHS, {
      'en:news:601': '/NewsHome/intranet-live',
      'de:news:601': '/neuigkeiten/intranet-live',
      'en:page:1': '/about-us',
    });
    expect(first.moved).toEqual({});
    const renamed = release(first, {
      'en:news:601': '/NewsHome/havelberg-intranet-live',
      'de:news:601': '/neuigkeiten/havelberg-intranet-live',
      'en:page:1': '/about-us',
    });
    expect(renamed.moved).toEqual({
      '/NewsHome/intranet-live': '/NewsHome/havelberg-intranet-live',
      '/neuigkeiten/intranet-live': '/neuigkeiten/havelberg-intranet-live',
    });
  });

  it('keeps old paths in later releases, and follows a second edit in one step', () => {
    const a = release(EMPTY_PATHS, { 'en:news:1': '/NewsHome/a' });
    const b = release(a, { 'en:news:1': '/NewsHome/b' });
    const unchanged = release(b, { 'en:news:1': '/NewsHome/b', 'en:news:2': '/NewsHome/x' });
    expect(unchanged.moved).toEqual({ '/NewsHome/a': '/NewsHome/b' });
    const c = release(unchanged, { 'en:news:1': '/NewsHome/c', 'en:news:2': '/NewsHome/x' });
    expect(c.moved).toEqual({ '/NewsHome/a': '/NewsHome/c', '/NewsHome/b': '/NewsHome/c' });
  });

  it('drops an old path when its page is gone, or when a page has that path again', () => {
    const a = release(EMPTY_PATHS, { 'en:news:1': '/NewsHome/a', 'en:news:2': '/NewsHome/z' });
    const b = release(a, { 'en:news:1': '/NewsHome/b', 'en:news:2': '/NewsHome/z' });
    // Title edited back: /a is a page again, and /b, left behind, leads to it.
    expect(release(b, { 'en:news:1': '/NewsHome/a', 'en:news:2': '/NewsHome/z' }).moved).toEqual({
      '/NewsHome/b': '/NewsHome/a',
    });
    // Another item now has the old title: its page answers /a.
    expect(release(b, { 'en:news:1': '/NewsHome/b', 'en:news:2': '/NewsHome/a' }).moved).toEqual({
      '/NewsHome/z': '/NewsHome/a',
    });
    // The item deleted: its old paths go to the not-found fallback.
    expect(release(b, { 'en:news:2': '/NewsHome/z' }).moved).toEqual({});
  });

  it('over any run of releases, every path a page ever had leads to where its last holder is now', () => {
    const ids = ['en:news:1', 'en:news:2', 'en:news:3', 'en:page:4'];
    const slugs = ['a', 'b', 'c', 'd', 'e', 'f'];
    // Each release: a distinct slug (or none: deleted, for good) per page.
    const releaseArb = fc.shuffledSubarray(slugs, { minLength: ids.length, maxLength: ids.length });
    const deletions = fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(releaseArb, deletions), { minLength: 1, maxLength: 8 }),
        (runs) => {
          const gone = new Set<string>();
          /** path → the page that held it last. */
          const lastHolder = new Map<string, string>();
          let record = EMPTY_PATHS;
          for (const [order, deleted] of runs) {
            ids.forEach((id, i) => deleted[i] && i % 2 === 0 && gone.add(id));
            const now: Record<string, string> = {};
            ids.forEach((id, i) => {
              if (!gone.has(id)) now[id] = `/x/${order[i] ?? ''}`;
            });
            record = release(record, now);
            for (const [id, path] of Object.entries(now)) lastHolder.set(path, id);
            const current = new Set(Object.values(now));
            for (const [path, holder] of lastHolder) {
              const expected = current.has(path) ? undefined : now[holder];
              expect(record.moved[path], path).toBe(expected);
            }
            // Nothing else is redirected, and never in a chain.
            expect(Object.keys(record.moved).every((p) => lastHolder.has(p))).toBe(true);
            expect(Object.values(record.moved).every((to) => current.has(to))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('parsePathsRecord', () => {
  it('reads what a release wrote, and counts anything unreadable as no record', () => {
    const record = {
      paths: { 'en:news:1': '/NewsHome/a' },
      moved: { '/NewsHome/z': '/NewsHome/a' },
    };
    expect(parsePathsRecord(JSON.stringify(record))).toEqual(record);
    expect(parsePathsRecord('{')).toEqual(EMPTY_PATHS);
    expect(parsePathsRecord('null')).toEqual(EMPTY_PATHS);
    expect(parsePathsRecord('{"paths": [], "moved": {"/a": 3, "/b": "c", "/d": "/e"}}')).toEqual({
      paths: {},
      moved: { '/d': '/e' },
    });
  });
});
