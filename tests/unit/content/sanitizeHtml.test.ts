import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../src/content/htmlToText.ts';
import {
  MISSING_ALT,
  MISSING_SIZE,
  NESTING_LIMIT,
  sanitizeHtml,
  sanitizeRichText,
} from '../../../src/content/sanitizeHtml.ts';
import { ATTACKS } from './fixtures.ts';

/** What must never survive the sanitiser. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/<(iframe|object|embed|svg|math|style|form|body)/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('every HTML field goes through one sanitiser configuration', () => {
  it.each(ATTACKS)('removes the attack in %s', (attack) => {
    expectHarmless(sanitizeHtml(attack));
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style>')).toBe(
      '<p>a</p>',
    );
  });

  it('removes event handlers, style, class and id attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="/a.png" alt="A" width="640" height="400" />',
    );
  });

  it('links: http, https, mailto, tel and relative are kept; javascript: (also obfuscated) is dropped', () => {
    expect(sanitizeHtml('<a href="https://a.example/">x</a>')).toBe(
      '<a href="https://a.example/">x</a>',
    );
    expect(sanitizeHtml('<a href="http://a.example/">x</a>')).toBe(
      '<a href="http://a.example/">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a><a href="tel:+4930">t</a>')).toBe(
      '<a href="mailto:a@b.c">m</a><a href="tel:+4930">t</a>',
    );
    expect(sanitizeHtml('<a href="/about-us#team">r</a>')).toBe('<a href="/about-us#team">r</a>');
    for (const href of [
      'javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\nscript:x',
      'vbscript:x',
      'data:text/html,x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('images: site-relative, or https from an allowed image origin; everything else is removed', () => {
    const cdn = { imageOrigins: ['https://cdn.example'] };
    expect(
      sanitizeHtml(
        '<img src="https://cdn.example/a.png" alt="A" width="10" height="5" loading="lazy">',
        cdn,
      ),
    ).toBe('<img src="https://cdn.example/a.png" alt="A" width="10" height="5" loading="lazy" />');
    expect(sanitizeHtml('<img src="/PublishingImages/a.png" alt="A">')).toBe(
      '<img src="/PublishingImages/a.png" alt="A" width="640" height="400" />',
    );
    // A bare path is site-relative, as for cover cells (pages live at different depths).
    expect(sanitizeHtml('<img src="PublishingImages/a.png" alt="A">')).toBe(
      '<img src="/PublishingImages/a.png" alt="A" width="640" height="400" />',
    );
    expect(sanitizeHtml('<p>x<img src="http://insecure.example/a.png"></p>', cdn)).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src="https://other.example/a.png" alt="A">', cdn)).toBe('');
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="A">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">', cdn)).toBe('');
    expect(sanitizeHtml('<img src="//cdn.example/a.png">', cdn)).toBe('');
    expect(sanitizeHtml('<img srcset="https://cdn.example/1.png 1x">', cdn)).toBe('');
    expect(sanitizeHtml('<img src="/a.png" alt="A" width="100%" height="5px" loading="x">')).toBe(
      '<img src="/a.png" alt="A" width="640" height="400" />',
    );
  });

  it('images keep the editor’s alt text; one without gets alt="" and an issue', () => {
    expect(sanitizeRichText('<img src="/a.png" alt="Our team in Berlin">')).toEqual({
      html: '<img src="/a.png" alt="Our team in Berlin" width="640" height="400" />',
      issues: [MISSING_SIZE],
    });
    const sized = 'width="4" height="3"';
    expect(
      sanitizeRichText(`<p><img src="/a.png" ${sized}><img src="/b.png" alt="  " ${sized}></p>`),
    ).toEqual({
      html: `<p><img src="/a.png" alt="" ${sized} /><img src="/b.png" alt="" ${sized} /></p>`,
      issues: [MISSING_ALT],
    });
  });

  it('an image dropped for its address is reported with the address', () => {
    const { html, issues } = sanitizeRichText(
      '<p>a<img src="https://tracker.example/p.gif" alt="x"><img src="http://x.example/a.png"></p>',
    );
    expect(html).toBe('<p>a</p>');
    expect(issues.map((issue) => issue.message)).toEqual([
      'image address "https://tracker.example/p.gif" is neither site-relative nor https from an allowed image origin (IMAGE_ORIGINS); not shown',
      'image address "http://x.example/a.png" is neither site-relative nor https from an allowed image origin (IMAGE_ORIGINS); not shown',
    ]);
    expect(sanitizeRichText('<img alt="x">').issues).toEqual([
      { code: 'unsafe-html', message: 'image without an address removed' },
    ]);
    expect(issues.every((issue) => issue.code === 'unsafe-html')).toBe(true);
  });

  it('a site-relative image whose file the site lacks is dropped with a missing-image issue', () => {
    const files = new Set(['/PublishingImages/a.png', '/PublishingImages/my cover.png']);
    const siteFileExists = (path: string) => files.has(path);
    const { html, issues } = sanitizeRichText(
      '<p><img src="/PublishingImages/a.png?v=2" alt="A" width="4" height="3">' +
        '<img src="/PublishingImages/my%20cover.png" alt="C" width="4" height="3">' +
        '<img src="PublishingImages/gone.png" alt="G" width="4" height="3"></p>',
      { siteFileExists },
    );
    expect(html).toBe(
      '<p><img src="/PublishingImages/a.png?v=2" alt="A" width="4" height="3" />' +
        '<img src="/PublishingImages/my%20cover.png" alt="C" width="4" height="3" /></p>',
    );
    expect(issues).toEqual([
      {
        code: 'missing-image',
        message: `image file "PublishingImages/gone.png" is not among the site's files (public/); not shown`,
      },
    ]);
    // Without the check (no siteFileExists) nothing is dropped.
    expect(sanitizeHtml('<img src="/gone.png" alt="G" width="4" height="3">')).toContain(
      'gone.png',
    );
  });

  it('<noscript> content is never published, however it is nested or closed', () => {
    for (const html of [
      '<noscript><p>hidden</p></noscript>',
      '<p><noscript><img src="/a.png" alt="hidden"></noscript></p>',
      '<div><noscript></div><img src="/b.png" alt="</noscript><p>hidden</p>"></noscript>',
      '<noscript><noscript>hidden</noscript></noscript>',
      '<NOSCRIPT><a href="/x">hidden</a></NOSCRIPT>',
    ]) {
      const out = sanitizeHtml(html);
      expect(out, html).not.toMatch(/hidden|noscript/i);
    }
  });

  it(`elements nested deeper than ${NESTING_LIMIT} levels are dropped, their text kept`, () => {
    const deep = `${'<div>'.repeat(NESTING_LIMIT + 50)}deep${'</div>'.repeat(NESTING_LIMIT + 50)}`;
    const out = sanitizeHtml(deep);
    expect(out.match(/<div>/g)).toHaveLength(NESTING_LIMIT);
    expect(out).toContain('deep');
  });

  it('target=_blank links get rel="noopener noreferrer"; other targets are dropped', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.example" target="_BLANK" rel="nofollow">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('<h1> is demoted to <h2> (the page has its own h1)', () => {
    expect(sanitizeHtml('<h1 class="big">Title</h1><h2>Sub</h2>')).toBe(
      '<h2>Title</h2><h2>Sub</h2>',
    );
  });

  it('an image without width and height gets a 16:10 box and an issue (no layout shift)', () => {
    expect(sanitizeRichText('<img src="/a.png" alt="A" width="300">')).toEqual({
      html: '<img src="/a.png" alt="A" width="640" height="400" />',
      issues: [MISSING_SIZE],
    });
    expect(sanitizeRichText('<img src="/a.png" alt="A" width="300" height="200">').issues).toEqual(
      [],
    );
  });

  it('keeps the rich-text tags and table spans', () => {
    const html =
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sup>1</sup><sub>2</sub> <code>c</code></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
      '<blockquote>q</blockquote><figure><img src="/a.png" alt="a" width="64" height="40" /><figcaption>f</figcaption></figure><hr />' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">d</td></tr></tbody></table><pre>p</pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops iframes, svg, math, forms and their text', () => {
    expect(
      sanitizeHtml('<p>a</p><iframe src="https://x">fallback</iframe><svg><text>svg</text></svg>'),
    ).toBe('<p>a</p>');
  });

  it('non-text or blank input gives an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});

describe('plain text of a description (200-character expand rule, meta descriptions)', () => {
  it('removes tags, decodes entities, collapses whitespace', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&nbsp;&lt;3</p>\n\n<p>  second   para </p>')).toBe(
      'Tom & Jerry <3 second para',
    );
  });

  it('block tags separate words, inline tags join', () => {
    expect(htmlToText('<p>a</p><p>b</p><ul><li>c</li><li>d</li></ul>x<br>y')).toBe('a b c d x y');
    expect(htmlToText('<b>Share</b>Point')).toBe('SharePoint');
  });

  it('drops script and style content entirely', () => {
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>.x{}</style>')).toBe('a');
  });

  it('drops soft hyphens (German display HTML carries them; search and meta text must not)', () => {
    expect(htmlToText('<p>Ver\u00ADän\u00ADde\u00ADrungs&shy;ma\u00ADnage\u00ADment</p>')).toBe(
      'Veränderungsmanagement',
    );
  });

  it('keeps entity-looking text as text (no double decoding)', () => {
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(htmlToText('"quoted" a < b')).toBe('"quoted" a < b');
  });

  it('non-text input gives an empty string', () => {
    expect(htmlToText(undefined)).toBe('');
  });
});
