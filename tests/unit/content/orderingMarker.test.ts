import { describe, expect, it } from 'vitest';
import { orderingMarker } from '../../../src/content/orderingMarker.ts';

const first = (type: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => orderingMarker(type, i));

describe('card numbering by ordering type', () => {
  it('number: two digits (01), then as many as needed', () => {
    expect(first('number', 3)).toEqual(['01', '02', '03']);
    expect(orderingMarker('number', 98)).toBe('99');
    expect(orderingMarker('number', 99)).toBe('100');
  });

  it('roman and lowercaseRoman', () => {
    expect(first('roman', 10)).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
    ]);
    expect(orderingMarker('roman', 1993)).toBe('MCMXCIV');
    expect(orderingMarker('roman', 3998)).toBe('MMMCMXCIX');
    expect(orderingMarker('lowercaseRoman', 3)).toBe('iv');
  });

  it('roman beyond 3999 falls back to the decimal number', () => {
    expect(orderingMarker('roman', 3999)).toBe('4000');
  });

  it('alphabet: A … Z, then AA, AB (bijective base 26); lowercaseAlphabet', () => {
    expect(first('alphabet', 3)).toEqual(['A', 'B', 'C']);
    expect(orderingMarker('alphabet', 25)).toBe('Z');
    expect(orderingMarker('alphabet', 26)).toBe('AA');
    expect(orderingMarker('alphabet', 27)).toBe('AB');
    expect(orderingMarker('alphabet', 701)).toBe('ZZ');
    expect(orderingMarker('alphabet', 702)).toBe('AAA');
    expect(orderingMarker('lowercaseAlphabet', 1)).toBe('b');
  });

  it('bullet and none', () => {
    expect(first('bullet', 2)).toEqual(['•', '•']);
    expect(orderingMarker('none', 0)).toBe('');
  });

  it('an unknown or missing type behaves as none; names match case-insensitively', () => {
    expect(orderingMarker('sideways', 0)).toBe('');
    expect(orderingMarker('', 0)).toBe('');
    expect(orderingMarker(' Roman ', 1)).toBe('II');
  });

  it('a negative or fractional index gives no marker', () => {
    expect(orderingMarker('number', -1)).toBe('');
    expect(orderingMarker('number', 1.5)).toBe('');
  });
});
