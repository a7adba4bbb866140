import { describe, expect, it } from 'vitest';
import { ICON_SIZE, iconAttributes } from '../../../src/components/icons/iconAttributes.ts';

describe('iconAttributes', () => {
  it('draws a decorative icon by default: hidden from assistive technology, 20 px', () => {
    expect(iconAttributes({})).toEqual({
      class: 'icon',
      width: ICON_SIZE,
      height: ICON_SIZE,
      viewBox: '0 0 24 24',
      fill: 'currentColor',
      'aria-hidden': 'true',
      focusable: 'false',
    });
    expect(ICON_SIZE).toBe(20);
  });

  it('names a labelled icon as an image, and does not hide it', () => {
    const attributes = iconAttributes({ label: 'Search', size: 18 });
    expect(attributes).toMatchObject({
      role: 'img',
      'aria-label': 'Search',
      width: 18,
      height: 18,
    });
    expect(attributes).not.toHaveProperty('aria-hidden');
  });

  it('adds a class of the place beside "icon", and leaves out attributes it does not set', () => {
    const attributes = iconAttributes({ className: 'card__arrow', label: '', size: undefined });
    expect(attributes.class).toBe('icon card__arrow');
    expect(Object.keys(attributes)).toEqual([
      'class',
      'width',
      'height',
      'viewBox',
      'fill',
      'aria-hidden',
      'focusable',
    ]);
  });
});
