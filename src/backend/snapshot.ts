/**
 * The content snapshot: every table of one pull in one JSON file, with a content hash, so a build
 * can run from a saved pull (CONTENT_SNAPSHOT) and two pulls of the same content compare equal.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { TABLE_NAMES, type Row, type TableName, type Tables } from '../content/types.ts';
import { writeJson } from '../node/jsonFile.ts';

export const SNAPSHOT_FORMAT = 1;
/** Where `npm run pull` writes the snapshot unless CONTENT_SNAPSHOT says otherwise. */
export const DEFAULT_SNAPSHOT_PATH = '.cache/content.json';

export interface Snapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  /** sha256 of the canonical serialisation of `tables`. */
  readonly hash: string;
  readonly pulledAt: string;
  /** Where the content came from (back-end URL). */
  readonly source: string;
  readonly tables: Tables;
}

/**
 * Serialises a value with object keys sorted at every depth, so the same content gives the same
 * text whatever the order of keys in a row. Array order is kept: row order is content.
 */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  writeCanonical(value, (part) => parts.push(part));
  return parts.join('');
}

/**
 * canonicalJson's text in pieces, in order: hashing them as they come spares building one string
 * of the whole content, which costs far more than the hashing.
 */
function writeCanonical(value: unknown, write: (part: string) => void): void {
  if (Array.isArray(value)) {
    write('[');
    value.forEach((item: unknown, i) => {
      if (i > 0) write(',');
      writeCanonical(item, write);
    });
    write(']');
  } else if (value !== null && typeof value === 'object') {
    // A row as the back end sends it (plain values) is written by the native serialiser, told the
    // keys in canonical order: the same text, faster.
    if (isFlat(value)) {
      write(JSON.stringify(value, Object.keys(value).sort()));
      return;
    }
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    write('{');
    entries.forEach(([key, item], i) => {
      write(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      writeCanonical(item, write);
    });
    write('}');
  } else {
    write(JSON.stringify(value) ?? 'null');
  }
}

/** A plain object whose values are all primitives (no nesting, nothing JSON leaves out). */
function isFlat(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    const field: unknown = (value as Record<string, unknown>)[key];
    if (field !== null && typeof field === 'object') return false;
    if (typeof field === 'function' || typeof field === 'symbol' || typeof field === 'bigint') {
      return false;
    }
  }
  return true;
}

/** The content hash of a set of tables: sha256 (hex) of their canonical serialisation. */
export function contentHash(tables: Tables): string {
  const hash = createHash('sha256');
  writeCanonical(tables, (part) => hash.update(part));
  return hash.digest('hex');
}

/** Builds a snapshot object for tables pulled from `source`. */
export function createSnapshot(tables: Tables, source: string, pulledAt = new Date()): Snapshot {
  return {
    format: SNAPSHOT_FORMAT,
    hash: contentHash(tables),
    pulledAt: pulledAt.toISOString(),
    source,
    tables,
  };
}

/** Writes a snapshot atomically (temp file + rename), so a reader never sees half a file. */
export async function writeSnapshot(path: string, snapshot: Snapshot): Promise<void> {
  await writeJson(path, snapshot);
}

/** Reads and checks a snapshot file; throws a message naming the file and the fault. */
export async function readSnapshot(path: string): Promise<Snapshot> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`Content snapshot ${path} cannot be read: ${(error as Error).message}`);
  }
  return parseSnapshot(text, path);
}

/** Parses snapshot text, checking its format, every table and its hash (checkSnapshot). */
export function parseSnapshot(text: string, path = 'snapshot'): Snapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`Content snapshot ${path} is not JSON`);
  }
  return checkSnapshot(data, path);
}

/**
 * Checks that `data` is a snapshot: its format, a list for every table and (unless `verify` is
 * false: a snapshot its maker just hashed and handed over in memory) its hash; throws a message
 * naming `source` and the fault.
 */
export function checkSnapshot(data: unknown, source: string, verify = true): Snapshot {
  const s = data as Partial<Snapshot> | null;
  if (!s || s.format !== SNAPSHOT_FORMAT || typeof s.tables !== 'object' || s.tables === null) {
    throw new Error(
      `Content snapshot ${source} has an unknown format (expected format ${SNAPSHOT_FORMAT})`,
    );
  }
  const tables = s.tables as Record<string, unknown>;
  for (const name of TABLE_NAMES) {
    if (!Array.isArray(tables[name])) {
      throw new Error(`Content snapshot ${source} has no list for table ${name}`);
    }
  }
  if (verify && contentHash(tables as Record<TableName, Row[]>) !== s.hash) {
    throw new Error(
      `Content snapshot ${source} does not match its hash (edited by hand or truncated?)`,
    );
  }
  return s as Snapshot;
}
