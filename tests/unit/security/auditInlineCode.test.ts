/**
 * The build's check of its own output: only the inline code Astro declared passes; content never
 * trips it, because pages are read with a real HTML parser.
 */
import { describe, expect, it } from 'vitest';
import { auditInlineCode } from '../../../src/security/auditInlineCode.ts';
import { cspHash as sha256 } from '../../../src/security/astroCsp.ts';
import { inspectPage } from '../../../src/security/inspectPage.ts';
import { parseHashes } from '../../../src/security/pageInspection.ts';

const RUNTIME = '(()=>{(self.Astro||(self.Astro={})).visible=1})();';
const ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const META = `<meta http-equiv="content-security-policy" content="script-src 'self' '${sha256(RUNTIME)}'; style-src 'self' '${sha256(ISLAND_STYLE)}';">`;
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const audit = (html: string) => auditInlineCode([{ path: '/p/index.html', html }]);

/** A news title holding markup, escaped as Astro writes it in every place a title goes. */
const TITLE = 'Haushalt &lt;img src=x onerror=alert(1)&gt; 2022';

describe('auditInlineCode', () => {
  it('passes the inline code Astro declared and collects its hashes', () => {
    const result = audit(
      page(
        META,
        `<style>${ISLAND_STYLE}</style><script>${RUNTIME}</script><astro-island></astro-island>`,
      ),
    );
    expect(result).toEqual({
      scriptHashes: [sha256(RUNTIME)],
      styleHashes: [sha256(ISLAND_STYLE)],
      problems: [],
    });
  });

  it(`a news title "${TITLE}" is text everywhere it appears: no fault`, () => {
    const html = page(
      `${META}<title>${TITLE} – Lindenfeld</title><meta property="og:title" content="${TITLE}"><meta name="description" content="${TITLE}"><script type="application/ld+json">{"headline":"Haushalt \\u003cimg src=x onerror=alert(1)\\u003e 2022"}</script>`,
      `<h1>${TITLE}</h1><a href="/NewsHome/haushalt" title="${TITLE}">${TITLE}</a><img src="/a.png" alt="${TITLE}">`,
    );
    expect(audit(html).problems).toEqual([]);
    expect(inspectPage(html).eventHandlers).toEqual([]);
  });

  it('fails on an inline script nobody declared, of any executable type', () => {
    for (const script of [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<script type="text/javascript">alert(1)</script>',
      '<script type="text/ecmascript">alert(1)</script>',
      '<SCRIPT>alert(1)</SCRIPT>',
      `<script>${RUNTIME} </script>`,
    ]) {
      const { problems } = audit(page(META, script));
      expect(problems, script).toHaveLength(1);
      expect(problems[0]).toMatch(/^\/p\/index\.html: inline <script> not emitted by Astro/);
    }
  });

  it('ignores JSON data blocks, but not a script that breaks out of one', () => {
    expect(
      audit(page(META, '<script type="application/json" id="c">{"a":1}</script>')).problems,
    ).toEqual([]);
    const breakout = audit(
      page(
        META,
        '<script type="application/json">{"a":"</script><script>alert(1)</script>"}</script>',
      ),
    );
    expect(breakout.problems).toHaveLength(1);
  });

  it('decodes character references as the browser does, in a policy and in an svg script', () => {
    // Decoded, `&amp;` is no directive's end: the policy is one style-src, which allows no script.
    const looseMeta = `<meta http-equiv="content-security-policy" content="style-src 'self' &amp; script-src '${sha256('alert(1)')}'">`;
    expect(audit(page(looseMeta, '<script>alert(1)</script>')).scriptHashes).toEqual([]);
    expect(audit(page(looseMeta, '<script>alert(1)</script>')).problems).toHaveLength(1);
    // Inside svg a script's text is markup: the browser hashes it decoded.
    const svgMeta = `<meta http-equiv="content-security-policy" content="script-src '${sha256('alert(1)')}'">`;
    expect(audit(page(svgMeta, '<svg><script>alert&#40;1&#41;</script></svg>')).problems).toEqual(
      [],
    );
  });

  it('fails on event handlers and style attributes, not on text or attribute values that look like them', () => {
    expect(audit(page(META, '<img src="/x.png" alt="" onerror="alert(1)">')).problems).toEqual([
      '/p/index.html: inline event handler <img onerror>',
    ]);
    expect(audit(page(META, '<p style="color:red">x</p>')).problems).toEqual([
      '/p/index.html: style attribute <p style="color:red"> (use a class)',
    ]);
    expect(
      audit(page(META, '<p data-x=" onclick=go() style=x">a onload=b</p><!-- <img onerror=x> -->'))
        .problems,
    ).toEqual([]);
  });

  it('an undeclared inline style fails; a declaration outside <head> or a second one counts for nothing', () => {
    expect(audit(page(META, '<style>p{color:red}</style>')).problems).toHaveLength(1);
    const inBody = audit(page('', `${META}<script>${RUNTIME}</script>`));
    expect(inBody.problems).toHaveLength(1);
    expect(inBody.scriptHashes).toEqual([]);
    const twice = audit(page(`${META}${META}`, ''));
    expect(twice.problems).toEqual(['/p/index.html: 2 content-security-policy meta elements']);
  });
});

describe('parseHashes', () => {
  it('reads script-src and style-src hashes (and their -elem variants), nothing else', () => {
    expect(
      parseHashes(
        "default-src 'self'; script-src 'self' 'sha256-AAA=' https://x; script-src-elem 'sha384-BBB'; style-src 'sha512-CCC==' 'unsafe-inline'; img-src 'sha256-DDD='",
      ),
    ).toEqual({ scripts: ['sha256-AAA=', 'sha384-BBB'], styles: ['sha512-CCC=='] });
  });
});
