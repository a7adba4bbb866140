import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  carryFiles,
  catalogueKeys,
  digestOf,
  keysRecord,
  planBuild,
} from '../../../src/release/releaseKeys.ts';
import { pageCatalogue } from '../../../src/catalogue/pageCatalogue.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import type { Row } from '../../../src/content/types.ts';
import { generateContent } from '../../../demo/generateContent.ts';
import { LIST_PAGE_SIZE } from '../../../src/content/listPageSize.ts';
import { siteTables } from '../content/fixtures.ts';

describe('digestOf', () => {
  it('is equal for equal values and differs when anything differs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(digestOf(a) === digestOf(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
    expect(digestOf({ a: [1, '2'] })).toBe(digestOf({ a: [1, '2'] }));
    expect(digestOf({ a: [1, '2'] })).not.toBe(digestOf({ a: ['1', 2] }));
    expect(digestOf({ a: undefined })).not.toBe(digestOf({ a: null }));
  });
});

describe('keys and plans', () => {
  const tables = siteTables();
  const keysOf = (t: typeof tables, code = 'code-1') =>
    catalogueKeys(pageCatalogue(buildSiteModel(t)), code);
  const before = keysOf(tables);
  const record = (keys: Map<string, string>, code = 'code-1') =>
    keysRecord(
      code,
      keys,
      new Map(
        [...keys.keys()]
          .filter((f) => f.endsWith('.html'))
          .map((f) => [f, { scripts: ['s'], styles: [] }]),
      ),
    );

  it('changes the key of an edited item’s pages and of what lists it, nothing else', () => {
    const news = tables.Announcements as Row[];
    const after = keysOf({
      ...tables,
      Announcements: [{ ...news[0]!, Body: '<p>Edited</p>' }, ...news.slice(1)],
    });
    const changed = [...after].filter(([file, key]) => before.get(file) !== key).map(([f]) => f);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(after.size / 2);
    expect(changed.some((f) => f.startsWith('NewsHome/'))).toBe(true);
    expect(changed.some((f) => /^(de\/)?contact\//.test(f))).toBe(false);
  });

  it('keeps the key of a page whose news carousel shows the edited item, which shows no body', () => {
    // Generated content: topic pages, each with a carousel of the newest news.
    const big = generateContent({ news: 60, events: 3, pages: 3 });
    const model = buildSiteModel(big);
    const carousels = model.en.pages
      .flatMap((page) => page.sections)
      .filter((section) => section.type === 'Slider-3' && section.news.length > 0);
    expect(carousels.length).toBeGreaterThan(2);
    for (const section of carousels) {
      expect(section.news.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
      expect(section.news.every((item) => item.descriptionHtml === '')).toBe(true);
      expect(section.cards).toEqual([]);
    }
    const keysOfBig = (t: typeof big) => catalogueKeys(pageCatalogue(buildSiteModel(t)), 'c');
    const news = big.Announcements as Row[];
    const edited = keysOfBig({
      ...big,
      Announcements: [{ ...news[0]!, Body: '<p>Edited body</p>' }, ...news.slice(1)],
    });
    const bigBefore = keysOfBig(big);
    const changed = [...edited].filter(([file, key]) => bigBefore.get(file) !== key);
    expect(changed.some(([file]) => file.startsWith('NewsHome/news-1-'))).toBe(true);
    expect(changed.filter(([file]) => /^(de\/)?topic-/.test(file))).toEqual([]);
    // A title edit shows in the carousels: those pages change.
    const retitled = keysOfBig({
      ...big,
      Announcements: [{ ...news[0]!, Title: 'A new title' }, ...news.slice(1)],
    });
    expect(
      [...retitled].some(([file, key]) => /^topic-/.test(file) && bigBefore.get(file) !== key),
    ).toBe(true);
  });

  it('changes every page’s key when the menu changes (the frame)', () => {
    const nav = tables.TopNavigation as Row[];
    const renamed = { ...nav[1]!, Title: 'About', Title_DE: 'Über' };
    const after = keysOf({ ...tables, TopNavigation: [nav[0]!, renamed, ...nav.slice(2)] });
    const pages = [...after].filter(([file]) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter(([file, key]) => before.get(file) === key)).toEqual([]);
  });

  it('plans a full build without a record or for other code, otherwise renders what changed', () => {
    expect(planBuild(before, 'code-1', null)).toEqual({ render: null, carry: [] });
    expect(planBuild(before, 'code-2', record(before))).toEqual({ render: null, carry: [] });
    const same = planBuild(before, 'code-1', record(before));
    expect(same.render?.size).toBe(0);
    expect(same.carry).toHaveLength(before.size);
    const grown = new Map(before).set('new/index.html', 'k');
    const plan = planBuild(grown, 'code-1', record(before));
    expect([...(plan.render ?? [])]).toEqual(['new/index.html']);
  });

  it('records each distinct declaration of inline code once', () => {
    const keys = new Map([
      ['a/index.html', '1'],
      ['b/index.html', '2'],
      ['c/index.html', '3'],
    ]);
    const written = keysRecord(
      'c',
      keys,
      new Map([
        ['b/index.html', { scripts: ['x'], styles: [] }],
        ['a/index.html', { scripts: ['x'], styles: [] }],
        ['c/index.html', { scripts: ['y'], styles: ['z'] }],
      ]),
    );
    expect(written.declarations).toEqual([
      { scripts: ['x'], styles: [] },
      { scripts: ['y'], styles: ['z'] },
    ]);
    expect(written.declared).toEqual({ 'a/index.html': 0, 'b/index.html': 0, 'c/index.html': 1 });
  });
});

describe('carryFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'carry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hard-links each file into the new folder, making its folders', async () => {
    mkdirSync(join(dir, 'old', 'a', 'b'), { recursive: true });
    writeFileSync(join(dir, 'old', 'a', 'b', 'index.html'), 'page');
    await carryFiles(join(dir, 'old'), join(dir, 'new'), ['a/b/index.html']);
    const copy = join(dir, 'new', 'a', 'b', 'index.html');
    expect(readFileSync(copy, 'utf8')).toBe('page');
    expect(statSync(copy).ino).toBe(statSync(join(dir, 'old', 'a', 'b', 'index.html')).ino);
  });

  it('carries many files, several folders each, all of them', async () => {
    const files = Array.from({ length: 300 }, (_, i) => `f${i % 7}/p${i}/index.html`);
    for (const file of files) {
      mkdirSync(dirname(join(dir, 'many', file)), { recursive: true });
      writeFileSync(join(dir, 'many', file), file);
    }
    await carryFiles(join(dir, 'many'), join(dir, 'many-new'), files);
    for (const file of files) expect(readFileSync(join(dir, 'many-new', file), 'utf8')).toBe(file);
  });

  it('fails naming the file when the live release lacks it', async () => {
    await expect(carryFiles(join(dir, 'old'), join(dir, 'new2'), ['gone.html'])).rejects.toThrow(
      /gone\.html/,
    );
  });

  it('has stopped linking by the time it fails, so a folder removed then stays removed', async () => {
    // A folder each, as pages have: a lane going on would make its next file's folder again.
    const files = Array.from({ length: 200 }, (_, i) => `p${i}/index.html`);
    const missing = 'p20/index.html';
    for (const file of files.filter((file) => file !== missing)) {
      mkdirSync(dirname(join(dir, 'some', file)), { recursive: true });
      writeFileSync(join(dir, 'some', file), 'x');
    }
    const target = join(dir, 'some-new');
    await expect(carryFiles(join(dir, 'some'), target, files)).rejects.toThrow(/p20/);
    rmSync(target, { recursive: true, force: true });
    // Lanes still running would go on with the other 179 files into the folder just removed: as
    // many links again elsewhere, queued on the same disk threads behind theirs, end later.
    const rest = files.filter((file) => file !== missing);
    await carryFiles(join(dir, 'some'), join(dir, 'some-other'), rest);
    expect(existsSync(target)).toBe(false);
  });
});
