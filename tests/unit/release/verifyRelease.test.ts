import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countPages,
  missingReleaseFiles,
  RELEASE_FILES,
  releaseProblem,
  REQUIRED_FILES,
  rollbackProblem,
  verifyRelease,
} from '../../../src/release/verifyRelease.ts';
import { tempFolder } from '../../support/tempFolder.ts';

describe('verifying a release before it goes live', () => {
  it('requires the pages every site has, in both languages', () => {
    expect(REQUIRED_FILES).toEqual(
      expect.arrayContaining([
        'index.html',
        'de/index.html',
        'NewsHome/index.html',
        'neuigkeiten/index.html',
        'EventHome/index.html',
        'veranstaltungen/index.html',
        'contact/index.html',
        'de/contact/index.html',
        'privacy-policy/index.html',
        'datenschutz/index.html',
        '404.html',
        '_headers',
      ]),
    );
  });

  it('refuses missing pages, and fewer than half the live pages unless forced', () => {
    expect(
      releaseProblem({ missing: ['404.html'], pages: 10, livePages: 10, force: true }),
    ).toMatch(/no 404\.html/);
    expect(releaseProblem({ missing: [], pages: 49, livePages: 100, force: false })).toMatch(
      /only 49 pages, fewer than half of the 100/,
    );
    expect(releaseProblem({ missing: [], pages: 50, livePages: 100, force: false })).toBeNull();
    expect(releaseProblem({ missing: [], pages: 49, livePages: 100, force: true })).toBeNull();
    expect(releaseProblem({ missing: [], pages: 1, livePages: null, force: false })).toBeNull();
  });

  it('counts pages per language on disk', async () => {
    const dir = tempFolder('release-');
    const files = [
      ...REQUIRED_FILES,
      'about-us/index.html',
      'de/about-us/index.html',
      'de/404.html',
      'neuigkeiten/404.html',
    ];
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    // en: /, NewsHome, EventHome, contact, privacy-policy, about-us, 404; de: the same seven
    // (the German not-found page's copy in an alias folder is no page of its own): one count.
    expect(await countPages(dir)).toEqual({ en: 7, de: 7, total: 14 });
    expect((await verifyRelease(dir, 20, false)).problem).toBeNull();
    expect((await verifyRelease(dir, 40, false)).problem).toMatch(/fewer than half/);
  });
});

describe('checking a kept release before a rollback makes it live again', () => {
  const id = '20260101-120000-aaaa';
  const live = '20260102-120000-bbbb';

  it('names the files a release always has that are missing, all of them when its folder is gone', () => {
    const dir = tempFolder('release-');
    expect(RELEASE_FILES).toEqual(
      expect.arrayContaining([
        ...REQUIRED_FILES,
        'de/404.html',
        '_redirects',
        '_keys.json',
        '_paths.json',
      ]),
    );
    for (const file of RELEASE_FILES) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    expect(missingReleaseFiles(dir)).toEqual([]);
    rmSync(join(dir, 'de', '404.html'));
    rmSync(join(dir, 'index.html'));
    // A folder in a file's place is no file.
    rmSync(join(dir, '_keys.json'));
    mkdirSync(join(dir, '_keys.json'));
    expect(missingReleaseFiles(dir).sort()).toEqual(['_keys.json', 'de/404.html', 'index.html']);
    expect(missingReleaseFiles(join(dir, 'gone'))).toEqual(RELEASE_FILES);
  });

  it('refuses in a sentence naming the release, what it lacks and what stays live', () => {
    expect(rollbackProblem(id, live, [])).toBeNull();
    expect(rollbackProblem(id, live, ['index.html', 'de/404.html'])).toBe(
      `Cannot roll back to release ${id}: it is incomplete, without index.html, de/404.html. ${live} stays live.`,
    );
    expect(rollbackProblem(id, live, RELEASE_FILES.slice(0, 7))).toMatch(
      /without .+, .+, .+, .+, .+ and 2 more\./,
    );
    expect(rollbackProblem(id, null, RELEASE_FILES)).toBe(
      `Cannot roll back to release ${id}: its files are gone. Nothing was switched.`,
    );
  });
});
