/**
 * The patches patch-package applies to node_modules at install (patches/), each checked on the
 * installed file: a fresh install without the patch, or an upgrade that drops it, fails here
 * with a sentence naming the patch (src/build/astro/README.md says what each is for).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../support/tempFolder.ts';

type RenderToStaticMarkup = (
  this: { result: object },
  component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, unknown>,
  metadata?: object,
) => Promise<{ html: string; attrs: { prefix?: string } }>;

/**
 * The installed @astrojs/react server renderer with these integration options. It reads them from
 * a module only Astro's Vite build provides (`astro:react:opts`), so a copy is loaded whose
 * import of it is the options, and whose other imports point where the original's resolve.
 */
async function reactServer(options: object): Promise<RenderToStaticMarkup> {
  const require = createRequire(import.meta.url);
  const server = require.resolve('@astrojs/react/server.js');
  const from = createRequire(server);
  const source = readFileSync(server, 'utf8')
    .replace(/^import opts from "astro:react:opts";$/m, `const opts = ${JSON.stringify(options)};`)
    .replace(/ from "([^"]+)";$/gm, (_, specifier: string) => {
      const path = specifier.startsWith('.')
        ? join(server, '..', specifier)
        : from.resolve(specifier);
      return ` from ${JSON.stringify(pathToFileURL(path).href)};`;
    });
  expect(source, 'the @astrojs/react server renderer no longer reads astro:react:opts').toMatch(
    /^const opts = /m,
  );
  const copy = join(tempFolder('react-server-'), 'server.mjs');
  writeFileSync(copy, source);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as {
    default: { renderToStaticMarkup: RenderToStaticMarkup };
  };
  return loaded.default.renderToStaticMarkup;
}

/** A component with a React id, as the carousels name their slides. */
function Named() {
  return createElement('p', { id: useId() }, 'named');
}

describe('patches/@astrojs+react+7.0.0.patch', () => {
  it("renders useId ids with the island's prefix when streaming is off (astro.config.mjs), as the hydrating island computes them", async () => {
    const render = await reactServer({ experimentalDisableStreaming: true });
    const { html, attrs } = await render.call({ result: {} }, Named, {}, {});
    expect(attrs.prefix).toBeTruthy();
    const id = / id="([^"]+)"/.exec(html)?.[1];
    expect(
      id,
      `@astrojs/react's renderToString path drops the island's identifierPrefix (${attrs.prefix}): the patch is not applied`,
    ).toContain(attrs.prefix);
  });

  it('renders the same ids as the streaming path, which always had the prefix', async () => {
    const streamed = await reactServer({});
    const unstreamed = await reactServer({ experimentalDisableStreaming: true });
    const one = await streamed.call({ result: {} }, Named, {}, {});
    const other = await unstreamed.call({ result: {} }, Named, {}, {});
    expect(other.html).toBe(one.html);
  });
});
