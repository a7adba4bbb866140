import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildFolders,
  isInside,
  realPathOf,
  STAGING_DIR,
} from '../../../src/release/buildFolders.ts';

describe('isInside: by path segments, not by string prefix', () => {
  it('a folder whose path merely starts with the project’s is outside it', () => {
    expect(isInside('/srv/site-releases/x', '/srv/site')).toBe(false);
    expect(isInside('/srv/sitex', '/srv/site')).toBe(false);
  });

  it('folders below are inside; the folder itself, its parents and other trees are not', () => {
    expect(isInside('/srv/site/releases/x', '/srv/site')).toBe(true);
    expect(isInside('/srv/site/..data/x', '/srv/site')).toBe(true);
    expect(isInside('/srv/site', '/srv/site')).toBe(false);
    expect(isInside('/srv', '/srv/site')).toBe(false);
    expect(isInside('/mnt/disk/releases', '/srv/site')).toBe(false);
  });
});

describe('buildFolders: where Astro writes', () => {
  it('a release folder inside the project is built in place, beside it as <out>.next', () => {
    expect(buildFolders('/srv/site', 'releases/20260101-120000-ab12')).toEqual({
      outDir: '/srv/site/releases/20260101-120000-ab12',
      nextDir: '/srv/site/releases/20260101-120000-ab12.next',
      astroDir: '/srv/site/releases/20260101-120000-ab12.next',
      staged: false,
    });
  });

  it('a sibling sharing the project’s prefix, another disk, spaces: staged inside the project', () => {
    for (const out of [
      '/srv/site-releases/x',
      '/mnt/other disk/releases/x',
      '/srv/site releases/a b',
    ]) {
      const folders = buildFolders('/srv/site', out);
      expect(folders.staged).toBe(true);
      expect(folders.outDir).toBe(out);
      expect(folders.nextDir).toBe(`${out}.next`);
      expect(isInside(folders.astroDir, join('/srv/site', STAGING_DIR))).toBe(true);
    }
  });

  it('gives each release folder its own staging folder, the same one every time', () => {
    const a = buildFolders('/srv/site', '/srv/site-releases/x').astroDir;
    const b = buildFolders('/srv/site', '/srv/other/x').astroDir;
    expect(a).not.toBe(b);
    expect(buildFolders('/srv/site', '/srv/site-releases/x').astroDir).toBe(a);
  });

  it('a folder reached through a link from inside the project to elsewhere is staged', () => {
    const folders = buildFolders('/srv/site', '/srv/site/releases/x', '/mnt/disk/releases/x');
    expect(folders.staged).toBe(true);
    expect(folders.nextDir).toBe('/srv/site/releases/x.next');
  });
});

describe('realPathOf', () => {
  const root = mkdtempSync(join(tmpdir(), 'real-path-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('resolves links as far as the path exists, and keeps the rest', () => {
    mkdirSync(join(root, 'disk'));
    symlinkSync(join(root, 'disk'), join(root, 'link'));
    expect(realPathOf(join(root, 'link', 'not', 'yet'))).toBe(join(root, 'disk', 'not', 'yet'));
    expect(realPathOf(join(root, 'disk'))).toBe(join(root, 'disk'));
  });
});
