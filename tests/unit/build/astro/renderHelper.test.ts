/**
 * The render helper (renderHelper.ts) in its real worker thread, given a bundle of our own that
 * stands in for Astro's prerender entry: it proves itself on each route's first page before it
 * writes any of that route, writes and audits pages as the build does, and stops (Astro renders
 * on) when it cannot load, renders differently, or its thread dies.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HelperStopped,
  renderThreads,
  startRenderHelper,
  type RenderHelper,
  type RouteData,
} from '../../../../src/build/astro/renderHelper.ts';
import { astroOutput } from '../../../../src/build/astro/astroOutput.ts';
import { provideCatalogue } from '../../../../src/catalogue/providedCatalogue.ts';
import { cspHash } from '../../../../src/security/astroCsp.ts';

const ISLAND_STYLE = '<style>astro-island,astro-slot{display:contents}</style>';
const route = (name: string) =>
  ({ route: `/${name}`, component: `src/pages/${name}.astro`, type: 'page' }) as RouteData;
const PAGES = route('[...path]');
const OTHER = route('other');
const NOT_FOUND = route('404');

const POLICY = `style-src 'self' '${cspHash(ISLAND_STYLE.slice(7, -8))}'`;
const PAGE = [
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${POLICY}">`,
  `<title>{path}</title></head><body>${ISLAND_STYLE}<p>{path}</p></body></html>`,
].join('');

/** The page the stand-in bundle renders at `path`, `mark` after its path (told apart). */
function page(path: string, mark = ''): string {
  return PAGE.replace('{path}', path).replace('{path}', `${path}${mark}`);
}

/**
 * A prerender entry exporting an `app` that renders page(): the 404 route answers 404,
 * `/moved/` redirects, `/broken/` throws, `/styled/` carries an inline style, `/exit/` ends the
 * thread, and HELPER_MARK marks its pages.
 */
const ENTRY = `
const PAGE = ${JSON.stringify(PAGE)};
const page = (path, mark) => PAGE.replace('{path}', path).replace('{path}', path + mark);
const routes = ${JSON.stringify([PAGES, OTHER, NOT_FOUND].map((r) => ({ routeData: { ...r, prerender: true } })))};
export const app = {
  manifest: { routes },
  routeCache: { clearAll() {} },
  setInternals() {},
  setOptions(options) { if (!options.logger.options.destination.write) throw new Error('no log'); },
  async getComponentByRoute() { return {}; },
  async render(request, { routeData }) {
    const path = new URL(request.url).pathname;
    const html = { 'content-type': 'text/html' };
    if (routeData.route === '/404') return new Response(page(path, ''), { status: 404, headers: html });
    if (path === '/moved/') return new Response(null, { status: 301, headers: { location: '/' } });
    if (path === '/broken/') throw new Error('the page broke');
    if (path === '/exit/') process.exit(3);
    const body = path === '/styled/' ? '<p style="color:red">styled</p>' : '';
    return new Response(page(path, (process.env.HELPER_MARK ?? '') + body), { headers: html });
  },
};
`;

let dir: string;
let logged: string[];
let helper: RenderHelper | null;

/** Astro's prerenderer as the helper reads it, its bundle `entry` in `<dir>/out/.prerender`. */
function inner(entry: string | null): AstroPrerenderer {
  const out = join(dir, 'out');
  mkdirSync(join(out, '.prerender'), { recursive: true });
  mkdirSync(join(dir, 'public', 'kept'), { recursive: true });
  writeFileSync(join(dir, 'public', 'kept', 'index.html'), 'from public');
  if (entry !== null) writeFileSync(join(out, '.prerender', 'prerender-entry.test.mjs'), entry);
  const settings = {
    config: {
      outDir: pathToFileURL(`${out}/`),
      publicDir: pathToFileURL(`${join(dir, 'public')}/`),
    },
    scripts: [],
  };
  return {
    name: 'astro:default',
    app: { getSettings: () => settings, getOptions: () => ({ allPages: {} }) },
  } as unknown as AstroPrerenderer;
}

const request = (path: string) => new Request(`https://www.example.org${path}`);

/** The files written under the output folder (the bundle's folder aside). */
const writtenFiles = () =>
  readdirSync(join(dir, 'out'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.prerender'))
    .map((entry) => entry.name);

/** A helper on the stand-in bundle, once loaded (it then wants a proof) or stopped. */
async function started(entry = ENTRY): Promise<RenderHelper> {
  const set = inner(entry);
  helper = startRenderHelper(set, astroOutput(set), (line) => logged.push(line));
  expect(helper).not.toBeNull();
  const running = helper!;
  await expect
    .poll(() => running.wantsProof(PAGES) || logged.length > 0, { timeout: 20_000 })
    .toBe(true);
  return running;
}

/** The helper, proven on PAGES by a page Astro rendered the same. */
async function proven(): Promise<RenderHelper> {
  const running = await started();
  await running.prove(request('/first/'), PAGES, Promise.resolve(page('/first/')));
  return running;
}

beforeEach(() => {
  // Inside the project: Astro keeps its bundle under an output folder within the working folder.
  mkdirSync('.cache', { recursive: true });
  dir = resolve(mkdtempSync(join('.cache', 'render-helper-')));
  logged = [];
  helper = null;
  provideCatalogue({ pages: [], json: [], feeds: [] });
});

afterEach(async () => {
  await helper?.close();
  provideCatalogue(undefined);
  delete process.env['HELPER_MARK'];
  rmSync(dir, { recursive: true, force: true });
});

describe('renderHelper: a second render thread', () => {
  it('takes a route’s pages only once its first page matched Astro’s, and checks them as the build does', async () => {
    const running = await started();
    expect(running.takes(PAGES)).toBe(false);
    await running.prove(request('/first/'), PAGES, Promise.resolve(page('/first/')));
    expect(running.takes(PAGES)).toBe(true);
    expect(running.wantsProof(PAGES)).toBe(false);
    // Another route is proven on its own first page.
    expect(running.takes(OTHER)).toBe(false);
    expect(running.wantsProof(OTHER)).toBe(true);
    expect(logged).toEqual([]);

    const label = 'about-us/index.html';
    const audit = await running.write(request('/about-us/'), PAGES, label, label);
    const written = readFileSync(join(dir, 'out', 'about-us', 'index.html'), 'utf8');
    // Astro's island style moved into the head, as the build moves it on Astro's own pages.
    expect(written.indexOf(ISLAND_STYLE)).toBeLessThan(written.indexOf('</head>'));
    expect(written).toContain('<p>/about-us/</p>');
    expect(audit).toEqual({
      scripts: [],
      styles: [cspHash(ISLAND_STYLE.slice(7, -8))],
      problems: [],
    });
    expect(running.written).toBe(1);
  });

  it('names a page’s problems as the build names the page', async () => {
    const running = await proven();
    const audit = await running.write(
      request('/styled/'),
      PAGES,
      'styled/index.html',
      'de/404.html',
    );
    expect(audit?.problems).toHaveLength(1);
    expect(audit?.problems[0]).toMatch(/^\/de\/404\.html: /);
  });

  it('declines what is not an HTML page answered 200, and fails a page that fails', async () => {
    const running = await proven();
    expect(await running.write(request('/moved/'), PAGES, 'moved/index.html', 'm')).toBeNull();
    await expect(
      running.write(request('/broken/'), PAGES, 'broken/index.html', 'b'),
    ).rejects.toThrow('the page broke');
    expect(running.written).toBe(0);
    expect(writtenFiles()).toEqual([]);
  });

  it('leaves a route it declines to Astro, without stopping (the not-found page answers 404)', async () => {
    const running = await started();
    await running.prove(request('/404/'), NOT_FOUND, Promise.resolve(page('/404/')));
    expect(running.wantsProof(NOT_FOUND)).toBe(false);
    expect(running.takes(NOT_FOUND)).toBe(false);
    expect(running.wantsProof(PAGES)).toBe(true);
    expect(logged).toEqual([]);
  });

  it('stops, and writes nothing, when its page differs from Astro’s', async () => {
    process.env['HELPER_MARK'] = ' (helper)';
    const running = await started();
    await running.prove(request('/first/'), PAGES, Promise.resolve(page('/first/')));
    expect(running.takes(PAGES)).toBe(false);
    expect(running.wantsProof(OTHER)).toBe(false);
    expect(logged).toEqual([
      'The render helper stopped: its page /first/ differs from Astro’s. Astro renders the pages it has not written.',
    ]);
    await expect(running.write(request('/a/'), PAGES, 'a/index.html', 'a')).rejects.toThrow(
      HelperStopped,
    );
    expect(writtenFiles()).toEqual([]);
  });

  it('gives back the pages in its hand when its thread ends', async () => {
    const running = await proven();
    // Sent after the page that ends the thread: it is never rendered.
    const ending = running.write(request('/exit/'), PAGES, 'exit/index.html', 'e');
    const pending = running.write(request('/after/'), PAGES, 'after/index.html', 'a');
    await expect(ending).rejects.toThrow(HelperStopped);
    await expect(pending).rejects.toThrow(HelperStopped);
    expect(running.takes(PAGES)).toBe(false);
    expect(logged).toEqual([
      'The render helper stopped: its thread ended (exit code 3). Astro renders the pages it has not written.',
    ]);
  });

  it('stops when it cannot load the bundle, and is not started without one', async () => {
    const running = await started('export const app = undefined;');
    expect(running.wantsProof(PAGES)).toBe(false);
    expect(logged[0]).toMatch(/^The render helper stopped: it could not load Astro’s bundle/);

    rmSync(join(dir, 'out'), { recursive: true });
    const bare = inner(null);
    const none = startRenderHelper(bare, astroOutput(bare), (line) => logged.push(line));
    expect(none).toBeNull();
    expect(logged[1]).toMatch(/^No render helper: no single prerender entry in /);
  });

  it('renders on one thread or two as RENDER_THREADS says, two by default on two cores', () => {
    expect(renderThreads({}, 2)).toBe(2);
    expect(renderThreads({}, 1)).toBe(1);
    expect(renderThreads({ RENDER_THREADS: '1' }, 8)).toBe(1);
    expect(renderThreads({ RENDER_THREADS: ' 2 ' }, 1)).toBe(2);
    expect(() => renderThreads({ RENDER_THREADS: 'many' }, 2)).toThrow(
      'RENDER_THREADS must be 1 or 2, not "many"',
    );
  });
});
