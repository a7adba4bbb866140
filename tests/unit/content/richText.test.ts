import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/content/sanitizeHtml.ts';
import { isAllowedUrl, richTextPlain } from '../../../src/content/richText.ts';
import { richTextFromHtml } from '../../../src/content/richTextFromHtml.ts';

const rich = (html: string) => richTextFromHtml(sanitizeHtml(html));

describe('rich text: sanitised HTML as a tree islands render without an HTML sink', () => {
  it('keeps text, tags and allowed attributes', () => {
    expect(
      rich('<p>Hello <strong>world</strong> &amp; <a href="/x" title="t">more</a></p><br>'),
    ).toEqual([
      [
        'p',
        {},
        'Hello ',
        ['strong', {}, 'world'],
        ' & ',
        ['a', { href: '/x', title: 't' }, 'more'],
      ],
      ['br', {}],
    ]);
    expect(rich('<img src="/PublishingImages/a.png" alt="A" width="10" height="5">')).toEqual([
      ['img', { src: '/PublishingImages/a.png', alt: 'A', width: '10', height: '5' }],
    ]);
    expect(rich('')).toEqual([]);
  });

  it('builds the tree a browser builds from the markup (HTML parsing rules), so hydration matches', () => {
    // A <div> cannot sit in a <p>: the browser closes the paragraph first.
    expect(rich('<p>a<div>b</div>c</p>')).toEqual([
      ['p', {}, 'a'],
      ['div', {}, 'b'],
      'c',
      ['p', {}],
    ]);
    // Rows always sit in a table section; whitespace between table parts is no text.
    expect(rich('<table>\n<tr>\n<td colspan="2">x</td>\n</tr>\n</table>')).toEqual([
      ['table', {}, ['tbody', {}, ['tr', {}, ['td', { colspan: '2' }, 'x']]]],
    ]);
    // A link cannot hold a link.
    expect(rich('<a href="/a">1<a href="/b">2</a></a>')).toEqual([
      ['a', { href: '/a' }, '1'],
      ['a', { href: '/b' }, '2'],
    ]);
  });

  it('drops the newline a <pre> would swallow again when re-parsed', () => {
    expect(rich('<pre>\n\ncode</pre>')).toEqual([['pre', {}, 'code']]);
  });

  it('keeps only the schemes the sanitiser allows', () => {
    expect(isAllowedUrl('a', '/relative')).toBe(true);
    expect(isAllowedUrl('a', 'mailto:x@example.org')).toBe(true);
    expect(isAllowedUrl('a', 'java\tscript:alert(1)')).toBe(false);
    expect(isAllowedUrl('a', '//evil.example')).toBe(false);
    expect(isAllowedUrl('img', 'http://e.org/a.png')).toBe(false);
    expect(isAllowedUrl('img', 'https://e.org/a.png')).toBe(true);
  });

  it('gives the plain text for search', () => {
    expect(richTextPlain(rich('<p>One <b>two</b></p><ul><li>three</li></ul>'))).toBe(
      'One two three',
    );
  });
});
