/**
 * The site server while releases are switched and deleted under it: a failed deploy switches back
 * and deletes the release it tried, and pruning deletes old releases, while visitors are being
 * answered. `npm run serve -- <releases>/current` runs as its own process, so its requests really
 * interleave with the switches; every answer must still be 200 and whole.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type RunningProcess } from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-switch-'));
const releases = join(dir, 'releases');
const current = join(releases, 'current');
/** Big enough that reading it takes a while, so a deletion can land mid-request. */
const PAGE = `<!DOCTYPE html><html><body>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(6000)}</body></html>`;
const STYLE = `body{color:#111}${'.x{margin:0}'.repeat(8000)}`;

let site: RunningProcess;
let released = 0;

/** Writes a new release folder and switches `current` to it atomically; returns its path. */
function release(): string {
  released++;
  const folder = join(releases, `20260101-${String(100000 + released).slice(-6)}-abcd`);
  mkdirSync(join(folder, 'about'), { recursive: true });
  mkdirSync(join(folder, '_astro'));
  writeFileSync(join(folder, 'about', 'index.html'), PAGE);
  writeFileSync(join(folder, '_astro', 'site.css'), STYLE);
  cpSync(join(folder, 'about'), join(folder, 'de'), { recursive: true });
  const link = join(releases, 'current.next');
  symlinkSync(folder, link);
  renameSync(link, current);
  return folder;
}

beforeAll(async () => {
  mkdirSync(releases);
  release();
  site = await startServe(current, join(dir, 'serve.sqlite'));
});

afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('releases switched and deleted while visitors read them', () => {
  it('every answer is 200 and whole: a request whose release vanished is answered from the live one', async () => {
    const expected: Record<string, number> = {
      '/about': Buffer.byteLength(PAGE),
      '/de/': Buffer.byteLength(PAGE),
      '/_astro/site.css': Buffer.byteLength(STYLE),
    };
    const errors: string[] = [];
    let answered = 0;
    let switching = true;
    // Four readers at once, without gzip so every length is exact.
    const readers = Array.from({ length: 4 }, async () => {
      while (switching) {
        for (const [path, length] of Object.entries(expected)) {
          try {
            const res = await fetch(`${site.url}${path}`, {
              headers: { 'accept-encoding': 'identity' },
            });
            const body = await res.text();
            answered++;
            if (res.status !== 200) errors.push(`${path}: HTTP ${res.status}`);
            else if (Buffer.byteLength(body) !== length)
              errors.push(`${path}: ${Buffer.byteLength(body)} of ${length} bytes`);
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause;
            errors.push(`${path}: ${(error as Error).message} (${cause?.code ?? 'no code'})`);
          }
        }
      }
    });
    // Each switch deletes the release it leaves at once, as a failed deploy's switch back does.
    let previous = join(releases, `20260101-${String(100000 + released).slice(-6)}-abcd`);
    // Until both enough switches and enough answers happened: conditions, not a time.
    for (let i = 0; i < 150 || answered < 300; i++) {
      const next = release();
      rmSync(previous, { recursive: true, force: true });
      previous = next;
      await new Promise((resolve) => setImmediate(resolve));
    }
    switching = false;
    await Promise.all(readers);
    expect(errors.slice(0, 10)).toEqual([]);
  });
});
