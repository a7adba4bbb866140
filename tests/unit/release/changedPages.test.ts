import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changedPages,
  changedPagesBetween,
  LISTED_CHANGES,
  listChanges,
  NOT_FOUND_COPIES,
} from '../../../src/release/changedPages.ts';
import { KEYS_FILE } from '../../../src/catalogue/pageCatalogue.ts';
import { writeJsonSync } from '../../../src/node/jsonFile.ts';
import type { KeysRecord } from '../../../src/release/releaseKeys.ts';
import { pagesDiffering } from '../../support/fileTree.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** A release folder of `files` (file → text) and its keys record (each catalogue file's key). */
function release(dir: string, files: Record<string, string>): KeysRecord {
  const keys: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
    // The German not-found page's copies outside /de are not in the catalogue.
    if (!NOT_FOUND_COPIES.includes(file) || file === 'de/404.html') keys[file] = `k:${text}`;
  }
  return { code: 'c', keys, declarations: [], declared: {} };
}

/** Every not-found copy with the same text. */
const copies = (text: string) => Object.fromEntries(NOT_FOUND_COPIES.map((f) => [f, text]));

describe("changedPages (the status page's changed pages, from the keys)", () => {
  it('lists added, removed and rewritten pages once each as site paths, as a walk of both folders finds them', async () => {
    const root = tempFolder('changed-');
    const live = join(root, 'live');
    const next = join(root, 'next');
    const before = release(live, {
      'index.html': 'home',
      'NewsHome/a/index.html': 'a',
      'NewsHome/gone/index.html': 'gone',
      'NewsHome/same/index.html': 'same',
      'NewsHome/index.json': '[]',
      ...copies('not found'),
    });
    // The German not-found page and its copies change (a menu edit), a page is rewritten with
    // the same bytes, one is added, one removed; the JSON file changes but is no page.
    const after = release(next, {
      'index.html': 'home',
      'NewsHome/a/index.html': 'a, edited',
      'NewsHome/new/index.html': 'new',
      'NewsHome/same/index.html': 'same',
      'NewsHome/index.json': '[1]',
      ...copies('not found, new menu'),
    });
    const keys = new Map(Object.entries(after.keys));
    const carried = new Set(['index.html']);
    const listed = await changedPages(live, next, before, keys, carried);
    // a, new, gone, and the German not-found page once (never its copies in the alias folders).
    expect(listed.changedPages).toEqual([
      '/de/404.html',
      '/NewsHome/a',
      '/NewsHome/gone',
      '/NewsHome/new',
    ]);
    expect(listed.changedPagesTotal).toBe(4);
    expect([...listed.changedPages].sort()).toEqual(pagesDiffering(live, next));
  });

  it('counts nothing when only carried pages and unchanged copies are there', async () => {
    const root = tempFolder('changed-');
    const live = join(root, 'live');
    const next = join(root, 'next');
    const before = release(live, { 'index.html': 'home', ...copies('nf') });
    const after = release(next, { 'index.html': 'home', ...copies('nf') });
    const keys = new Map(Object.entries(after.keys));
    expect(await changedPages(live, next, before, keys, new Set(['index.html']))).toEqual({
      changedPages: [],
      changedPagesTotal: 0,
    });
  });

  it('counts after a full build from both keys records, every page compared, as a walk does', async () => {
    const root = tempFolder('changed-');
    const live = join(root, 'live');
    const next = join(root, 'next');
    const pages = (edited: string) =>
      Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [
          `NewsHome/item-${i}/index.html`,
          i % 7 === 0 ? edited : `item ${i}`,
        ]),
      );
    writeJsonSync(join(live, KEYS_FILE), release(live, { ...pages('before'), ...copies('nf') }));
    writeJsonSync(
      join(next, KEYS_FILE),
      release(next, { ...pages('after'), 'de/new/index.html': 'neu', ...copies('nf') }),
    );
    const listed = await changedPagesBetween(live, next);
    // Items 0, 7, …, 35 rewritten, one page added.
    expect(listed?.changedPagesTotal).toBe(6 + 1);
    expect([...(listed?.changedPages ?? [])].sort()).toEqual(pagesDiffering(live, next));
    expect(await changedPagesBetween(live, join(root, 'no-release'))).toBeNull();
  });
});

describe('listChanges (what a build record keeps)', () => {
  it('names pages by site path, sorted as in an index, the German not-found page once', () => {
    const listed = listChanges([
      'de/index.html',
      'NewsHome/b-item/index.html',
      'index.html',
      'neuigkeiten/404.html',
      'de/404.html',
      'about-us/index.html',
      'NewsHome/index.html',
      '404.html',
    ]);
    expect(listed).toEqual({
      changedPages: [
        '/',
        '/404.html',
        '/about-us',
        '/de/',
        '/de/404.html',
        '/NewsHome',
        '/NewsHome/b-item',
      ],
      changedPagesTotal: 7,
    });
  });

  it(`keeps the first ${LISTED_CHANGES} paths and counts them all`, () => {
    const files = Array.from({ length: 450 }, (_, i) => `NewsHome/item-${1000 + i}/index.html`);
    const listed = listChanges(files);
    expect(listed.changedPagesTotal).toBe(450);
    expect(listed.changedPages).toHaveLength(LISTED_CHANGES);
    expect(listed.changedPages[0]).toBe('/NewsHome/item-1000');
    expect(listed.changedPages.at(-1)).toBe('/NewsHome/item-1199');
  });
});
