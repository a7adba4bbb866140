import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoized } from '../../../src/content/memoized.ts';

describe('memoized (results of pure text rules kept between builds)', () => {
  it('property: gives what the function gives, computing each argument once', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 40 }), (texts) => {
        const calls: string[] = [];
        const upper = memoized((text: string) => {
          calls.push(text);
          return text.toUpperCase();
        });
        for (const text of [...texts, ...texts]) expect(upper(text)).toBe(text.toUpperCase());
        expect(calls).toEqual([...new Set(texts)]);
      }),
    );
  });

  it('remembers null results too', () => {
    let calls = 0;
    const parse = memoized((text: string) => {
      calls++;
      return /^\d+$/.test(text) ? Number(text) : null;
    });
    expect([parse('x'), parse('x'), parse('12'), parse('12')]).toEqual([null, null, 12, 12]);
    expect(calls).toBe(2);
  });

  it('keeps at most `limit` results, then starts again', () => {
    const calls: number[] = [];
    const double = memoized((n: number) => {
      calls.push(n);
      return n * 2;
    }, 2);
    for (const n of [1, 2, 1, 3, 1, 3, 2, 3]) double(n);
    // 1 and 2 fill it; 3 empties it and stays, 1 joins it; 2 empties it again, so 3 is computed.
    expect(calls).toEqual([1, 2, 3, 1, 2, 3]);
  });
});
