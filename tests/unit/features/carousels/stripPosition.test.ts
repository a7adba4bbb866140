import { describe, expect, it } from 'vitest';
import { slideAtScroll } from '../../../../src/features/carousels/stripPosition.ts';

describe('swiper starts where the visitor left the strip', () => {
  it('picks the slide whose start is nearest the scroll position', () => {
    const offsets = [0, 390, 780, 1170];
    expect(slideAtScroll(0, offsets)).toBe(0);
    expect(slideAtScroll(390, offsets)).toBe(1);
    expect(slideAtScroll(700, offsets)).toBe(2);
    expect(slideAtScroll(5000, offsets)).toBe(3);
  });

  it('is the first slide for an empty strip or one not scrolled', () => {
    expect(slideAtScroll(120, [])).toBe(0);
    expect(slideAtScroll(0, [0, 300, 600])).toBe(0);
  });
});
