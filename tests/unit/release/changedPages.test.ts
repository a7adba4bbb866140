import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedPages, NOT_FOUND_COPIES } from '../../../src/release/changedPages.ts';
import type { KeysRecord } from '../../../src/release/releaseKeys.ts';
import { countChangedPages } from '../../../src/release/countChangedPages.ts';
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

describe('changedPages (the status page\'s "N pages changed" from the keys)', () => {
  it('counts added, removed and rewritten pages once each, as a walk of both folders does', async () => {
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
    const counted = changedPages(live, next, before, keys, carried);
    // a, new, gone, and each not-found copy (de/404.html among them) once.
    expect(counted).toBe(3 + NOT_FOUND_COPIES.length);
    expect(counted).toBe(await countChangedPages(next, live));
  });

  it('counts nothing when only carried pages and unchanged copies are there', () => {
    const root = tempFolder('changed-');
    const live = join(root, 'live');
    const next = join(root, 'next');
    const before = release(live, { 'index.html': 'home', ...copies('nf') });
    const after = release(next, { 'index.html': 'home', ...copies('nf') });
    const keys = new Map(Object.entries(after.keys));
    expect(changedPages(live, next, before, keys, new Set(['index.html']))).toBe(0);
  });
});
