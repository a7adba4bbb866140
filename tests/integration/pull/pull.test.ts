/**
 * `npm run pull` against back ends over real HTTP: the demo back end, one whose table answers 500,
 * and one serving hostile content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../../src/backend/snapshot.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';
import { startContentBackend } from '../../support/contentBackend.ts';
import { runCommand } from '../../support/runCommand.ts';
import { secondContentTables } from '../../support/secondContent.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const dir = tempFolder('pull-');
let demo: RunningBackend;
let hostile: RunningBackend;

beforeAll(async () => {
  demo = await startBackend({ port: 0, dbPath: ':memory:' });
  hostile = await startBackend({ port: 0, dbPath: ':memory:', content: secondContentTables() });
});
afterAll(async () => {
  await demo.close();
  await hostile.close();
});

describe('npm run pull', () => {
  it('pulls every table from the demo back end, writes the snapshot and prints the report', async () => {
    const out = join(dir, 'demo.json');
    const result = await runCommand('scripts/pull.ts', {
      BACKEND_URL: demo.url,
      SNAPSHOT_OUT: out,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Rows per table:/);
    expect(result.stdout).toMatch(/Announcements\s+14/);
    expect(result.stdout).toMatch(/Published per language: 9 pages, 14 news, 14 events/);
    expect(result.stdout).toMatch(/\[invalid-json\] SmartMetaData#7 PageContainers/);
    const snapshot = await readSnapshot(out);
    expect(snapshot.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.stdout).toContain(snapshot.hash);
  });

  it('with no BACKEND_URL nor SITE_URL, starts the demo back end itself and pulls from it', async () => {
    const out = join(dir, 'own-demo.json');
    const result = await runCommand('scripts/pull.ts', {
      BACKEND_URL: '',
      SITE_URL: '',
      BACKEND_DB: ':memory:',
      SNAPSHOT_OUT: out,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Pulled the demo back end → ${out}`);
    expect((await readSnapshot(out)).tables.Announcements).toHaveLength(14);
  });

  it('gives the same hash for the same content', async () => {
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    await runCommand('scripts/pull.ts', { BACKEND_URL: demo.url, SNAPSHOT_OUT: a });
    await runCommand('scripts/pull.ts', { BACKEND_URL: demo.url, SNAPSHOT_OUT: b });
    expect((await readSnapshot(a)).hash).toBe((await readSnapshot(b)).hash);
  });

  it('exits non-zero naming the table when one table answers 500', async () => {
    const faulty = await startContentBackend();
    faulty.breakTable('Events');
    try {
      const out = join(dir, 'faulty.json');
      const result = await runCommand('scripts/pull.ts', {
        BACKEND_URL: faulty.url,
        SNAPSHOT_OUT: out,
        BACKEND_ATTEMPTS: '2',
      });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/Table Events: HTTP 500 after 2 attempts/);
      expect(result.stderr).toContain(`${faulty.url}/HHHHPUBLICAPI/getDataAll.php`);
      expect(() => readFileSync(out)).toThrow();
    } finally {
      await faulty.close();
    }
  });

  it('exits non-zero naming the back end when it cannot be reached', async () => {
    const result = await runCommand('scripts/pull.ts', {
      BACKEND_URL: 'http://127.0.0.1:9',
      SNAPSHOT_OUT: join(dir, 'none.json'),
      BACKEND_ATTEMPTS: '1',
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/Table \w+: ECONNREFUSED/);
  });

  it('exits 0 with warnings for malformed JSON, unknown references and hostile HTML, and keeps none of it', async () => {
    const out = join(dir, 'hostile.json');
    const result = await runCommand('scripts/pull.ts', {
      BACKEND_URL: hostile.url,
      SNAPSHOT_OUT: out,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\[invalid-json\] ContainerList#105 TemplateConfiguration/);
    expect(result.stdout).toMatch(/\[missing-reference\] ContainerList#102 .*999/);
    expect(result.stdout).toMatch(/\[unsafe-html\] SmartMetaData#14 PageContent/);
    // What pages read (the warnings themselves may name the tags they removed).
    const { en, de } = buildSiteModel((await readSnapshot(out)).tables);
    const model = JSON.stringify({ en, de });
    expect(model).not.toMatch(/<script/i);
    expect(model).not.toMatch(/\son\w+\s*=/i);
    expect(model).not.toMatch(/javascript:/i);
  });

  it('fails with a message naming the variable for a bad BACKEND_URL', async () => {
    const result = await runCommand('scripts/pull.ts', { BACKEND_URL: 'not a url' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/BACKEND_URL must be an absolute http\(s\) URL/);
  });
});
