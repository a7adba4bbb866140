import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  checkSnapshot,
  contentHash,
  createSnapshot,
  parseSnapshot,
} from '../../../src/backend/snapshot.ts';
import { TABLE_NAMES, type Row, type Tables } from '../../../src/content/types.ts';

function tables(rows: Partial<Record<(typeof TABLE_NAMES)[number], Row[]>> = {}): Tables {
  return Object.fromEntries(TABLE_NAMES.map((t) => [t, rows[t] ?? []])) as unknown as Tables;
}

function shuffleKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleKeys(v, seed));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const rotated = entries.map((_, i) => entries[(i + seed) % entries.length]!);
    return Object.fromEntries(rotated.reverse().map(([k, v]) => [k, shuffleKeys(v, seed + 1)]));
  }
  return value;
}

describe('snapshot content hash (same content, same hash, whatever the key order)', () => {
  it('ignores the order of keys in a row', () => {
    const a = tables({ Events: [{ Id: 1, Title: 'A', EventDate: '2024-01-01' }] });
    const b = tables({ Events: [{ EventDate: '2024-01-01', Title: 'A', Id: 1 }] });
    expect(contentHash(a)).toBe(contentHash(b));
  });

  it('changes when a value changes, and keeps row order as content', () => {
    const a = tables({ Events: [{ Id: 1 }, { Id: 2 }] });
    expect(contentHash(a)).not.toBe(contentHash(tables({ Events: [{ Id: 1 }, { Id: 3 }] })));
    expect(contentHash(a)).not.toBe(contentHash(tables({ Events: [{ Id: 2 }, { Id: 1 }] })));
  });

  it('property: is the sha256 of the canonical text, hashed in pieces', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const whole = createHash('sha256').update(canonicalJson(value)).digest('hex');
        expect(contentHash(value as unknown as Tables)).toBe(whole);
      }),
    );
  });

  it('is a sha256 hex digest', () => {
    expect(contentHash(tables())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('property: any reordering of keys at any depth gives the same canonical text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(20), (value, seed) => {
        expect(canonicalJson(shuffleKeys(value, seed))).toBe(canonicalJson(value));
      }),
    );
  });

  it('property: the same text as a plain sort-everything serialiser, keys sorted or not', () => {
    // The serialiser takes a shortcut for rows already in canonical order: the shortcut must not
    // change one byte of any hash recorded before it.
    const reference = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
      if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
      }
      return JSON.stringify(value) ?? 'null';
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const sorted: unknown = JSON.parse(reference(value));
        expect(canonicalJson(value)).toBe(reference(value));
        expect(canonicalJson(sorted)).toBe(reference(value));
      }),
    );
    const odd = { a: 1, b: undefined, c: new Date(0), d: [undefined], e: Object.create(null) };
    expect(canonicalJson(odd)).toBe(reference(odd));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    expect(canonicalJson({ 2: 'x', 10: 'y', a: null })).toBe(
      reference({ 2: 'x', 10: 'y', a: null }),
    );
  });

  it('property: canonical text parses back to an equal value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('snapshot file', () => {
  const snapshot = createSnapshot(
    tables({ SmartMetaData: [{ id: 1, Title: 'home' }] }),
    'http://x',
  );

  it('round-trips', () => {
    expect(parseSnapshot(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it('trusts the hash only when told to: the service hands its worker a snapshot it just hashed', () => {
    const edited = { ...snapshot, tables: { ...snapshot.tables, Events: [{ Id: 9 }] } };
    expect(checkSnapshot(edited, 'the service', false).tables.Events).toEqual([{ Id: 9 }]);
    expect(() => checkSnapshot(edited, 'the service')).toThrow(/the service does not match/);
    // Everything else is still checked.
    expect(() => checkSnapshot({ format: 1 }, 'the service', false)).toThrow(/unknown format/);
    const { Footer: _gone, ...rest } = snapshot.tables;
    expect(() => checkSnapshot({ ...snapshot, tables: rest }, 'the service', false)).toThrow(
      /no list for table Footer/,
    );
  });

  it('refuses a snapshot whose content does not match its hash', () => {
    const edited = { ...snapshot, tables: { ...snapshot.tables, Events: [{ Id: 9 }] } };
    expect(() => parseSnapshot(JSON.stringify(edited), 'x.json')).toThrow(
      /x\.json does not match its hash/,
    );
  });

  it('names a missing table', () => {
    const { Footer: _gone, ...rest } = snapshot.tables;
    expect(() => parseSnapshot(JSON.stringify({ ...snapshot, tables: rest }))).toThrow(
      /table Footer/,
    );
  });

  it('refuses text that is not JSON or of another format', () => {
    expect(() => parseSnapshot('{', 'y.json')).toThrow(/y\.json is not JSON/);
    expect(() => parseSnapshot('{"format":2}')).toThrow(/unknown format/);
  });
});
