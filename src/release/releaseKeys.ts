/**
 * Incremental releases (docs/build-engine.md): each catalogue file's key hashes all it shows (its
 * view, props and the code version). A release records them in `_keys.json` (not served), with
 * each page's declared inline code; a build of the live release's code version renders only the
 * files whose key changed and carries the rest over.
 */
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { KEYS_FILE, type SiteCatalogue } from '../catalogue/pageCatalogue.ts';
import { catalogueFile } from './catalogueFile.ts';
import { inLanes } from '../node/inLanes.ts';
import { linkOrCopy } from '../node/linkOrCopy.ts';

/** The inline code a page declared (Astro's CSP meta element), as `_headers` must allow it. */
export interface DeclaredCode {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** What `_keys.json` holds: the code version and, per file, its key and declared inline code. */
export interface KeysRecord {
  readonly code: string;
  /** File (as under the release folder, `about-us/index.html`) → key. */
  readonly keys: Readonly<Record<string, string>>;
  /** Distinct declarations (pages of a kind share one); `declared[file]` indexes them. */
  readonly declarations: readonly DeclaredCode[];
  readonly declared: Readonly<Record<string, number>>;
}

/**
 * A digest of a value: the same for equal values, its own fields told apart down to `undefined`.
 * Memoised per object: one met again (the frame every page holds, a list's items) is hashed once.
 */
export function digestOf(value: unknown, memo = new WeakMap<object, string>()): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const known = memo.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = '[';
    for (const item of value) text += `${nestedDigest(item, memo)},`;
  } else {
    text = '{';
    for (const [key, item] of Object.entries(value)) {
      text += `${JSON.stringify(key)}:${nestedDigest(item, memo)},`;
    }
  }
  // One-shot hashing: no hash object per value, which counts at 40,000 pages per edit.
  const digest = hash('sha1', text, 'base64');
  memo.set(value, digest);
  return digest;
}

/** A field's digest: a primitive as its JSON, an object as the hash of its JSON (memoised). */
function nestedDigest(value: unknown, memo: WeakMap<object, string>): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  // An array (a list page's items, each also a detail page's) is its items' digests.
  if (Array.isArray(value)) return digestOf(value, memo);
  let digest = memo.get(value);
  if (digest === undefined) {
    // One native serialisation instead of a hash update per field: most of a page's props.
    digest = hash('sha1', JSON.stringify(value), 'base64');
    memo.set(value, digest);
  }
  return digest;
}

/** The key of every file of the catalogue, by file (catalogueFile), for code version `code`. */
export function catalogueKeys(catalogue: SiteCatalogue, code: string): Map<string, string> {
  const memo = new WeakMap<object, string>();
  const keys = new Map<string, string>();
  const key = (...parts: string[]) => hash('sha256', parts.join('\0'), 'hex');
  for (const entry of catalogue.pages) {
    keys.set(
      catalogueFile(entry.path),
      key(code, entry.path, entry.view, digestOf(entry.props, memo)),
    );
  }
  for (const entry of [...catalogue.json, ...catalogue.feeds]) {
    const input = 'input' in entry ? entry.input : entry.source;
    // As a whole: a not-found shard is one object of some 700 fields, serialised faster natively.
    keys.set(catalogueFile(entry.path), key(code, entry.path, nestedDigest(input, memo)));
  }
  return keys;
}

/** The release's `_keys.json`, or null when it has none or it cannot be read. */
export function readKeysRecord(releaseDir: string): KeysRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(releaseDir, KEYS_FILE), 'utf8')) as KeysRecord;
    if (typeof record.code !== 'string' || typeof record.keys !== 'object') return null;
    return record;
  } catch {
    return null;
  }
}

/** What a build does with each file of its catalogue. */
export interface BuildPlan {
  /** Files to render; null: all of them (a full build). */
  readonly render: ReadonlySet<string> | null;
  /** Files taken over from the previous release as they are. */
  readonly carry: readonly string[];
}

/**
 * The plan for `keys` after `previous` (the live release's record): a full build without one or
 * for another code version; else the files whose key is new or changed are rendered.
 */
export function planBuild(
  keys: ReadonlyMap<string, string>,
  code: string,
  previous: KeysRecord | null,
): BuildPlan {
  if (previous?.code !== code) return { render: null, carry: [] };
  const render = new Set<string>();
  const carry: string[] = [];
  for (const [file, key] of keys) {
    if (previous.keys[file] === key && (!file.endsWith('.html') || file in previous.declared)) {
      carry.push(file);
    } else {
      render.add(file);
    }
  }
  return { render, carry };
}

/** Links made at once: the disk's threads take them in turn while this thread goes on. */
const LINKS_AT_ONCE = 8;

/**
 * Puts `files` of release `from` into the build folder `to`: hard links (a release's files are
 * never changed in place), copies across disks. On the disk's threads, so the caller's thread
 * is free meanwhile: tens of thousands of links take seconds on a slow disk.
 */
export async function carryFiles(
  from: string,
  to: string,
  files: readonly string[],
): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const carry = async (file: string) => {
    const target = join(to, file);
    const folder = dirname(target);
    let made = folders.get(folder);
    if (made === undefined) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    await made;
    await linkOrCopy(join(from, file), target);
  };
  await inLanes(files, LINKS_AT_ONCE, carry);
}

/**
 * `_keys.json` for `keys`, with each page's declared inline code: files in the catalogue's order
 * (the same in a full and an incremental build), then pages outside it by name, so no sort of
 * 40,000 names at every edit.
 */
export function keysRecord(
  code: string,
  keys: ReadonlyMap<string, string>,
  declaredBy: ReadonlyMap<string, DeclaredCode>,
): KeysRecord {
  const declarations: DeclaredCode[] = [];
  const indexOf = new Map<string, number>();
  // Carried pages share the live record's objects: each is serialised once, not once per page.
  const indexOfObject = new Map<DeclaredCode, number>();
  const declared: Record<string, number> = {};
  const declare = (file: string, declaration: DeclaredCode) => {
    let index = indexOfObject.get(declaration);
    if (index === undefined) {
      const id = JSON.stringify(declaration);
      index = indexOf.get(id) ?? declarations.push(declaration) - 1;
      indexOf.set(id, index);
      indexOfObject.set(declaration, index);
    }
    declared[file] = index;
  };
  const keyOf: Record<string, string> = {};
  for (const [file, key] of keys) {
    keyOf[file] = key;
    const declaration = declaredBy.get(file);
    if (declaration !== undefined) declare(file, declaration);
  }
  const others = [...declaredBy].filter(([file]) => !keys.has(file));
  for (const [file, declaration] of others.sort(([a], [b]) => (a < b ? -1 : 1))) {
    declare(file, declaration);
  }
  return { code, keys: keyOf, declarations, declared };
}
