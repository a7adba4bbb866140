import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectInlineHashes } from '../../../src/security/collectInlineHashes.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('collectInlineHashes', () => {
  it('hashes executable inline scripts exactly as written, skipping external and data blocks', () => {
    const html = `<!doctype html><html><head>
<script type="module">import('/a.js')</script>
<script>window.x = 1;</script>
<script type="module" src="/_astro/loader.js"></script>
<script type="application/json" id="consent-config">{"siteId":"1"}</script>
<script type="application/ld+json">{}</script>
<SCRIPT type='importmap'>{"imports":{}}</SCRIPT>
</head><body></body></html>`;
    expect(collectInlineHashes([html]).scriptHashes).toEqual(
      [sha("import('/a.js')"), sha('window.x = 1;'), sha('{"imports":{}}')].sort(),
    );
  });

  it('hashes inline styles and style attributes (decoded), across documents, deduplicated', () => {
    const a = '<style>astro-island{display:contents}</style><div style="color:red">x</div>';
    const b = "<style>astro-island{display:contents}</style><p style='content:&quot;a&quot;'></p>";
    const result = collectInlineHashes([a, b]);
    expect(result.styleHashes).toEqual([sha('astro-island{display:contents}')]);
    expect(result.styleAttributeHashes).toEqual([sha('color:red'), sha('content:"a"')].sort());
  });

  it('ignores style-like text inside scripts and reports inline event handlers', () => {
    const html =
      '<script>const s = "<div style=\\"x\\">";</script><button onclick="go()" data-style="y">b</button>';
    const result = collectInlineHashes([html]);
    expect(result.styleAttributeHashes).toEqual([]);
    expect(result.eventHandlers).toEqual(['onclick']);
  });

  it('finds nothing in a page without inline code', () => {
    expect(collectInlineHashes(['<p>hi</p>'])).toEqual({
      scriptHashes: [],
      styleHashes: [],
      styleAttributeHashes: [],
      eventHandlers: [],
    });
  });
});
