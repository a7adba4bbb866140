/**
 * Canaries for Astro's private APIs the build relies on (src/build/astro/README.md lists each).
 * Every fast path that uses one checks itself and falls back to a full build, so an Astro upgrade
 * that changes one would not break the site: it would make it slow without a word. These tests
 * read the installed Astro and fail, naming the API, when one is gone or changed shape.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from '../../../../src/build/astro/hoistIslandStyle.ts';
import { taggedRenderer, tagRenderer } from '../../../../src/build/astro/rendererTag.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

/** A module of the installed Astro, by its path under astro/dist. */
async function astroModule<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ `../../../../node_modules/astro/dist/${path}`)) as T;
}

/** Says which private API changed, for a failure message. */
const changed = (api: string, what: string) =>
  `Astro's ${api} changed: ${what} (see src/build/astro/README.md)`;

type Method = (...args: never[]) => unknown;

/** Runs `call` on Astro's code; a throw is reported as `api` having changed. */
async function attempt<T>(api: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(changed(api, `it threw ${String(error)}`), { cause: error });
  }
}

describe("Astro's build app (core/build/app.js), read by the kept renderer and astroOutput", () => {
  it('keeps the methods and the route cache the build calls, with their arity', async () => {
    const { BuildApp } = await astroModule<{ BuildApp: { prototype: object } }>(
      'core/build/app.js',
    );
    const proto = BuildApp.prototype as Record<string, Method | undefined>;
    const methods = {
      getSettings: 0,
      getOptions: 0,
      setInternals: 1,
      setOptions: 1,
      getComponentByRoute: 1,
    };
    for (const [name, arity] of Object.entries(methods)) {
      expect(typeof proto[name], changed(`BuildApp.${name}`, 'it is no longer a method')).toBe(
        'function',
      );
      expect(proto[name]?.length, changed(`BuildApp.${name}`, `it no longer takes ${arity}`)).toBe(
        arity,
      );
    }
    const routeCache = Object.getOwnPropertyDescriptor(BuildApp.prototype, 'routeCache');
    expect(typeof routeCache?.get, changed('BuildApp.routeCache', 'it is no getter')).toBe(
      'function',
    );
    const { RouteCache } = await astroModule<{ RouteCache: { prototype: object } }>(
      'core/render/route-cache.js',
    );
    expect(
      typeof (RouteCache.prototype as Record<string, unknown>)['clearAll'],
      changed('RouteCache.clearAll', 'it is gone'),
    ).toBe('function');
  });

  it('is kept by the default prerenderer as its `app` once set up (core/build/default-prerenderer.js)', async () => {
    const { createDefaultPrerenderer } = await astroModule<{
      createDefaultPrerenderer(options: {
        internals: unknown;
        options: unknown;
        prerenderOutputDir: URL;
      }): { setup(): Promise<void>; app?: unknown };
    }>('core/build/default-prerenderer.js');
    const dir = tempFolder('astro-default-prerenderer-');
    // Astro imports the entry itself: the app is known by what it holds, not by identity.
    writeFileSync(
      join(dir, 'prerender-entry.test.mjs'),
      [
        'export const app = {',
        "  name: 'the entry app',",
        '  calls: [],',
        "  setInternals(internals) { this.calls.push(['internals', internals]); },",
        "  setOptions(options) { this.calls.push(['options', options]); },",
        '};',
      ].join('\n'),
    );
    const internals = { prerenderEntryFileName: 'prerender-entry.test.mjs' };
    const options = { settings: {} };
    const prerenderer = createDefaultPrerenderer({
      internals,
      options,
      prerenderOutputDir: pathToFileURL(`${dir}/`),
    });
    await attempt('default prerenderer', () => prerenderer.setup());
    const app = prerenderer.app as { name?: string; calls?: unknown[] } | undefined;
    expect(app?.name, changed('default prerenderer', 'it keeps no `app`')).toBe('the entry app');
    expect(app?.calls, changed('default prerenderer', 'its setup calls changed')).toEqual([
      ['internals', internals],
      ['options', options],
    ]);
  });

  it("reads each route's static paths through the app's route cache, which clearAll empties (runtime/prerender/static-paths.js)", async () => {
    const { StaticPaths } = await astroModule<{
      StaticPaths: new (app: unknown) => { getAll(): Promise<{ pathname: string }[]> };
    }>('runtime/prerender/static-paths.js');
    const { RouteCache } = await astroModule<{
      RouteCache: new (logger: unknown) => { clearAll(): void };
    }>('core/render/route-cache.js');
    let calls = 0;
    const route = {
      route: '/[slug]',
      component: 'src/pages/[slug].astro',
      type: 'page',
      prerender: true,
      params: ['slug'],
      segments: [[{ content: 'slug', dynamic: true, spread: false }]],
      pathname: undefined,
      fallbackRoutes: [],
      origin: 'project',
    };
    const module = {
      getStaticPaths: () => {
        calls += 1;
        return [{ params: { slug: `page-${calls}` } }];
      },
    };
    const app = {
      manifest: { routes: [{ routeData: route }], base: '/', serverLike: false },
      routeCache: new RouteCache({ warn: () => undefined }),
      getComponentByRoute: () => Promise.resolve(module),
    };
    const paths = new StaticPaths(app);
    await attempt('StaticPaths', () => paths.getAll());
    await attempt('StaticPaths', () => paths.getAll());
    expect(
      calls,
      changed('StaticPaths', "it no longer keeps a route's paths in the app's routeCache"),
    ).toBe(1);
    app.routeCache.clearAll();
    await attempt('StaticPaths', () => paths.getAll());
    expect(
      calls,
      changed('RouteCache.clearAll', 'the next getAll did not ask the route again'),
    ).toBe(2);
  });

  it('is named where the build reads it: the output and public folders in getSettings().config', async () => {
    const { createBuildEnvironment } = await astroModule<{
      createBuildEnvironment(): {
        setOptions(options: unknown): void;
        getSettings(): unknown;
      };
    }>('core/build/environment.js');
    const environment = createBuildEnvironment();
    const settings = {
      config: { outDir: new URL('file:///out/'), publicDir: new URL('file:///p/') },
    };
    await attempt('build environment setOptions', () => environment.setOptions({ settings }));
    expect(
      environment.getSettings(),
      changed('build environment getSettings', 'it is not options.settings'),
    ).toBe(settings);
  });
});

describe("Astro's build writes no file for a page answered without a body (core/build/generate.js)", () => {
  it('renderPath gives nothing to write for an empty answer, and the page for one with a body', async () => {
    const { renderPath } = await astroModule<{
      renderPath(options: unknown): Promise<{ body: Buffer } | null>;
    }>('core/build/generate.js');
    const dir = tempFolder('astro-render-path-');
    mkdirSync(join(dir, 'public'));
    const settings = {
      buildOutput: 'static',
      config: {
        base: '/',
        trailingSlash: 'ignore',
        compressHTML: true,
        outDir: pathToFileURL(`${join(dir, 'out')}/`),
        publicDir: pathToFileURL(`${join(dir, 'public')}/`),
        build: { format: 'directory', redirects: true },
      },
    };
    const logger = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const route = {
      route: '/about',
      component: 'src/pages/about.astro',
      type: 'page',
      pathname: '/about',
      isIndex: false,
      prerender: true,
      params: [],
      pattern: /^\/about\/?$/,
      segments: [[{ content: 'about', dynamic: false, spread: false }]],
      fallbackRoutes: [],
      origin: 'project',
    };
    const render = (body: string | null) =>
      attempt('build (generate.js renderPath)', () =>
        renderPath({
          prerenderer: {
            render: () =>
              Promise.resolve(
                new Response(body, { status: 200, headers: { 'content-type': 'text/html' } }),
              ),
          },
          pathname: '/about',
          route: { ...route },
          options: { settings, origin: 'https://example.org' },
          logger,
          collectMetadata: false,
        }),
      );
    expect(
      await render(null),
      changed('build (generate.js)', 'it writes a page for an answer without a body'),
    ).toBeNull();
    const written = await render('<p>About</p>');
    expect(
      written?.body.toString(),
      changed('build (generate.js)', 'renderPath no longer gives the body'),
    ).toBe('<p>About</p>');
  });
});

describe("Astro's renderer tag (runtime/server/render/common.js), set by rendererTag.ts", () => {
  it('is the key Astro’s own __astro_tag_component__ sets', async () => {
    const { __astro_tag_component__ } = await astroModule<{
      __astro_tag_component__(component: unknown, renderer: string): void;
    }>('runtime/server/index.js');
    const byAstro = () => null;
    await attempt('__astro_tag_component__', () =>
      __astro_tag_component__(byAstro, 'some-renderer'),
    );
    const ours = tagRenderer(() => null, 'some-renderer');
    expect(
      Object.getOwnPropertySymbols(ours),
      changed(
        "renderer tag (Symbol.for('astro:renderer'))",
        'Astro tags components with another key',
      ),
    ).toEqual(Object.getOwnPropertySymbols(byAstro));
    expect(taggedRenderer(byAstro)).toBe('some-renderer');
  });
});

describe("Astro's island style (runtime/server/scripts.js), moved by hoistIslandStyle", () => {
  it('is a style hoistIslandStyle knows and moves into the head', async () => {
    const { ISLAND_STYLES } = await astroModule<{ ISLAND_STYLES: string }>(
      'runtime/server/astro-island-styles.js',
    );
    const style = `<style>${ISLAND_STYLES}</style>`;
    const page = `<html><head><title>t</title></head><body>${style}<astro-island></astro-island></body></html>`;
    expect(
      hoistIslandStyle(page),
      changed('island style', `hoistIslandStyle does not know ${style}`),
    ).toBe(
      `<html><head><title>t</title>${style}</head><body><astro-island></astro-island></body></html>`,
    );
  });
});

describe('where Astro puts the bundle it renders with (core/build/common.js, prerender/utils.js)', () => {
  it('inside an output folder within the working folder, under .prerender/ (buildFolders.ts stages any other)', async () => {
    const { getOutDirWithinCwd } = await astroModule<{ getOutDirWithinCwd(outDir: URL): URL }>(
      'core/build/common.js',
    );
    const { getPrerenderOutputDirectory } = await astroModule<{
      getPrerenderOutputDirectory(settings: unknown): URL;
    }>('prerender/utils.js');
    const inside = pathToFileURL(join(process.cwd(), '.cache', 'staging', 'x/'));
    expect(
      getOutDirWithinCwd(inside).href,
      changed('getOutDirWithinCwd', 'a folder inside the project is moved'),
    ).toBe(inside.href);
    const settings = { buildOutput: 'static', config: { outDir: inside, build: {} } };
    expect(
      fileURLToPath(getPrerenderOutputDirectory(settings)),
      changed('getPrerenderOutputDirectory', 'the bundle is no longer in <outDir>/.prerender/'),
    ).toBe(join(fileURLToPath(inside), '.prerender/'));
  });
});

describe("@astrojs/react's island hydration (client.js), which the once-renderer's islands use", () => {
  it("takes React's id prefix from the island's `prefix` attribute, as onceRenderer.ts writes it", () => {
    const client = readFileSync(
      createRequire(import.meta.url).resolve('@astrojs/react/client.js'),
      'utf8',
    );
    expect(
      client,
      "@astrojs/react's client no longer reads identifierPrefix from the island's `prefix` attribute: onceRenderer.ts's ids would not match on hydration",
    ).toMatch(/identifierPrefix:\s*element\.getAttribute\("prefix"\)/);
  });
});
