/**
 * The records a release keeps for the next build (`_keys.json`, `_paths.json`), read back from
 * the live release, or taken from memory when this process wrote them (megabytes of JSON).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEYS_FILE } from '../catalogue/pageCatalogue.ts';
import {
  EMPTY_PATHS,
  parsePathsRecord,
  PATHS_FILE,
  type PathsRecord,
} from '../content/movedPaths.ts';
import { readKeysRecord, type KeysRecord } from './releaseKeys.ts';

/** A release's records: its keys (null when it has none) and its page paths. */
export interface ReleaseRecords {
  readonly keys: KeysRecord | null;
  readonly paths: PathsRecord;
}

/** Records this process wrote into a release, with the stamp of the files it wrote them to. */
export interface KeptRecords extends ReleaseRecords {
  readonly stamp: string;
}

/** Device, inode, size and time of a release's record files: a changed one is read again. */
export function recordsStamp(releaseDir: string): string | null {
  try {
    return [KEYS_FILE, PATHS_FILE]
      .map((file) => {
        const s = statSync(join(releaseDir, file));
        return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`;
      })
      .join('/');
  } catch {
    return null;
  }
}

/** The records of `releaseDir`: `kept` when its files are the ones kept was written to, else read. */
export function releaseRecords(releaseDir: string, kept: KeptRecords | null): ReleaseRecords {
  if (kept !== null && recordsStamp(releaseDir) === kept.stamp) return kept;
  return { keys: readKeysRecord(releaseDir), paths: readPathsRecord(releaseDir) };
}

/** The record of page paths in a release folder; empty when there is none. */
function readPathsRecord(releaseDir: string): PathsRecord {
  try {
    return parsePathsRecord(readFileSync(join(releaseDir, PATHS_FILE), 'utf8'));
  } catch {
    return EMPTY_PATHS;
  }
}
