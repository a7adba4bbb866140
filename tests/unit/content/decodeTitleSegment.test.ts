import { describe, expect, it } from 'vitest';
import { decodeTitleSegment } from '../../../src/content/decodeTitleSegment.ts';

describe('a title with invalid URI encoding is logged as a warning and used as is', () => {
  it('decodes percent-encoding', () => {
    expect(decodeTitleSegment('About%20Us')).toEqual({ title: 'About Us' });
    expect(decodeTitleSegment('%C3%9Cber%20uns')).toEqual({ title: 'Über uns' });
    expect(decodeTitleSegment('plain')).toEqual({ title: 'plain' });
  });

  it.each(['50%', '%E0%A4%A', '%ZZ', 'Caf%C3'])('invalid %j → as is, with a warning', (segment) => {
    const result = decodeTitleSegment(segment);
    expect(result.title).toBe(segment);
    expect(result.warning).toMatch(/Invalid URI encoding/);
  });
});
