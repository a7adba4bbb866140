import { describe, expect, test } from 'vitest';
import { hoistIslandStyle } from '../../../scripts/lib/hoistIslandStyle.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle (valid HTML: no <style> in <body>)', () => {
  test('moves Astro’s island style from the body to the end of the head, unchanged', () => {
    const html = `<html><head><title>t</title></head><body><main>${STYLE}<astro-island></astro-island></main></body></html>`;
    expect(hoistIslandStyle(html)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><main><astro-island></astro-island></main></body></html>`,
    );
  });

  test('keeps one copy when a page has several', () => {
    const html = `<html><head></head><body>${STYLE}<section>${STYLE}</section></body></html>`;
    const out = hoistIslandStyle(html);
    expect(out.split(STYLE)).toHaveLength(2);
    expect(out.indexOf(STYLE)).toBeLessThan(out.indexOf('</head>'));
  });

  test('leaves pages without islands and other styles alone', () => {
    const html = '<html><head></head><body><style>p{color:red}</style></body></html>';
    expect(hoistIslandStyle(html)).toBe(html);
  });
});
