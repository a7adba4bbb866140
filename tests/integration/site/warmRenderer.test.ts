/**
 * The renderer kept warm in the rebuild service's worker: a build after a build of the same code
 * renders its changed files without an Astro build, in the same worker process, and gives the same
 * folder byte for byte as a full build; a kept renderer that renders a carried page differently
 * from the live release is dropped for a full build; a worker made for other code is not reused.
 * Through the real worker script (src/build/buildRelease.ts) and demo content pulled from the demo
 * back end over HTTP, in a copy of the project whose `public/` holds the site's own host rules
 * (`_headers`, `_redirects`), which a full build keeps after its own.
 */
import { cpSync, existsSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullContent } from '../../../src/backend/pullContent.ts';
import { createSnapshot, writeSnapshot, type Snapshot } from '../../../src/backend/snapshot.ts';
import type { Row, Tables } from '../../../src/content/types.ts';
import { startBackend } from '../../../demo/backend/startBackend.ts';
import { buildWorkers, type BuildWorkers } from '../../../src/publish/buildWorker.ts';
import type { ResultReport } from '../../../src/build/workerProtocol.ts';
import { fileTree, pagesDiffering, treeDifferences } from '../../support/fileTree.ts';
import { countPages } from '../../../src/release/verifyRelease.ts';
import { codeVersion } from '../../../src/release/codeVersion.ts';
import { readConfig } from '../../../src/config/readConfig.ts';
import { projectCopy } from '../../support/projectCopy.ts';
import { buildInto } from '../../support/runCommand.ts';
import { NOT_FOUND_COPIES } from '../../../src/release/changedPages.ts';
import { WAIT_BUDGET_MS } from '../../support/waitBudget.ts';

const SITE = 'https://www.example.org';
/** The project the worker builds (`root`), and the folder its releases and snapshots go in. */
const { dir, root } = projectCopy('warm-');
/** The site's own host rules in `public/`: a header for a folder, a proxy and an old address. */
const PUBLIC_HEADERS = '/PublishingImages/*\n  Cache-Control: public, max-age=86400\n';
const PUBLIC_REDIRECTS =
  '/HHHHPUBLICAPI/*  https://backend.example.org/HHHHPUBLICAPI/:splat  200\n/brochure  /about-us  301\n';
const releases = join(dir, 'releases');
let workers: BuildWorkers;
let demo: Snapshot;
/** This project's code version, as the service works it out and hands to its worker. */
let projectCode: string;

/** One build in the service's worker: what it made and the worker's pid. */
async function build(
  id: string,
  tables: Tables,
  previous: string,
  code = projectCode,
): Promise<ResultReport & { pid: number | undefined }> {
  let made: ResultReport | null = null;
  const lines: string[] = [];
  const worker = workers.run({
    code,
    snapshot: createSnapshot(tables, `test ${id}`),
    outDir: join(releases, id),
    previousRelease: join(releases, previous),
    timeoutMs: 300_000,
    onResult: (result) => (made = result),
    onLine: (line) => lines.push(line),
  });
  await worker.done.catch((error: unknown) => {
    throw new Error(`${String(error)}\n${lines.join('\n')}`);
  });
  if (made === null) throw new Error(`build ${id} reported nothing`);
  return { ...(made as ResultReport), pid: worker.pid };
}

/** The demo's tables with news item `index` changed by `change`. */
function edited(index: number, change: Partial<Row>): Tables {
  const tables = structuredClone(demo.tables);
  const news = tables.Announcements as Row[];
  news[index] = { ...news[index]!, ...change };
  return tables;
}

beforeAll(async () => {
  const backend = await startBackend({ port: 0, dbPath: ':memory:' });
  try {
    demo = await pullContent({ baseUrl: backend.url });
  } finally {
    await backend.close();
  }
  writeFileSync(join(root, 'public', '_headers'), PUBLIC_HEADERS);
  writeFileSync(join(root, 'public', '_redirects'), PUBLIC_REDIRECTS);
  projectCode = await codeVersion(root, readConfig({ ...process.env, SITE_URL: SITE }));
  workers = buildWorkers({
    script: join(root, 'src/build/buildRelease.ts'),
    cwd: root,
    releasesDir: releases,
    env: { ...process.env, SITE_URL: SITE },
  });
}, 60_000);

// Before projectCopy removes the folder (hooks run last first).
afterAll(() => workers?.stop());

/**
 * Checks that `copy`, the worker's copy of `release` (src/build/spareRelease.ts),
 * holds only the release's bytes and lacks none of its pages but those every build writes (the
 * German not-found page's copies).
 */
function expectCopyOf(copy: string, release: string): void {
  const copied = fileTree(copy);
  const files = fileTree(release);
  const differing = [...copied].filter(([file, bytes]) => !files.get(file)?.equals(bytes));
  expect(differing.map(([file]) => file)).toEqual([]);
  const lacking = [...files.keys()].filter(
    (file) => file.endsWith('.html') && !copied.has(file) && !NOT_FOUND_COPIES.includes(file),
  );
  expect(lacking).toEqual([]);
  expect(copied.has(join('NewsHome', 'index.html'))).toBe(true);
}

describe('the renderer kept in the build worker', () => {
  let first: Awaited<ReturnType<typeof build>>;
  let second: Awaited<ReturnType<typeof build>>;
  const secondTables = () => edited(0, { Title: 'A title edited for the warm renderer' });

  it('renders an edit with the renderer of the last build, as a full build would', async () => {
    first = await build('a', demo.tables, 'none');
    expect(first).toMatchObject({ warm: false, carried: 0, declined: { code: 'no-release' } });
    cpSync(join(releases, 'a'), join(dir, 'full'), { recursive: true });

    second = await build('b', secondTables(), 'a');
    expect(second.warm).toBe(true);
    expect(second.declined).toBeNull();
    expect(second.pid).toBe(first.pid);
    expect(second.rendered).toBeGreaterThan(0);
    expect(second.carried).toBeGreaterThan(second.rendered);
    // What the build reports spares the service its walks of the folders: the same figures.
    expect(second.pages).toEqual(await countPages(join(releases, 'b')));
    const differing = pagesDiffering(join(releases, 'a'), join(releases, 'b'));
    expect([...second.changedPages].sort()).toEqual(differing);
    expect(second.changedPagesTotal).toBe(differing.length);
    expect(second.changedPagesTotal).toBeGreaterThan(0);

    // The same content built fully by `npm run build` from the same previous release.
    await writeSnapshot(join(dir, 'b-full.json'), createSnapshot(secondTables(), 'full'));
    const full = await buildInto(
      join(dir, 'full'),
      { SITE_URL: SITE, CONTENT_SNAPSHOT: join(dir, 'b-full.json'), FULL_BUILD: '1' },
      root,
    );
    expect(full.code, full.stderr).toBe(0);
    expect(treeDifferences(join(releases, 'b'), join(dir, 'full'))).toEqual({
      onlyA: [],
      onlyB: [],
      differing: [],
    });
    // Not vacuous: the edit is there, and its old address redirects.
    expect(readFileSync(join(releases, 'b', 'NewsHome', 'index.html'), 'utf8')).toContain(
      'A title edited for the warm renderer',
    );
    const redirects = readFileSync(join(releases, 'b', '_redirects'), 'utf8');
    expect(redirects).toMatch(/a-title-edited-for-the-warm-renderer +301/);
    // The site's own host rules, after the build's, as a full build keeps them.
    expect(redirects.endsWith(`\n${PUBLIC_REDIRECTS}`)).toBe(true);
    const headers = readFileSync(join(releases, 'b', '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(headers.endsWith(`\n\n${PUBLIC_HEADERS}`)).toBe(true);

    // The copy the worker makes for the next build (src/build/spareRelease.ts): every file of it
    // is release b's, and it lacks none of b's pages but those every build writes (the German
    // not-found page's copies).
    await expect
      .poll(() => existsSync(join(releases, '.spare')), { timeout: WAIT_BUDGET_MS })
      .toBe(true);
    expectCopyOf(join(releases, '.spare'), join(releases, 'b'));
  }, 600_000);

  it('drops a renderer that renders an unchanged page differently from the live release', async () => {
    // Every page of release b says something its content does not: the check must notice.
    for (const [file, bytes] of fileTree(join(releases, 'b'))) {
      if (!file.endsWith('.html')) continue;
      const path = join(releases, 'b', file);
      unlinkSync(path); // a hard link shared with release a: replaced, not written through
      writeFileSync(path, `${bytes.toString()}<!-- tampered -->`);
    }
    const third = await build('c', edited(1, { Body: '<p>Another edit.</p>' }), 'b');
    expect(third).toMatchObject({ warm: false, carried: 0, pid: second.pid });
    // Said, with the page that differed: a fallback nobody hears of is a site gone slow.
    expect(third.declined?.code).toBe('renderer-differs');
    expect(third.declined?.detail).toMatch(/\.html renders differently from the live release$/);
    const tampered = [...fileTree(join(releases, 'c'))].filter(([, bytes]) =>
      bytes.includes('<!-- tampered -->'),
    );
    expect(tampered.map(([file]) => file)).toEqual([]);
    // The full build loaded a renderer again: the next edit is warm, started from the copy of
    // release c, and its own copy is made for the edit after.
    const fourth = await build('d', edited(1, { Body: '<p>A third edit.</p>' }), 'c');
    expect(fourth).toMatchObject({ warm: true, pid: second.pid, declined: null });
    await expect
      .poll(() => existsSync(join(releases, '.spare')), { timeout: WAIT_BUDGET_MS })
      .toBe(true);
    expectCopyOf(join(releases, '.spare'), join(releases, 'd'));
    // A body edit moves no page: the sitemap is the live release's, carried (the same file).
    for (const name of ['sitemap-index.xml', 'sitemap-0.xml']) {
      const [c, d] = ['c', 'd'].map((id) => join(releases, id, name));
      expect(statSync(d!).ino).toBe(statSync(c!).ino);
    }
  }, 600_000);

  it('writes an edited menu and footer on every page, not the ones the renderer rendered before', async () => {
    // The menu and footer are rendered once per build (RenderedOnce.astro): a kept renderer must
    // not write the last build's.
    const tables = edited(1, { Body: '<p>A third edit.</p>' });
    const label = { en: 'Team, edited warm', de: 'Team, warm geändert' };
    const copyright = { en: '© Edited warm.', de: '© Warm geändert.' };
    const menu = tables.TopNavigation as Row[];
    const footer = tables.Footer as Row[];
    const item = menu.findIndex((row) => row.Title === 'Meet the Team');
    const line = footer.findIndex((row) => row['FooterTaxType'] === 'Copy Write Text');
    menu[item] = { ...menu[item]!, Title: label.en, Title_DE: label.de };
    footer[line] = { ...footer[line]!, Title: copyright.en, Title_DE: copyright.de };
    const fifth = await build('f', tables, 'd');
    expect(fifth).toMatchObject({ warm: true, pid: second.pid, declined: null });
    // Every page rendered again by the renderer that rendered them before gives a full build's
    // bytes: no state of one render (a contact form's ids) carries into the next.
    cpSync(join(releases, 'd'), join(dir, 'full-f'), { recursive: true });
    await writeSnapshot(join(dir, 'f-full.json'), createSnapshot(tables, 'full'));
    await buildInto(
      join(dir, 'full-f'),
      { SITE_URL: SITE, CONTENT_SNAPSHOT: join(dir, 'f-full.json'), FULL_BUILD: '1' },
      root,
    );
    expect(treeDifferences(join(releases, 'f'), join(dir, 'full-f'))).toEqual({
      onlyA: [],
      onlyB: [],
      differing: [],
    });
    const pages = [...fileTree(join(releases, 'f'))].filter(([file]) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(50);
    for (const [file, bytes] of pages) {
      const html = bytes.toString();
      const locale = /<html lang="de"/.test(html) ? 'de' : 'en';
      expect(html, file).toContain(`>${label[locale]}</a>`);
      expect(html, file).toContain(`>${copyright[locale]}</p>`);
    }
  }, 600_000);

  it("does not reuse a worker made for other code: here the site's own _redirects edited", async () => {
    // The host rules are code (public/): an edited file gives another code version, whose build
    // renders everything and writes the new rules.
    const edit = '/brochure  /de/ueber-uns  301\n';
    writeFileSync(join(root, 'public', '_redirects'), edit);
    const code = await codeVersion(root, readConfig({ ...process.env, SITE_URL: SITE }));
    expect(code).not.toBe(projectCode);
    const other = await build('e', demo.tables, 'f', code);
    expect(other.pid).not.toBe(second.pid);
    expect(other).toMatchObject({ warm: false, carried: 0, declined: { code: 'code-changed' } });
    const redirects = readFileSync(join(releases, 'e', '_redirects'), 'utf8');
    expect(redirects.endsWith(`\n${edit}`)).toBe(true);
  }, 600_000);
});

describe('a build whose code does not compile', () => {
  it("names the file and the compiler's reason in its cause, not only Vite's first line", async () => {
    const component = join(root, 'src/components/sections/CarouselSection.astro');
    const source = readFileSync(component, 'utf8');
    writeFileSync(component, source.replace(/^---\n/, '---\nconst broken = ;\n'));
    try {
      const code = await codeVersion(root, readConfig({ ...process.env, SITE_URL: SITE }));
      const failed = await build('broken', demo.tables, 'e', code).then(
        () => null,
        (error: unknown) => (error as Error).message.split('\n')[0],
      );
      expect(failed).toMatch(/^BuildProcessError: the build process failed \(exit code 1\): /);
      expect(failed).toContain('CarouselSection.astro');
    } finally {
      writeFileSync(component, source);
    }
  }, 600_000);
});
