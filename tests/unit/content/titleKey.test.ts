import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleKey } from '../../../src/content/titleKey.ts';
import { noise, titleChars, titles } from './arbitraries.ts';

describe('title matching: case, spaces, hyphens, plus signs, accents, punctuation ignored; umlauts → ae, oe, ue, ss', () => {
  it('About Us, about-us, ABOUT_US and About+Us! share one key', () => {
    const keys = ['About Us', 'about-us', 'ABOUT_US', 'About+Us!', '  about   us ', 'About-Us'].map(
      titleKey,
    );
    expect(new Set(keys)).toEqual(new Set(['aboutus']));
  });

  it.each([
    ['Über', 'ueber'],
    ['über uns', 'ueberuns'],
    ['ÄRGER', 'aerger'],
    ['Öffnungszeiten', 'oeffnungszeiten'],
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['Café Crème', 'cafecreme'],
    ['Señor Ñandú', 'senornandu'],
    ['U\u0308ber', 'ueber'],
    ['Digital Strategy 2024', 'digitalstrategy2024'],
    ['ﬁnance', 'finance'],
    ['', ''],
    ['---', ''],
  ])('%j → %j', (text, key) => {
    expect(titleKey(text)).toBe(key);
  });

  it('maps umlauts before stripping accents (ü → ue, not u)', () => {
    expect(titleKey('Müller')).toBe('mueller');
    expect(titleKey('Müller')).not.toBe(titleKey('Muller'));
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(titles, fc.string({ unit: 'binary', maxLength: 30 })), (t) => {
        expect(titleKey(titleKey(t))).toBe(titleKey(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: case-insensitive', () => {
    fc.assert(
      fc.property(titles, (t) => {
        expect(titleKey(t.toUpperCase())).toBe(titleKey(t));
        expect(titleKey(t.toLowerCase())).toBe(titleKey(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: insensitive to inserted punctuation, hyphens and spaces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: titleChars, maxLength: 5 }), noise), { maxLength: 6 }),
        (parts) => {
          const plain = parts.map(([text]) => text).join('');
          const noisy = parts.map(([text, n]) => text + n).join('');
          expect(titleKey(noisy)).toBe(titleKey(plain));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: the key has only lowercase letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (t) => {
        expect(titleKey(t)).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
    );
  });
});
