/**
 * The render helper (renderHelper.ts) in its real worker thread, given a bundle of our own that
 * stands in for Astro's prerender entry: it proves itself on its first page before it writes
 * any, writes and audits pages as the build does, and stops (Astro renders on) when it cannot
 * load or renders differently.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  renderThreads,
  startRenderHelper,
  type RenderHelper,
} from '../../../scripts/lib/renderHelper.ts';
import { provideCatalogue } from '../../../src/catalogue/providedCatalogue.ts';
import { cspHash } from '../../../src/security/astroCsp.ts';

const ISLAND_STYLE = '<style>astro-island,astro-slot{display:contents}</style>';
const ROUTE = { route: '/[...path]', component: 'src/pages/[...path].astro', type: 'page' };
const routeData = ROUTE as unknown as Parameters<AstroPrerenderer['render']>[1]['routeData'];

const POLICY = `style-src 'self' '${cspHash(ISLAND_STYLE.slice(7, -8))}'`;
const PAGE = [
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${POLICY}">`,
  `<title>{path}</title></head><body>${ISLAND_STYLE}<p>{path}</p></body></html>`,
].join('');

/** The page the stand-in bundle renders at `path`, `mark` after its path (told apart). */
function page(path: string, mark = ''): string {
  return PAGE.replace('{path}', path).replace('{path}', `${path}${mark}`);
}

/** A prerender entry exporting an `app` that renders page(); `/moved/` redirects, `/broken/` throws. */
const ENTRY = `
const PAGE = ${JSON.stringify(PAGE)};
const page = (path, mark) => PAGE.replace('{path}', path).replace('{path}', path + mark);
export const app = {
  manifest: { routes: [{ routeData: ${JSON.stringify({ ...ROUTE, prerender: true })} }] },
  setInternals() {},
  setOptions(options) { if (!options.logger.options.destination.write) throw new Error('no log'); },
  async getComponentByRoute() { return {}; },
  async render(request) {
    const path = new URL(request.url).pathname;
    if (path === '/moved/') return new Response(null, { status: 301, headers: { location: '/' } });
    if (path === '/broken/') throw new Error('the page broke');
    return new Response(page(path, process.env.HELPER_MARK ?? ''), { headers: { 'content-type': 'text/html' } });
  },
};
`;

let dir: string;
let logged: string[];
let helper: RenderHelper | null;

/** Astro's prerenderer as the helper reads it, for an output folder `out` with `entry`. */
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

/** Waits until the helper has loaded (it says so by wanting its proof). */
async function loaded(started: RenderHelper): Promise<void> {
  await expect.poll(() => started.unproven || logged.length > 0, { timeout: 20_000 }).toBe(true);
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

describe('renderHelper: a second render thread (issue 16, point 4)', () => {
  it('writes pages only after its first page matched Astro’s, checked as the build checks', async () => {
    helper = startRenderHelper(inner(ENTRY), (line) => logged.push(line));
    expect(helper).not.toBeNull();
    const started = helper!;
    await loaded(started);
    expect(started.free).toBe(false);
    await started.prove(request('/first/'), routeData, Promise.resolve(page('/first/')));
    expect(started.free).toBe(true);
    expect(logged).toEqual([]);

    const audit = await started.write(request('/about-us/'), routeData, 'about-us/index.html');
    const written = readFileSync(join(dir, 'out', 'about-us', 'index.html'), 'utf8');
    // Astro's island style moved into the head, as the build moves it on Astro's own pages.
    expect(written.indexOf(ISLAND_STYLE)).toBeLessThan(written.indexOf('</head>'));
    expect(written).toContain('<p>/about-us/</p>');
    expect(audit).toEqual({
      scripts: [],
      styles: [cspHash(ISLAND_STYLE.slice(7, -8))],
      problems: [],
    });
    expect(started.written).toBe(1);
    expect(started.ownedByPublic('kept/index.html')).toBe(true);
    expect(started.ownedByPublic('about-us/index.html')).toBe(false);
  });

  it('declines what is not an HTML page and fails a page that fails', async () => {
    helper = startRenderHelper(inner(ENTRY), (line) => logged.push(line));
    const started = helper!;
    await loaded(started);
    await started.prove(request('/first/'), routeData, Promise.resolve(page('/first/')));
    expect(await started.write(request('/moved/'), routeData, 'moved/index.html')).toBeNull();
    expect(existsSync(join(dir, 'out', 'moved'))).toBe(false);
    await expect(
      started.write(request('/broken/'), routeData, 'broken/index.html'),
    ).rejects.toThrow('the page broke');
    expect(started.written).toBe(0);
  });

  it('stops, and writes nothing, when its first page differs from Astro’s', async () => {
    process.env['HELPER_MARK'] = ' (helper)';
    helper = startRenderHelper(inner(ENTRY), (line) => logged.push(line));
    const started = helper!;
    await loaded(started);
    await started.prove(request('/first/'), routeData, Promise.resolve(page('/first/')));
    expect(started.free).toBe(false);
    expect(started.unproven).toBe(false);
    expect(logged).toEqual([
      'The render helper stopped: its first page differs from Astro’s (/first/). Astro renders the other pages.',
    ]);
  });

  it('stops when it cannot load the bundle, and is not started without one', async () => {
    helper = startRenderHelper(inner('export const app = undefined;'), (line) => logged.push(line));
    await loaded(helper!);
    expect(helper!.free).toBe(false);
    expect(logged[0]).toMatch(/^The render helper stopped: it could not load Astro’s bundle/);

    rmSync(join(dir, 'out'), { recursive: true });
    const none = startRenderHelper(inner(null), (line) => logged.push(line));
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
