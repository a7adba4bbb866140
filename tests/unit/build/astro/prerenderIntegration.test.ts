import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../support/tempFolder.ts';
import {
  countingPrerenderer,
  pathnameOf,
  type BuildProgress,
} from '../../../../src/build/astro/prerenderIntegration.ts';

/** A route as Astro hands it to the prerenderer. */
type RouteData = Parameters<AstroPrerenderer['render']>[1]['routeData'];

/** A prerenderer of `paths` paths that keeps its state on itself, as Astro's own does. */
function prerenderer(paths: number) {
  const inner = {
    name: 'astro:default',
    ready: false,
    rendered: 0,
    async setup() {
      this.ready = true;
    },
    async getStaticPaths() {
      return Array.from({ length: paths }, (_, i) => ({ pathname: `/p${i}` }));
    },
    async render() {
      if (!this.ready) throw new Error('render before setup');
      this.rendered += 1;
      return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    },
  };
  return inner;
}

describe('countingPrerenderer: build progress from the build', () => {
  it('after a failed page, fails the paths Astro still has queued without rendering them', async () => {
    const inner = prerenderer(5);
    const broken = new Error('The page checks are closed');
    let pages = 0;
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: () => undefined,
      intervalMs: 100,
      onPage: (_path, html) => {
        pages += 1;
        if (pages === 2) throw broken;
        return html;
      },
    });
    await counted.setup?.();
    await counted.getStaticPaths();
    const routeData = {} as Parameters<AstroPrerenderer['render']>[1]['routeData'];
    const render = (i: number) => counted.render(new Request(`http://x/p${i}`), { routeData });
    await render(0);
    await expect(render(1)).rejects.toBe(broken);
    await expect(render(2)).rejects.toBe(broken);
    await expect(render(3)).rejects.toBe(broken);
    expect(inner.rendered).toBe(2);
  });

  it('reports the total, then the renders at most every interval, and always the last', async () => {
    const inner = prerenderer(10);
    const reports: BuildProgress[] = [];
    let clock = 0;
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: (p) => reports.push(p),
      intervalMs: 100,
      now: () => clock,
    });
    expect(counted.name).toBe('astro:default+progress');
    await counted.setup?.();
    const paths = await counted.getStaticPaths();
    expect(paths).toHaveLength(10);
    const routeData = {} as Parameters<AstroPrerenderer['render']>[1]['routeData'];
    for (const [i] of paths.entries()) {
      // Renders 40 ms apart: a report every third render at most.
      clock = i * 40;
      const response = await counted.render(new Request(`http://x/p${i}`), { routeData });
      expect(await (response as Response).text()).toBe('<html></html>');
    }
    expect(inner.rendered).toBe(10);
    expect(reports).toEqual([
      { done: 0, total: 10 },
      { done: 1, total: 10 },
      { done: 4, total: 10 },
      { done: 7, total: 10 },
      { done: 10, total: 10 },
    ]);
  });

  it('renders only the paths `keep` accepts, and counts those', async () => {
    const inner = prerenderer(6);
    const reports: BuildProgress[] = [];
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: (p) => reports.push(p),
      intervalMs: 0,
      now: () => 0,
      keep: (pathname) => pathname === '/p1' || pathname === '/p4',
    });
    await counted.setup?.();
    const paths = await counted.getStaticPaths();
    expect(paths.map((p) => p.pathname)).toEqual(['/p1', '/p4']);
    expect(reports).toEqual([{ done: 0, total: 2 }]);
  });

  it('passes on a missing hook as missing, and a teardown without one does nothing else', async () => {
    const { setup: _, ...withoutSetup } = prerenderer(1);
    const counted = countingPrerenderer(withoutSetup as unknown as AstroPrerenderer, {
      report: () => {},
      intervalMs: 100,
    });
    expect(counted.collectStaticImages).toBeUndefined();
    await expect(counted.teardown?.()).resolves.toBeUndefined();
  });

  it("gives Astro's prerenderer, once set up, to whoever keeps it (a warm renderer)", async () => {
    const inner = prerenderer(1);
    const given: unknown[] = [];
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: () => {},
      intervalMs: 100,
      onSetup: (setUp) => void given.push(setUp),
    });
    await counted.setup?.();
    expect(inner.ready).toBe(true);
    expect(given).toEqual([inner]);
    // Without a setup of its own, it is given all the same.
    const { setup: _, ...withoutSetup } = prerenderer(1);
    const bare = countingPrerenderer(withoutSetup as unknown as AstroPrerenderer, {
      report: () => {},
      intervalMs: 100,
      onSetup: (setUp) => void given.push(setUp),
    });
    await bare.setup?.();
    expect(given).toHaveLength(2);
  });

  it('hands each page to `onPage` before Astro writes it, and leaves the rest as rendered', async () => {
    const seen: string[] = [];
    const answers: Record<string, () => Response> = {
      '/': () => new Response('<p>home</p>', { headers: { 'content-type': 'text/html' } }),
      '/de/404/': () =>
        new Response('<p>nicht gefunden</p>', {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      '/index.json': () =>
        new Response('{"p":1}', { headers: { 'content-type': 'application/json' } }),
      '/old/': () => new Response(null, { status: 301, headers: { location: '/new' } }),
    };
    const inner = {
      name: 'astro:default',
      getStaticPaths: async () => Object.keys(answers).map((pathname) => ({ pathname })),
      // Astro's own answers `{ response, metadata }` when asked for metadata.
      render: async (request: Request) => {
        const response = answers[new URL(request.url).pathname]!();
        return request.url.includes('404') ? { response, metadata: { m: 1 } } : response;
      },
    };
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: () => {},
      intervalMs: 0,
      onPage: (pathname, html) => {
        seen.push(pathname);
        return `${html}<!-- checked -->`;
      },
    });
    const routeData = {} as Parameters<AstroPrerenderer['render']>[1]['routeData'];
    const bodies: Record<string, { status: number; text: string; metadata?: unknown }> = {};
    for (const pathname of Object.keys(answers)) {
      const rendered = (await counted.render(new Request(`http://x${pathname}`), {
        routeData,
      })) as Response | { response: Response; metadata: unknown };
      const response = rendered instanceof Response ? rendered : rendered.response;
      bodies[pathname] = {
        status: response.status,
        text: await response.text(),
        ...(!(rendered instanceof Response) && { metadata: rendered.metadata }),
      };
    }
    expect(seen).toEqual(['/', '/de/404']);
    expect(bodies).toEqual({
      '/': { status: 200, text: '<p>home</p><!-- checked -->' },
      '/de/404/': {
        status: 404,
        text: '<p>nicht gefunden</p><!-- checked -->',
        metadata: { m: 1 },
      },
      '/index.json': { status: 200, text: '{"p":1}' },
      '/old/': { status: 301, text: '' },
    });
  });
});

/**
 * `inner` given Astro's build app as the build reads where it writes (astroOutput): an output
 * folder, and a public/ folder holding `kept/index.html`. Returns the output folder.
 */
function withBuildApp(inner: object): string {
  const dir = tempFolder('counting-');
  mkdirSync(join(dir, 'public', 'kept'), { recursive: true });
  writeFileSync(join(dir, 'public', 'kept', 'index.html'), 'from public');
  const settings = {
    config: {
      outDir: pathToFileURL(`${join(dir, 'out')}/`),
      publicDir: pathToFileURL(`${join(dir, 'public')}/`),
    },
  };
  Object.assign(inner, { app: { getSettings: () => settings } });
  return join(dir, 'out');
}

/** Every file under `dir` with its text, by path under it. */
function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = readFileSync(path, 'utf8');
  }
  return files;
}

describe('countingPrerenderer in a build: the pages it reads, it writes', () => {
  it('writes each checked page where Astro would and answers Astro without a body; a file of public/ and what is not a page stay Astro’s', async () => {
    const answers: Record<string, () => Response> = {
      '/about-us/': () =>
        new Response('<p>about</p>', { headers: { 'content-type': 'text/html' } }),
      '/404/': () =>
        new Response('<p>not found</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
      '/kept/': () => new Response('<p>kept</p>', { headers: { 'content-type': 'text/html' } }),
      '/index.json': () =>
        new Response('{"p":1}', { headers: { 'content-type': 'application/json' } }),
    };
    const inner = {
      name: 'astro:default',
      getStaticPaths: async () => [],
      render: async (request: Request) => answers[new URL(request.url).pathname]!(),
    };
    const out = withBuildApp(inner);
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: () => {},
      intervalMs: 0,
      onPage: (_pathname, html) => `${html}<!-- checked -->`,
    });
    await counted.setup?.();
    const answered: Record<string, { status: number; text: string | null }> = {};
    for (const [pathname, type] of [
      ['/about-us/', 'page'],
      ['/404/', 'page'],
      ['/kept/', 'page'],
      ['/index.json', 'endpoint'],
    ] as const) {
      const response = (await counted.render(new Request(`http://x${pathname}`), {
        routeData: { type } as RouteData,
      })) as Response;
      answered[pathname] = {
        status: response.status,
        text: response.body === null ? null : await response.text(),
      };
    }
    expect(answered).toEqual({
      '/about-us/': { status: 200, text: null },
      '/404/': { status: 404, text: null },
      '/kept/': { status: 200, text: '<p>kept</p><!-- checked -->' },
      '/index.json': { status: 200, text: '{"p":1}' },
    });
    expect(filesUnder(out)).toEqual({
      'about-us/index.html': '<p>about</p><!-- checked -->',
      '404.html': '<p>not found</p><!-- checked -->',
    });
  });

  it('hands a page to be written to `writePage` as the bytes Astro rendered, where Astro would write it; a file of public/ goes to `onPage`', async () => {
    const answers: Record<string, () => Response> = {
      '/über-uns/': () =>
        new Response('<p>Grüße</p>', { headers: { 'content-type': 'text/html' } }),
      '/404/': () =>
        new Response('<p>not found</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
      '/kept/': () => new Response('<p>kept</p>', { headers: { 'content-type': 'text/html' } }),
    };
    const inner = {
      name: 'astro:default',
      getStaticPaths: async () => [],
      render: async (request: Request) => answers[decodeURI(new URL(request.url).pathname)]!(),
    };
    const out = withBuildApp(inner);
    const handed: [string, string, string, string][] = [];
    const counted = countingPrerenderer(inner as unknown as AstroPrerenderer, {
      report: () => {},
      intervalMs: 0,
      onPage: (_pathname, html) => `${html}<!-- checked -->`,
      writePage: async (pathname, bytes, folders, outFile) => {
        handed.push([pathname, new TextDecoder().decode(bytes), folders.outDir, outFile]);
      },
    });
    await counted.setup?.();
    const answered: Record<string, { status: number; text: string | null }> = {};
    for (const pathname of ['/über-uns/', '/404/', '/kept/']) {
      const response = (await counted.render(new Request(`http://x${pathname}`), {
        routeData: { type: 'page' } as RouteData,
      })) as Response;
      answered[pathname] = {
        status: response.status,
        text: response.body === null ? null : await response.text(),
      };
    }
    expect(handed).toEqual([
      ['/über-uns', '<p>Grüße</p>', `${out}/`, 'über-uns/index.html'],
      ['/404', '<p>not found</p>', `${out}/`, '404.html'],
    ]);
    expect(answered).toEqual({
      '/über-uns/': { status: 200, text: null },
      '/404/': { status: 404, text: null },
      '/kept/': { status: 200, text: '<p>kept</p><!-- checked -->' },
    });
    // Written by whoever `writePage` hands them to (pageChecks), not here.
    expect(existsSync(out)).toBe(false);
  });
});

describe('pathnameOf: the path a request renders, as the static paths name it', () => {
  it.each([
    ['http://x/', '/'],
    ['http://x/about-us/', '/about-us'],
    ['http://x/404/', '/404'],
    ['http://x/de/404', '/de/404'],
    ['http://x/neuigkeiten/%C3%BCber-uns/', '/neuigkeiten/über-uns'],
    ['http://x/NewsHome/index.json', '/NewsHome/index.json'],
    ['http://x/100%25/', '/100%'],
    ['http://x/stray%zz/', '/stray%zz'],
  ])('%s → %s', (url, pathname) => {
    expect(pathnameOf(new Request(url))).toBe(pathname);
  });
});
