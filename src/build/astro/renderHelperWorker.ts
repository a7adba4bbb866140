/**
 * The worker thread of renderHelper.ts: loads the bundle Astro's build wrote (its prerender entry)
 * and renders pages with it beside the thread Astro renders on, each page as the build's own
 * path treats it (Astro's island style hoisted, its inline code audited), and writes it where
 * Astro would have.
 *
 * workerData: HelperSetup. Messages in: HelperRequest. Out: 'ready' once loaded (or
 * `{ failed }`), then one HelperAnswer per request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { provideCatalogue } from '../../catalogue/providedCatalogue.ts';
import type { SiteCatalogue } from '../../catalogue/pageCatalogue.ts';
import { writeOutputFile, type OutputFolders } from './astroOutput.ts';
import { flushCompileCache, startCompileCache } from '../../node/compileCache.ts';
import { finishPage, type PageAudit } from '../auditedPages.ts';
import type { AstroPrerenderer } from 'astro';
import { routeKey } from './renderHelper.ts';
import { sentError, type SentError } from '../../node/threadError.ts';
import { loadAllRoutes } from './warmRenderer.ts';

/** What the worker is started with (a copy: structured clone). */
export interface HelperSetup {
  /** The prerender entry's file URL. */
  readonly entry: string;
  /** The folder Astro writes the pages into. */
  readonly outDir: string;
  /** Folders each page is also linked into (OutputFolders); none outside the rebuild service. */
  readonly linkDirs: readonly string[];
  /** The pages of the build's catalogue (what the routes' getStaticPaths read). */
  readonly catalogue: Pick<SiteCatalogue, 'pages'>;
  /** Astro's page data, by key: only what a page's head is made from (its styles). */
  readonly pages: readonly (readonly [string, { readonly styles: unknown }])[];
  /** The settings' injected scripts (head-inline ones go into each page's head). */
  readonly scripts: readonly unknown[];
}

/** One page to render: written to `file`, or answered as it is (a probe). */
export interface HelperRequest {
  readonly id: number;
  readonly url: string;
  /** The route, by its pattern and component (Astro's RouteData `route` and `component`). */
  readonly route: string;
  readonly component: string;
  /** Where to write the page, under `outDir`; null: answer with the page instead (a probe). */
  readonly file: string | null;
  /** The page's name in its audit's problems (as the build names it: the catalogue's file). */
  readonly label: string;
}

/** The answer to one HelperRequest. */
export type HelperAnswer =
  | { readonly id: number; readonly audit: PageAudit }
  | { readonly id: number; readonly html: string }
  /** Not an HTML page (a redirect, an empty body): the build renders it itself. */
  | { readonly id: number; readonly declined: string }
  /** A failure, with the file system's code (ENOSPC: the build reports a full disk). */
  | { readonly id: number; readonly error: SentError };

interface RouteData {
  readonly route: string;
  readonly component: string;
  readonly prerender: boolean;
}

/** The part of Astro's build app (the prerender entry's `app`) the helper uses. */
interface BuildApp {
  readonly manifest: { readonly routes: readonly { readonly routeData: RouteData }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/**
 * Astro's build app, given what its build environment reads while it renders a page: the page
 * data's styles and the injected scripts (astro/dist/core/build/environment.js, headElements),
 * and a logger destination. Whether that is all is checked by the helper's probe, which compares
 * a page rendered here with the same page rendered by Astro.
 */
async function loadApp(setup: HelperSetup): Promise<BuildApp> {
  const { app } = (await import(setup.entry)) as { app: BuildApp };
  app.setInternals({ pagesByKeys: new Map(setup.pages), entrySpecifierToBundleMap: new Map() });
  app.setOptions({
    settings: { scripts: setup.scripts },
    logger: {
      options: {
        destination: {
          write(event: { level: string; label?: string | null; message: string }) {
            if (event.level === 'warn' || event.level === 'error') {
              console.error(`[${event.label ?? 'astro'}] ${event.message}`);
            }
            return true;
          },
        },
      },
    },
  });
  return app;
}

/**
 * Renders one page and writes it checked (or answers it as rendered, for a probe); declines
 * anything but an HTML page answered 200, which the build then renders on Astro's thread.
 */
async function answer(
  app: BuildApp,
  routes: ReadonlyMap<string, RouteData>,
  folders: OutputFolders,
  request: HelperRequest,
): Promise<HelperAnswer> {
  const { id } = request;
  try {
    const routeData = routes.get(routeKey(request));
    if (routeData === undefined) return { id, declined: `no route ${request.route}` };
    const response = await app.render(new Request(request.url), { routeData });
    if (
      response.status !== 200 ||
      response.body === null ||
      !(response.headers.get('content-type') ?? '').startsWith('text/html')
    ) {
      return { id, declined: `answered ${response.status}` };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (request.file === null) return { id, html: new TextDecoder().decode(bytes) };
    const { page, audit } = finishPage(request.label, bytes);
    writeOutputFile(folders, request.file, page, request.label);
    return { id, audit };
  } catch (error) {
    return { id, error: sentError(error) };
  }
}

const port = parentPort;
if (port !== null) {
  const setup = workerData as HelperSetup;
  try {
    provideCatalogue(setup.catalogue as SiteCatalogue);
    // Astro, React and the other packages the bundle imports come compiled from the cache
    // (compileCache.ts); the bundle itself, under a new release folder, may be new to it.
    startCompileCache();
    const app = await loadApp(setup);
    // Every route's module loaded now, as the kept renderer loads them.
    if (!(await loadAllRoutes({ app } as unknown as AstroPrerenderer))) {
      throw new Error('the bundle’s app is not Astro’s build app as the build knows it');
    }
    // The build ends this thread without the exit that would write the cache.
    flushCompileCache();
    const routes = new Map(
      app.manifest.routes
        .filter(({ routeData }) => routeData.prerender)
        .map(({ routeData }) => [routeKey(routeData), routeData]),
    );
    port.on('message', (request: HelperRequest) => {
      void answer(app, routes, setup, request).then((message) => port.postMessage(message));
    });
    port.postMessage('ready');
  } catch (error) {
    port.postMessage({ failed: describe(error) });
  }
}
