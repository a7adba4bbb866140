import { mkdtempSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordsStamp, releaseRecords } from '../../../src/release/releaseRecords.ts';
import type { KeysRecord } from '../../../src/release/releaseKeys.ts';
import { KEYS_FILE } from '../../../src/catalogue/pageCatalogue.ts';
import { PATHS_FILE, type PathsRecord } from '../../../src/content/movedPaths.ts';

const dir = mkdtempSync(join(tmpdir(), 'records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const keys = (key: string): KeysRecord => ({
  code: 'c',
  keys: { 'index.html': key },
  declarations: [{ scripts: [], styles: [] }],
  declared: { 'index.html': 0 },
});
const paths: PathsRecord = { paths: { 'en:page:1': '/' }, moved: { '/old': '/' } };

/** A release folder holding `record` and `paths` as files. */
function release(name: string, record: KeysRecord): string {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, KEYS_FILE), JSON.stringify(record));
  writeFileSync(join(folder, PATHS_FILE), JSON.stringify(paths));
  return folder;
}

describe('releaseRecords (the worker keeps what it wrote into the live release)', () => {
  it('reads the records of a release, and knows none when it has none', () => {
    const folder = release('a', keys('k1'));
    expect(releaseRecords(folder, null)).toEqual({ keys: keys('k1'), paths });
    expect(releaseRecords(join(dir, 'missing'), null)).toEqual({
      keys: null,
      paths: { paths: {}, moved: {} },
    });
    expect(recordsStamp(join(dir, 'missing'))).toBeNull();
  });

  it('takes the kept records while the files are the ones they were written to', () => {
    const folder = release('b', keys('k1'));
    const kept = { stamp: recordsStamp(folder)!, keys: keys('kept'), paths };
    // Kept, not read: the file says k1, the kept record says kept.
    expect(releaseRecords(folder, kept).keys).toEqual(keys('kept'));
  });

  it('reads again when the live release is another folder or its records were rewritten', () => {
    const folder = release('c', keys('k1'));
    const kept = { stamp: recordsStamp(folder)!, keys: keys('kept'), paths };
    expect(releaseRecords(release('d', keys('k1')), kept).keys).toEqual(keys('k1'));
    // Rewritten in place (a new file of the same size): another inode.
    writeFileSync(join(folder, `${KEYS_FILE}.new`), JSON.stringify(keys('k2')));
    renameSync(join(folder, `${KEYS_FILE}.new`), join(folder, KEYS_FILE));
    expect(releaseRecords(folder, kept).keys).toEqual(keys('k2'));
  });
});
