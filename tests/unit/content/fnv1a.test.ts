import { describe, expect, it } from 'vitest';
import { fnv1a } from '../../../src/content/fnv1a.ts';

describe('fnv1a: 32-bit FNV-1a over UTF-16 code units', () => {
  it('gives the published test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});
