import { describe, expect, it } from 'vitest';
import { formatLabel } from '../../../src/i18n/ui/labels.ts';
import { uiLabels, UI } from '../../../src/i18n/ui/index.ts';

describe('formatLabel', () => {
  it('fills named placeholders and leaves unknown ones as written', () => {
    expect(formatLabel('Slide {n} of {total}', { n: 2, total: 5 })).toBe('Slide 2 of 5');
    expect(formatLabel('{marker}: slide {n}', { marker: '01' })).toBe('01: slide {n}');
    expect(formatLabel('No placeholders')).toBe('No placeholders');
  });

  it('does not read placeholders off the object prototype', () => {
    expect(formatLabel('{constructor}', {})).toBe('{constructor}');
  });
});

describe('uiLabels (an island’s labels prop)', () => {
  it('holds exactly the asked keys in the asked locale', () => {
    const labels = uiLabels('de', ['carousel.next', 'carousel.tab']);
    expect(labels).toEqual({
      'carousel.next': UI.de['carousel.next'],
      'carousel.tab': UI.de['carousel.tab'],
    });
  });

  it('carousel tab names start with the visible number (WCAG 2.5.3)', () => {
    for (const locale of ['en', 'de'] as const) {
      const name = formatLabel(UI[locale]['carousel.tab'], { marker: '01', n: 1, total: 3 });
      expect(name.startsWith('01')).toBe(true);
    }
  });
});
