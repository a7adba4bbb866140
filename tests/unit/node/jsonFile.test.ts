/** Every JSON record written whole and atomically: a temp file beside it, renamed over it. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFile, writeJson, writeJsonSync } from '../../../src/node/jsonFile.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const record = { code: 'abc', keys: { 'index.html': 'k1', 'de/404.html': 'k2' } };

describe('writeJson and writeJsonSync', () => {
  it('write the value as one line of JSON and a newline, making the folder, leaving no temp file', async () => {
    const dir = tempFolder('json-');
    await writeJson(join(dir, 'a', '_keys.json'), record);
    writeJsonSync(join(dir, 'b', '_keys.json'), record);
    for (const folder of ['a', 'b']) {
      expect(readFileSync(join(dir, folder, '_keys.json'), 'utf8')).toBe(
        `${JSON.stringify(record)}\n`,
      );
      expect(readdirSync(join(dir, folder))).toEqual(['_keys.json']);
    }
  });

  it('leave the previous version whole, and no temp file, when the new one cannot be put in place', async () => {
    const dir = tempFolder('json-');
    const path = join(dir, '_paths.json');
    writeFileSync(path, '{"before":1}\n');
    // A folder where the temp file would go: the write fails before the rename.
    mkdirSync(`${path}.${process.pid}.tmp`);
    await expect(writeJson(path, record)).rejects.toThrow();
    expect(() => writeJsonSync(path, record)).toThrow();
    expect(readFileSync(path, 'utf8')).toBe('{"before":1}\n');
    // A value that is no JSON: nothing written.
    expect(() => writeJsonSync(path, { n: 1n })).toThrow();
    expect(readFileSync(path, 'utf8')).toBe('{"before":1}\n');
  });

  it('fail where a folder holds the record’s name, the temp file removed', async () => {
    const dir = tempFolder('json-');
    const path = join(dir, 'history.json');
    mkdirSync(join(path, 'inside'), { recursive: true });
    await expect(writeJson(path, record)).rejects.toThrow();
    expect(() => writeJsonSync(path, record)).toThrow();
    expect(readdirSync(dir)).toEqual(['history.json']);
  });
});

describe('jsonFile (a record of the service)', () => {
  it('reads the fallback until written, then the last value written', async () => {
    const dir = tempFolder('json-');
    const file = jsonFile<number[]>(join(dir, 'state', 'history.json'));
    expect(await file.read([])).toEqual([]);
    await Promise.all([file.write([1]), file.write([1, 2]), file.write([1, 2, 3])]);
    expect(await file.read([])).toEqual([1, 2, 3]);
    expect(readdirSync(join(dir, 'state'))).toEqual(['history.json']);
  });
});
