import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  hoistIslandStyle,
  hoistIslandStyleBytes,
} from '../../../../src/build/astro/hoistIslandStyle.ts';

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

/** The first implementation, with regular expressions over the whole page: the reference. */
const REFERENCE_STYLE =
  /<style>astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\}<\/style>/g;
function reference(html: string): string {
  const styles = html.match(REFERENCE_STYLE);
  const head = html.indexOf('</head>');
  if (!styles || head === -1) return html;
  const [style] = styles;
  if (html.slice(0, head).includes(style))
    return html.replace(REFERENCE_STYLE, (m, at: number) => (at < head ? m : ''));
  const body = html.slice(head).replace(REFERENCE_STYLE, '');
  return `${html.slice(0, head)}${style}${body}`;
}

/** Heads, bodies, both island styles and near misses, of which the property tests make pages. */
const PIECES = [
  STYLE,
  '<style>astro-island,astro-slot{display:contents}</style>',
  '<style>astro-island,astro-slot{display:block}</style>',
  '<style>astro-island',
  '<head>',
  '</head>',
  '<body>',
  '<style>p{color:red}</style>',
];

describe('hoistIslandStyle, scanning with indexOf, moves what the regular expressions moved', () => {
  test('on any page made of heads, bodies, both island styles and near misses', () => {
    const piece = fc.constantFrom(...PIECES, '<p>text</p>');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = pieces.join('');
        expect(hoistIslandStyle(html)).toBe(reference(html));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hoistIslandStyleBytes moves in the bytes what hoistIslandStyle moves in the text', () => {
  test('on any page of heads, bodies, island styles, near misses and text beyond ASCII', () => {
    const piece = fc.constantFrom(...PIECES, '<p>Grüße, Zürich</p>', '<p>😀 ☃</p>');
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(4), (pieces, offset) => {
        const html = pieces.join('');
        // A view of part of a larger buffer, as a page handed over may be.
        const whole = new Uint8Array(offset + encoder.encode(html).length + 3);
        whole.set(encoder.encode(html), offset);
        const bytes = whole.subarray(offset, whole.length - 3);
        expect(decoder.decode(hoistIslandStyleBytes(bytes))).toBe(hoistIslandStyle(html));
      }),
      { numRuns: 2000 },
    );
  });

  test('returns a page without the style as it is', () => {
    const bytes = new TextEncoder().encode('<html><head></head><body><p>ö</p></body></html>');
    expect(hoistIslandStyleBytes(bytes)).toBe(bytes);
  });
});
