/**
 * A full build on two threads (RENDER_THREADS, src/build/astro/renderHelper.ts) makes the same site
 * as on Astro's thread alone, byte for byte, `_headers` and `_keys.json` included: the pages the
 * second thread rendered, checked and wrote are the pages Astro would have written. Generated
 * content (300 news, 300 events) from a back end over HTTP, so the helper, which loads while
 * Astro renders, has pages to take.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateContent } from '../../../demo/generateContent.ts';
import type { Row, Tables } from '../../../src/content/types.ts';
import { fileTree, treeDifferences } from '../../support/fileTree.ts';
import { buildFromBackend, buildInto, type CommandResult } from '../../support/runCommand.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const dir = tempFolder('render-threads-');
const one = join(dir, 'one');
const two = join(dir, 'two');

/** "N pages by a second thread" from the build's last line. */
function helped(result: CommandResult): number {
  const match = /(\d+) pages by a second thread/.exec(result.stdout);
  if (!match) throw new Error(`no count in:\n${result.stdout}`);
  return Number(match[1]);
}

/** The content with titles whose addresses are not ASCII (the helper names their files too). */
function withTitles(tables: Tables): Tables {
  const news = tables.Announcements as Row[];
  news.slice(0, 20).forEach((row, n) => (news[n] = { ...row, Title: `Über Grenzen ${n}: Straße` }));
  return tables;
}

let single: CommandResult;
let double: CommandResult;

beforeAll(async () => {
  const snapshot = join(dir, 'content.json');
  single = await buildFromBackend(
    one,
    { SNAPSHOT_OUT: snapshot, RENDER_THREADS: '1' },
    withTitles(generateContent({ news: 300, events: 300, pages: 40 })),
  );
  double = await buildInto(two, { CONTENT_SNAPSHOT: snapshot, RENDER_THREADS: '2' });
}, 600_000);

describe('a full build on two threads', () => {
  it('has the second thread render pages, and only when asked for', () => {
    expect(helped(single)).toBe(0);
    // Not a handful: a thread whose answers go unread while Astro renders takes almost none.
    const pages = [...fileTree(two).keys()].filter((file) => file.endsWith('.html')).length;
    expect(helped(double)).toBeGreaterThan(pages / 10);
  });

  it('is identical byte for byte to the build on one thread', () => {
    expect(treeDifferences(one, two)).toEqual({ onlyA: [], onlyB: [], differing: [] });
    const a = fileTree(one);
    expect([...a.keys()].some((file) => file.includes('über-grenzen'))).toBe(true);
    expect(a.size).toBeGreaterThan(1_500);
    expect(a.has('_headers') && a.has('_keys.json')).toBe(true);
  });
});
