import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tabKeyIndex } from '../../../../src/features/shared/tabKeyIndex.ts';

describe('tabKeyIndex (the tab strips of carousels and year lists)', () => {
  it('moves by the arrows with wrap-around, and to either end by Home and End', () => {
    expect(tabKeyIndex('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyIndex('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyIndex('Home', 2, 3)).toBe(0);
    expect(tabKeyIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys, and every key without tabs', () => {
    expect(tabKeyIndex('ArrowDown', 1, 3)).toBeNull();
    expect(tabKeyIndex('Enter', 1, 3)).toBeNull();
    expect(tabKeyIndex('ArrowRight', 0, 0)).toBeNull();
  });

  it('always lands on a tab, and right then left comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, seed) => {
        const index = seed % count;
        for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) {
          const next = tabKeyIndex(key, index, count);
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        }
        const right = tabKeyIndex('ArrowRight', index, count) ?? -1;
        expect(tabKeyIndex('ArrowLeft', right, count)).toBe(index);
      }),
    );
  });
});
