import { describe, expect, it } from 'vitest';
import { imageFailed } from '../../../../src/features/shared/imageFailed.ts';

const image = (complete: boolean, naturalWidth: number, src: string | null) => ({
  complete,
  naturalWidth,
  getAttribute: (name: string) => (name === 'src' ? src : null),
});

describe('imageFailed (the cover fallback)', () => {
  it('is true for an image that is done loading without a picture', () => {
    expect(imageFailed(image(true, 0, '/missing.png'))).toBe(true);
  });

  it('is false for a loaded image, one still loading, and one without a source', () => {
    expect(imageFailed(image(true, 640, '/cover.png'))).toBe(false);
    expect(imageFailed(image(false, 0, '/cover.png'))).toBe(false);
    expect(imageFailed(image(true, 0, null))).toBe(false);
    expect(imageFailed(image(true, 0, ''))).toBe(false);
  });
});
