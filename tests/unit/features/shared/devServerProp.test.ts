import { describe, expect, it } from 'vitest';
import { devServerProp } from '../../../../src/features/shared/devServerProp.ts';

describe('devServerProp', () => {
  it('tells an island it is on a page of astro dev, and adds nothing to a built page', () => {
    expect(devServerProp(true)).toEqual({ devServer: true });
    expect(devServerProp(false)).toEqual({});
  });
});
