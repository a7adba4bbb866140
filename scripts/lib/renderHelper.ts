/**
 * A second thread that renders pages during Astro's build (issue 16, point 4: a full build near
 * the floor). Astro renders every page on one thread, and on this two-core machine the other
 * core was mostly idle. The helper loads the bundle Astro has just written in a worker thread
 * (renderHelperWorker.ts), renders the pages it is handed, checks them as the build checks
 * Astro's (island style hoisted, inline code audited) and writes them where Astro would.
 *
 * It reaches into Astro's build app as the kept renderer does (warmRenderer.ts), so it proves
 * itself before it writes anything: its first page is rendered by Astro too, and only if the
 * two are the same byte for byte does it take pages. Anything unexpected (no app, a layout of
 * the bundle it does not know, a failed load, a different page) and Astro renders every page,
 * as it would without the helper.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroPrerenderer } from 'astro';
import { providedCatalogue } from '../../src/catalogue/providedCatalogue.ts';
import type { HelperAnswer, HelperRequest, HelperSetup, PageAudit } from './renderHelperWorker.ts';
import { filesIn } from './warmRenderer.ts';

export type { PageAudit };

type RouteData = Parameters<AstroPrerenderer['render']>[1]['routeData'];

/** Pages handed to the helper and not yet written, at most: enough that it never waits. */
export const HELPER_DEPTH = 4;

export interface RenderHelper {
  /** Whether it takes a page now: proven, and fewer than HELPER_DEPTH pages in hand. */
  readonly free: boolean;
  /** Pages it has written so far. */
  readonly written: number;
  /** Whether its first page is still to be compared with Astro's (prove). */
  readonly unproven: boolean;
  /** Whether Astro's build must write `file` itself (a file of `public/` takes its place). */
  ownedByPublic(file: string): boolean;
  /**
   * Renders the page, checks it and writes it to `file` under Astro's folder: the page's audit,
   * or null when the helper declined it (not an HTML page), which the caller then renders.
   */
  write(request: Request, routeData: RouteData, file: string): Promise<PageAudit | null>;
  /**
   * Renders the page as Astro renders `astroPage` and compares: the same page, and the helper
   * takes pages from now on; a different one (or a failure), and it stops for this build.
   */
  prove(request: Request, routeData: RouteData, astroPage: Promise<string>): Promise<void>;
  /** Ends the worker. */
  close(): Promise<void>;
}

/**
 * How many threads render a full build's pages: RENDER_THREADS, `1` (Astro's own only) or `2`
 * (the helper too); by default 2 where the machine has more than one core.
 */
export function renderThreads(
  env: Readonly<Record<string, string | undefined>>,
  cores: number = availableParallelism(),
): 1 | 2 {
  const value = env['RENDER_THREADS']?.trim();
  if (value === undefined || value === '') return cores > 1 ? 2 : 1;
  if (value === '1' || value === '2') return value === '1' ? 1 : 2;
  throw new Error(`RENDER_THREADS must be 1 or 2, not "${value}"`);
}

/** The part of Astro's build app the helper reads (astro/dist/core/build/app.js). */
interface BuildAppLike {
  getSettings(): {
    readonly config: { readonly outDir: URL; readonly publicDir: URL };
    readonly scripts: readonly { readonly stage: string; readonly content: string }[];
  };
  getOptions(): {
    readonly allPages: Readonly<Record<string, { readonly key: string; readonly styles: unknown }>>;
  };
}

/**
 * Where Astro's build wrote its prerender bundle for a static site (its
 * getPrerenderOutputDirectory and getOutDirWithinCwd): `.prerender/` in the output folder when
 * that lies under the working directory (by string prefix, as Astro checks), else under `.astro/`.
 */
function prerenderDir(outDir: URL): URL {
  const within = fileURLToPath(outDir).startsWith(process.cwd())
    ? outDir
    : new URL('.astro/', pathToFileURL(`${process.cwd()}/`));
  return new URL('./.prerender/', within);
}

/** What the helper is started with, or why there is none. */
function helperSetup(inner: AstroPrerenderer): HelperSetup | string {
  const app = (inner as { app?: Partial<BuildAppLike> }).app;
  if (typeof app?.getSettings !== 'function' || typeof app.getOptions !== 'function') {
    return 'Astro’s prerenderer has no build app';
  }
  const catalogue = providedCatalogue();
  if (catalogue === undefined) return 'no catalogue was provided';
  const settings = app.getSettings();
  // Page scripts need Astro's bundle map, which the helper is not given.
  if (settings.scripts.some((script) => script.stage === 'page'))
    return 'the site has page scripts';
  const dir = prerenderDir(settings.config.outDir);
  let entries: string[] = [];
  try {
    entries = readdirSync(dir).filter((name) => name.startsWith('prerender-entry'));
  } catch {
    // No such folder: said below.
  }
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined)
    return `no single prerender entry in ${dir.href}`;
  return {
    entry: new URL(entry, dir).href,
    outDir: fileURLToPath(settings.config.outDir),
    catalogue: { pages: catalogue.pages },
    pages: Object.values(app.getOptions().allPages).map((page) => [
      page.key,
      { styles: page.styles },
    ]),
    scripts: settings.scripts,
  };
}

/**
 * Starts a helper for the build whose prerenderer `inner` Astro has set up; null (with the
 * reason given to `log`) when it cannot.
 */
export function startRenderHelper(
  inner: AstroPrerenderer,
  log: (message: string) => void,
): RenderHelper | null {
  const setup = helperSetup(inner);
  if (typeof setup === 'string') {
    log(`No render helper: ${setup}.`);
    return null;
  }
  const publicFiles = new Set(
    filesIn(
      fileURLToPath((inner as unknown as { app: BuildAppLike }).app.getSettings().config.publicDir),
    ),
  );
  const worker = new Worker(new URL('./renderHelperWorker.ts', import.meta.url), {
    workerData: setup,
  });
  let state: 'loading' | 'unproven' | 'proving' | 'proven' | 'stopped' = 'loading';
  let failure: Error | null = null;
  let next = 0;
  let written = 0;
  const waiting = new Map<
    number,
    { resolve: (answer: HelperAnswer) => void; reject: (error: Error) => void }
  >();

  const stop = (why: string) => {
    if (state === 'stopped') return;
    state = 'stopped';
    log(`The render helper stopped: ${why}. Astro renders the other pages.`);
    void worker.terminate();
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
    stop(failure.message);
  };
  worker.on('message', (message: 'ready' | { failed: string } | HelperAnswer) => {
    if (message === 'ready') {
      if (state === 'loading') state = 'unproven';
    } else if ('failed' in message) {
      stop(`it could not load Astro’s bundle (${message.failed.split('\n')[0]})`);
    } else {
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if ('error' in message) {
        pending?.reject(Object.assign(new Error(message.error), { code: message.code }));
      } else pending?.resolve(message);
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (state !== 'stopped') fail(new Error(`The render helper stopped (exit code ${code})`));
  });

  const ask = (request: Request, routeData: RouteData, file: string | null) => {
    if (failure !== null) return Promise.reject(failure);
    const message: HelperRequest = {
      id: next++,
      url: request.url,
      route: routeData.route,
      component: routeData.component,
      file,
    };
    return new Promise<HelperAnswer>((resolve, reject) => {
      waiting.set(message.id, { resolve, reject });
      worker.postMessage(message);
    });
  };

  return {
    get free() {
      return state === 'proven' && waiting.size < HELPER_DEPTH;
    },
    get written() {
      return written;
    },
    get unproven() {
      return state === 'unproven';
    },
    ownedByPublic: (file) => publicFiles.has(file),
    async write(request, routeData, file) {
      const answer = await ask(request, routeData, file);
      if (!('audit' in answer)) return null;
      written += 1;
      return answer.audit;
    },
    async prove(request, routeData, astroPage) {
      state = 'proving';
      const [own, astro] = await Promise.allSettled([ask(request, routeData, null), astroPage]);
      if (own.status === 'rejected') return stop(`its first page failed (${String(own.reason)})`);
      // Astro's failure is the build's, reported by Astro.
      if (astro.status === 'rejected') return stop('Astro’s first page failed');
      if (!('html' in own.value)) return stop(`it declined its first page`);
      if (own.value.html !== astro.value) {
        return stop(`its first page differs from Astro’s (${new URL(request.url).pathname})`);
      }
      if (state === 'proving') state = 'proven';
    },
    async close() {
      state = 'stopped';
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
