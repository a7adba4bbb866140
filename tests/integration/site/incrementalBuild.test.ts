/**
 * Incremental releases: one snapshot built incrementally from a release of different content, and
 * built fully, gives two folders identical byte for byte, `_headers`, `_redirects`, `_nginx.conf`,
 * the sitemap and `_keys.json` included. Only changed files are rendered; a changed code version (here a changed
 * SITE_URL, baked into pages) renders everything. Built in a copy of the project whose `public/`
 * holds the site's own host rules (`_headers`, `_redirects`), which every build keeps after its
 * own.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declinesInLog } from '../../../src/build/fastPathDecline.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSnapshot, readSnapshot, writeSnapshot } from '../../../src/backend/snapshot.ts';
import type { Row } from '../../../src/content/types.ts';
import { fileTree, treeDifferences } from '../../support/fileTree.ts';
import { projectCopy } from '../../support/projectCopy.ts';
import { buildFromBackend, buildInto, type CommandResult } from '../../support/runCommand.ts';

const { dir, root } = projectCopy('incremental-');
/** The site's own host rules in `public/`: a header for a folder, a proxy and an old address. */
const PUBLIC_HEADERS = '/PublishingImages/*\n  Cache-Control: public, max-age=86400\n';
const PUBLIC_REDIRECTS =
  '/HHHHPUBLICAPI/*  https://backend.example.org/HHHHPUBLICAPI/:splat  200\n/brochure  /about-us  301\n';
const incremental = join(dir, 'incremental');
const full = join(dir, 'full');

/** "N files rendered, M carried" from the build's last line. */
function counts(result: CommandResult): { rendered: number; carried: number } {
  const match = /(\d+) files rendered, (\d+) carried/.exec(result.stdout);
  if (!match) throw new Error(`no counts in:\n${result.stdout}`);
  return { rendered: Number(match[1]), carried: Number(match[2]) };
}

let incrementalBuild: CommandResult;
let fullBuild: CommandResult;
const edited = join(dir, 'edited.json');

beforeAll(async () => {
  // Release A: the demo content, pulled from the demo back end over HTTP.
  writeFileSync(join(root, 'public', '_headers'), PUBLIC_HEADERS);
  writeFileSync(join(root, 'public', '_redirects'), PUBLIC_REDIRECTS);
  const pulled = join(dir, 'content.json');
  await buildFromBackend(incremental, { SNAPSHOT_OUT: pulled }, undefined, root);
  cpSync(incremental, full, { recursive: true });
  // Content B: a news body edited, a news title edited (its address moves), an event deleted,
  // a news item added.
  const snapshot = await readSnapshot(pulled);
  const tables = structuredClone(snapshot.tables);
  const [first, second] = tables.Announcements as Row[];
  (tables.Announcements as Row[])[0] = { ...first!, Body: '<p>An edited body.</p>' };
  (tables.Announcements as Row[])[1] = { ...second!, Title: 'A title edited by an editor' };
  (tables.Events as Row[]).pop();
  (tables.Announcements as Row[]).push({
    Id: 990,
    Title: 'A new item',
    Body: '<p>New.</p>',
    PublishingDate: '2026-11-01',
  });
  await writeSnapshot(edited, createSnapshot(tables, 'edited by the test'));
  incrementalBuild = await buildInto(incremental, { CONTENT_SNAPSHOT: edited }, root);
  fullBuild = await buildInto(full, { CONTENT_SNAPSHOT: edited, FULL_BUILD: '1' }, root);
}, 900_000);

describe('an incremental release', () => {
  it('renders only the changed files and carries the rest', () => {
    const { rendered, carried } = counts(incrementalBuild);
    expect(carried).toBeGreaterThan(rendered);
    expect(rendered).toBeGreaterThan(0);
    expect(counts(fullBuild)).toEqual({ rendered: rendered + carried, carried: 0 });
    // The build log says which took its fast path, and why the other did not.
    expect(declinesInLog(incrementalBuild.stdout)).toEqual([]);
    expect(declinesInLog(fullBuild.stdout)).toEqual(['requested']);
  });

  it('is identical byte for byte to a full build of the same content', () => {
    expect(treeDifferences(incremental, full)).toEqual({ onlyA: [], onlyB: [], differing: [] });
    const a = fileTree(incremental);
    // Not vacuous: the edits are there, the moved address redirects.
    const news = readFileSync(join(incremental, 'NewsHome', 'index.0.json'), 'utf8');
    expect(news).toContain('A new item');
    const redirects = readFileSync(join(incremental, '_redirects'), 'utf8');
    expect(redirects).toMatch(/a-title-edited-by-an-editor +301/);
    expect(a.has('_headers') && a.has('_keys.json') && a.has('sitemap-0.xml')).toBe(true);
    // The nginx include, from the two files: the moved address, the site's proxy left a comment.
    const nginx = readFileSync(join(incremental, '_nginx.conf'), 'utf8');
    expect(nginx).toMatch(/location = "\/NewsHome\/[^"]+" \{ return 301 "[^"]*a-title-edited/);
    expect(nginx).toContain('# not translated: _redirects: /HHHHPUBLICAPI/*');
    // The site's own host rules, after the build's.
    expect(redirects.endsWith(`\n${PUBLIC_REDIRECTS}`)).toBe(true);
    const headers = readFileSync(join(incremental, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(headers.endsWith(`\n\n${PUBLIC_HEADERS}`)).toBe(true);
  });

  it('renders everything again when the code version changes (a new SITE_URL)', async () => {
    const result = await buildInto(
      incremental,
      { CONTENT_SNAPSHOT: edited, SITE_URL: 'https://www.example.net' },
      root,
    );
    expect(counts(result).carried).toBe(0);
    expect(declinesInLog(result.stdout)).toEqual(['code-changed']);
    expect(readFileSync(join(incremental, 'index.html'), 'utf8')).toContain(
      'https://www.example.net/',
    );
  });
});
