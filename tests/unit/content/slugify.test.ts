import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SLUG_BYTES, slugify } from '../../../src/content/slugify.ts';
import { titleKey } from '../../../src/content/titleKey.ts';
import { titles } from './arbitraries.ts';

describe('slug: the title lowercased with spaces turned to hyphens, safe for one path segment', () => {
  it.each([
    ['About Us', 'about-us'],
    ['Digital Strategy', 'digital-strategy'],
    ['  Change   Management  ', 'change-management'],
    ['Über uns', 'über-uns'],
    ['SharePoint/Teams', 'sharepoint-teams'],
    ['Q&A: 50% off?', 'q-a-50-off'],
    ["What's new", 'whats-new'],
    ['node.js', 'node-js'],
    ['C:\\Windows', 'c-windows'],
    ['#hash?query', 'hash-query'],
    ['Tab\tNew\nLine', 'tab-new-line'],
    ['Soft\u00ADhyphen\u200B', 'softhyphen'],
    ['ﬁnance Ｑ２', 'finance-q2'],
    ['---', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('composes accents (NFC), so a decomposed ü equals ü', () => {
    expect(slugify('U\u0308ber')).toBe('über');
  });

  it('keeps the slug within MAX_SLUG_BYTES of UTF-8 (file-name limit)', () => {
    const slug = slugify('ü'.repeat(500));
    expect(new TextEncoder().encode(slug).length).toBeLessThanOrEqual(MAX_SLUG_BYTES);
    expect(slug.startsWith('üü')).toBe(true);
  });

  it('property: never contains / ? # % \\ or whitespace, is lowercase and percent-encodable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (title) => {
        const slug = slugify(title);
        expect(slug).not.toMatch(/[/?#%\\\s]/u);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug.startsWith('-') || slug.endsWith('-')).toBe(false);
        expect(() => encodeURIComponent(slug)).not.toThrow();
        expect(decodeURIComponent(encodeURIComponent(slug))).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(titles, fc.string({ unit: 'binary', maxLength: 30 })), (title) => {
        expect(slugify(slugify(title))).toBe(slugify(title));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the slug keeps the title key (titleKey(slugify(t)) === titleKey(t))', () => {
    fc.assert(
      fc.property(fc.oneof(titles, fc.string({ unit: 'grapheme', maxLength: 20 })), (title) => {
        expect(titleKey(slugify(title))).toBe(titleKey(title));
      }),
      { numRuns: 2000 },
    );
  });
});
