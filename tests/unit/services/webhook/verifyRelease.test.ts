import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countPages,
  fileOfPath,
  pathOfFile,
  releaseProblem,
  REQUIRED_FILES,
  verifyRelease,
} from '../../../../src/services/webhook/verifyRelease.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

describe('verifying a release before it goes live (issue 10, point 3)', () => {
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

  it('maps clean paths to files and back', () => {
    expect(fileOfPath('/')).toBe('index.html');
    expect(fileOfPath('/de/')).toBe('de/index.html');
    expect(fileOfPath('/NewsHome')).toBe('NewsHome/index.html');
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile(join('de', 'contact', 'index.html'))).toBe('/de/contact');
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
    const files = [...REQUIRED_FILES, 'about-us/index.html', 'de/about-us/index.html'];
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    // en: /, NewsHome, EventHome, contact, privacy-policy, about-us; de: the same six; 404 apart.
    expect(await countPages(dir)).toEqual({ en: 6, de: 6, total: 13 });
    expect((await verifyRelease(dir, 20, false)).problem).toBeNull();
    expect((await verifyRelease(dir, 40, false)).problem).toMatch(/fewer than half/);
  });
});
