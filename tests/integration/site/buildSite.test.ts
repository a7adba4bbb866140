/**
 * Releases anywhere: `npm run build` into a folder beside the project whose path starts with the
 * project's path and holds spaces (`<project>-releases …/site`). Astro can take such a folder for
 * one inside the project (the build then fails with "Cannot find package '@oslojs/encoding'"); the
 * build must succeed, replace the release there and leave nothing behind. Another disk is built
 * onto in tests/integration/webhook/webhookDiskFull.test.ts (a tmpfs).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolders, STAGING_DIR } from '../../../src/release/buildFolders.ts';
import { contentHash, SNAPSHOT_FORMAT, writeSnapshot } from '../../../src/backend/snapshot.ts';
import type { Tables } from '../../../src/content/types.ts';
import { buildFromBackend, runCommand, type CommandResult } from '../../support/runCommand.ts';
import { secondContentTables } from '../../support/secondContent.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const project = process.cwd();
// A sibling named with the project's path as prefix, with spaces: `/work/site-releases x1Ab/`.
const beside = mkdtempSync(`${project}-releases with spaces `);
const outDir = join(beside, 'site');
let result: CommandResult;

beforeAll(async () => {
  // A release already there, which the build replaces.
  mkdirSync(outDir);
  writeFileSync(join(outDir, 'old-release.txt'), 'the release before');
  result = await buildFromBackend(outDir, { SNAPSHOT_OUT: join(beside, 'content.json') });
}, 300_000);

afterAll(() => rmSync(beside, { recursive: true, force: true }));

describe('a release folder beside the project, named with its path as prefix', () => {
  it('builds: every page in both languages is there, the old release is replaced', () => {
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain(`into ${outDir}`);
    for (const file of ['index.html', 'de/index.html', '404.html', '_headers']) {
      expect(existsSync(join(outDir, file)), file).toBe(true);
    }
    expect(existsSync(join(outDir, 'old-release.txt'))).toBe(false);
  });

  it('leaves nothing behind: no .next or .old beside it, no staging or server chunks in the project', () => {
    expect(readdirSync(beside).sort()).toEqual(['content.json', 'site']);
    expect(existsSync(buildFolders(project, outDir).astroDir)).toBe(false);
    expect(existsSync(join(project, STAGING_DIR, 'site'))).toBe(false);
    expect(existsSync(join(project, '.astro', '.prerender'))).toBe(false);
    expect(existsSync(join(outDir, '.prerender'))).toBe(false);
  });
});

describe('content the model cannot build, built beside Astro’s start (siteContent.ts)', () => {
  const dir = tempFolder('bad-content-');
  const release = join(dir, 'site');
  let failed: CommandResult;

  beforeAll(async () => {
    mkdirSync(release);
    writeFileSync(join(release, 'index.html'), 'the live release');
    // A table holding a row that is no row: the model stops on it.
    const tables = secondContentTables();
    const broken = { ...tables, Announcements: [null, ...tables.Announcements] } as Tables;
    await writeSnapshot(join(dir, 'content.json'), {
      format: SNAPSHOT_FORMAT,
      hash: contentHash(broken),
      pulledAt: new Date().toISOString(),
      source: 'a test',
      tables: broken,
    });
    failed = await runCommand('scripts/build.ts', {
      SITE_URL: 'https://www.example.org',
      CONTENT_SNAPSHOT: join(dir, 'content.json'),
      ASTRO_OUT_DIR: release,
    });
  }, 300_000);

  it('fails the build with the content’s own error, not a crash, and keeps the live release', () => {
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Cannot read properties of null');
    // An unhandled rejection would end the process from inside Node, before the build's own
    // error handling (and its clean-up) ran.
    expect(failed.stderr).not.toContain('triggerUncaughtException');
    expect(readdirSync(dir).sort()).toEqual(['content.json', 'site']);
    expect(readdirSync(release)).toEqual(['index.html']);
  });
});
