/**
 * A second thread that renders pages during Astro's build (issue 16, point 4: a full build near
 * the floor). Astro renders every page on one thread, and on this two-core machine the other
 * core was mostly idle. The helper loads the bundle Astro has just written in a worker thread
 * (renderHelperWorker.ts), renders the pages it is handed, checks them as the build checks
 * Astro's (island style hoisted, inline code audited) and writes them where Astro would.
 *
 * It reaches into Astro's build app as the kept renderer does (warmRenderer.ts), so it proves
 * itself before it writes anything: the first page of each route is rendered by Astro too, and
 * only if the two are the same byte for byte does it take that route's pages. Anything
 * unexpected (no app, a layout of the bundle it does not know, a failed load, a different page,
 * a page that fails or a thread that dies) and it stops: Astro renders the pages it has not
 * written, as it would without the helper.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroPrerenderer } from 'astro';
import { providedCatalogue } from '../../catalogue/providedCatalogue.ts';
import type { PageAudit } from '../auditedPages.ts';
import type { HelperAnswer, HelperRequest, HelperSetup } from './renderHelperWorker.ts';
import type { AstroOutput } from './astroOutput.ts';
import { receivedError } from '../../node/threadError.ts';

/** A route as Astro hands it to the prerenderer. */
export type RouteData = Parameters<AstroPrerenderer['render']>[1]['routeData'];

/** Pages handed to the helper and not yet written, at most: enough that it never waits. */
export const HELPER_DEPTH = 4;

/** The second render thread, as the build's prerenderer uses it (prerenderIntegration.ts). */
export interface RenderHelper {
  /** Pages it has written so far. */
  readonly written: number;
  /** Whether it takes a page of `route` now: loaded, the route proven, HELPER_DEPTH not reached. */
  takes(route: RouteData): boolean;
  /** Whether Astro's next page of `route` should prove the helper (prove): loaded, not yet tried. */
  wantsProof(route: RouteData): boolean;
  /**
   * Renders the page, checks it (its problems naming it `label`) and writes it to `file` under
   * Astro's folder: the page's audit, or null when the helper declined it (not an HTML page
   * answered 200), which the caller then renders. Rejects when the page or the thread failed.
   */
  write(request: Request, route: RouteData, file: string, label: string): Promise<PageAudit | null>;
  /**
   * Renders the page Astro rendered as `astroPage` and compares: the same page, and the helper
   * takes the route's pages from now on; a different one, or a failure, and it stops. A page it
   * declines, or Astro's failure, proves nothing (its route is never handed to the helper).
   */
  prove(request: Request, route: RouteData, astroPage: Promise<string>): Promise<void>;
  /** Takes no more pages in this build, saying why; pages in hand are given back (rejected). */
  stop(why: string): void;
  /** Ends the worker. */
  close(): Promise<void>;
}

/** Why a page in the helper's hand was given back: the helper stopped. */
export class HelperStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HelperStopped';
  }
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
    readonly scripts: readonly { readonly stage: string; readonly content: string }[];
  };
  getOptions(): {
    readonly allPages: Readonly<Record<string, { readonly key: string; readonly styles: unknown }>>;
  };
}

/** What the helper is started with, or why there is none. */
function helperSetup(inner: AstroPrerenderer, output: AstroOutput | null): HelperSetup | string {
  const app = (inner as { app?: Partial<BuildAppLike> }).app;
  if (
    output === null ||
    typeof app?.getSettings !== 'function' ||
    typeof app.getOptions !== 'function'
  ) {
    return 'Astro’s prerenderer has no build app';
  }
  const catalogue = providedCatalogue();
  if (catalogue === undefined) return 'no catalogue was provided';
  if (catalogue instanceof Promise) return 'the catalogue is still being built';
  const settings = app.getSettings();
  // Page scripts need Astro's bundle map, which the helper is not given.
  if (settings.scripts.some((script) => script.stage === 'page'))
    return 'the site has page scripts';
  // Astro keeps the bundle in `.prerender/` of an output folder inside the working folder, which
  // is the only kind the build gives it (buildFolders.ts); elsewhere there is no entry here.
  const dir = pathToFileURL(join(output.outDir, '.prerender/'));
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
    outDir: output.outDir,
    linkDirs: output.linkDirs,
    catalogue: { pages: catalogue.pages },
    pages: Object.values(app.getOptions().allPages).map((page) => [
      page.key,
      { styles: page.styles },
    ]),
    scripts: settings.scripts,
  };
}

/** A route's key among the bundle's routes (its pattern and component), in both threads. */
export function routeKey(route: Pick<RouteData, 'route' | 'component'>): string {
  return `${route.route}\n${route.component}`;
}

/**
 * Starts a helper for the build whose prerenderer `inner` Astro has set up; null (with the
 * reason given to `log`) when it cannot.
 */
export function startRenderHelper(
  inner: AstroPrerenderer,
  output: AstroOutput | null,
  log: (message: string) => void,
): RenderHelper | null {
  let worker: Worker;
  try {
    const setup = helperSetup(inner, output);
    if (typeof setup === 'string') {
      log(`No render helper: ${setup}.`);
      return null;
    }
    worker = new Worker(new URL('./renderHelperWorker.ts', import.meta.url), {
      workerData: setup,
    });
  } catch (error) {
    // A catalogue it cannot copy, a thread that cannot start: Astro renders alone.
    log(`No render helper: ${error instanceof Error ? error.message : String(error)}.`);
    return null;
  }
  let loaded = false;
  let stopped = false;
  let next = 0;
  let written = 0;
  // Routes by key: proven (the helper takes their pages), being proven, or never the helper's.
  const proven = new Set<string>();
  const proving = new Set<string>();
  const refused = new Set<string>();
  const waiting = new Map<
    number,
    { resolve: (answer: HelperAnswer) => void; reject: (error: Error) => void }
  >();

  // Said in the build's output, unless the build is over and the helper merely ends with it.
  const stop = (why: string, said = true) => {
    if (stopped) return;
    stopped = true;
    if (said) log(`The render helper stopped: ${why}. Astro renders the pages it has not written.`);
    const given = new HelperStopped(`The render helper stopped: ${why}`);
    for (const { reject } of waiting.values()) reject(given);
    waiting.clear();
    void worker.terminate();
  };
  worker.on('message', (message: 'ready' | { failed: string } | HelperAnswer) => {
    if (message === 'ready') {
      loaded = true;
    } else if ('failed' in message) {
      stop(`it could not load Astro’s bundle (${message.failed.split('\n')[0]})`);
    } else {
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if ('error' in message) {
        pending?.reject(receivedError(message.error));
      } else {
        pending?.resolve(message);
      }
    }
  });
  worker.on('error', (error) => stop(`its thread failed (${error.message})`));
  worker.on('exit', (code) => stop(`its thread ended (exit code ${code})`));

  const ask = (request: Request, route: RouteData, file: string | null, label: string) => {
    if (stopped) return Promise.reject(new HelperStopped('The render helper stopped'));
    const message: HelperRequest = {
      id: next++,
      url: request.url,
      route: route.route,
      component: route.component,
      file,
      label,
    };
    return new Promise<HelperAnswer>((resolve, reject) => {
      waiting.set(message.id, { resolve, reject });
      worker.postMessage(message);
    });
  };

  return {
    get written() {
      return written;
    },
    takes: (route) => !stopped && proven.has(routeKey(route)) && waiting.size < HELPER_DEPTH,
    wantsProof: (route) => {
      const key = routeKey(route);
      return loaded && !stopped && !proven.has(key) && !proving.has(key) && !refused.has(key);
    },
    async write(request, route, file, label) {
      const answer = await ask(request, route, file, label);
      if (!('audit' in answer)) return null;
      written += 1;
      return answer.audit;
    },
    async prove(request, route, astroPage) {
      const key = routeKey(route);
      proving.add(key);
      const [own, astro] = await Promise.allSettled([ask(request, route, null, ''), astroPage]);
      proving.delete(key);
      const path = new URL(request.url).pathname;
      if (own.status === 'rejected') {
        if (!(own.reason instanceof HelperStopped)) {
          stop(`its first page of ${route.route} failed (${path}: ${String(own.reason)})`);
        }
      } else if (astro.status === 'rejected' || !('html' in own.value)) {
        // Not a page the helper would write (the not-found page answers 404), or a page that
        // fails in Astro too, which fails the build: nothing to learn, and not the helper's.
        refused.add(key);
      } else if (own.value.html !== astro.value) {
        stop(`its page ${path} differs from Astro’s`);
      } else {
        proven.add(key);
      }
    },
    stop: (why) => stop(why),
    async close() {
      // Stopped first, so its thread's end is no news.
      stop('the build ended', false);
      await worker.terminate();
    },
  };
}
