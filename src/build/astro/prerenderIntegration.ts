/**
 * The one wrapper of Astro's prerenderer (a second setPrerenderer would replace the first): counts
 * progress, renders only the paths `keep` accepts, and hands each page to the checks (pageChecks).
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import {
  astroFile,
  astroOutput,
  writeOutputFile,
  type AstroOutput,
  type OutputFolders,
} from './astroOutput.ts';

/** Paths rendered so far of the paths the build renders (pages, JSON indexes, feeds). */
export interface BuildProgress {
  readonly done: number;
  readonly total: number;
}

/** What the counting prerenderer does beside rendering. */
export interface CountingOptions {
  /** Told the number of paths once known, then after renders at most every `intervalMs`. */
  readonly report: (progress: BuildProgress) => void;
  readonly intervalMs: number;
  readonly now?: (() => number) | undefined;
  /** Which paths to render (Astro's pathname, `/about-us`, `/`); default all. */
  readonly keep?: ((pathname: string) => boolean) | undefined;
  /** Given Astro's own prerenderer once it is set up (to be kept warm). */
  readonly onSetup?: ((inner: AstroPrerenderer) => Promise<void> | void) | undefined;
  /** Given each HTML page as rendered (pathnameOf); what it returns is written instead. */
  readonly onPage?: ((pathname: string, html: string) => string | Promise<string>) | undefined;
  /** Instead of `onPage`, given Astro's bytes of each page, to check and write to `outFile`. */
  readonly writePage?:
    | ((
        pathname: string,
        bytes: Uint8Array,
        folders: OutputFolders,
        outFile: string,
      ) => Promise<void>)
    | undefined;
}

/** Whether a response is an HTML page, which the build checks (a redirect, an endpoint are not). */
function isPage(response: Response): boolean {
  return (
    (response.status < 300 || response.status >= 400) &&
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** The path of a request as Astro's static paths name it: decoded, without trailing slash. */
export function pathnameOf(request: Request): string {
  const raw = new URL(request.url).pathname;
  let pathname = raw;
  try {
    pathname = decodeURI(raw);
  } catch {
    // A stray `%`: Astro names the file as it is (the build reads back what it did not check).
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** `inner`, rendering only what `keep` accepts, reporting progress, handing pages over. */
export function countingPrerenderer(
  inner: AstroPrerenderer,
  options: CountingOptions,
): AstroPrerenderer {
  const { report, intervalMs, now = () => performance.now(), keep, onSetup, onPage } = options;
  const { writePage } = options;

  let total = 0;
  let done = 0;
  let reportedAt = -Infinity;
  let failure: unknown = undefined;
  let output: AstroOutput | null = null;
  return {
    name: `${inner.name}+progress`,
    // Bound to `inner`: Astro's own keeps its app on itself in setup.
    setup: async () => {
      await inner.setup?.();
      await onSetup?.(inner);
      output = astroOutput(inner);
    },
    teardown: async () => inner.teardown?.(),
    ...(inner.collectStaticImages && {
      collectStaticImages: inner.collectStaticImages.bind(inner),
    }),
    getStaticPaths: async () => {
      const all = await inner.getStaticPaths();
      const paths = keep === undefined ? all : all.filter((path) => keep(path.pathname));
      total = paths.length;
      report({ done, total });
      return paths;
    },
    render: async (request, renderOptions) => {
      // Astro renders several paths at once and does not stop the others when one fails: after a
      // failure, the paths still queued fail at once instead of each being rendered for nothing.
      if (failure !== undefined) throw failure;
      try {
        const rendered = await renderByAstro(request, renderOptions);
        done += 1;
        if (done === total || now() - reportedAt >= intervalMs) {
          reportedAt = now();
          report({ done, total });
        }
        return rendered;
      } catch (error) {
        failure ??= error;
        throw error;
      }
    },
  };

  /** A path rendered, its page written by the build: Astro gets no body, else it writes again. */

  async function renderByAstro(
    request: Request,
    renderOptions: Parameters<AstroPrerenderer['render']>[1],
  ): ReturnType<AstroPrerenderer['render']> {
    const rendered = await inner.render(request, renderOptions);
    const response = rendered instanceof Response ? rendered : rendered.response;
    if (!isPage(response) || (onPage === undefined && writePage === undefined)) return rendered;
    const pathname = pathnameOf(request);
    const file = astroFile(pathname, renderOptions.routeData.type);
    const ours = output !== null && !output.publicFiles.has(file) ? output : null;
    let made = new Response(null, { status: response.status });
    if (writePage !== undefined && ours !== null) {
      await writePage(pathname, new Uint8Array(await response.arrayBuffer()), ours, file);
    } else {
      const text = await response.text();
      const page = onPage === undefined ? text : await onPage(pathname, text);
      if (ours !== null) {
        writeOutputFile(ours, file, page);
      } else {
        // The length Astro gave is the rendered page's, not the checked one's.
        const headers = new Headers(response.headers);
        headers.delete('content-length');
        made = new Response(page, { status: response.status, headers });
      }
    }
    return rendered instanceof Response ? made : { ...rendered, response: made };
  }
}

/** The integration: Astro's own prerenderer, filtered and counted (countingPrerenderer). */
export function prerenderIntegration(
  options: Omit<CountingOptions, 'report' | 'intervalMs' | 'now'> & {
    readonly onProgress?: ((progress: BuildProgress) => void) | undefined;
  },
): AstroIntegration {
  return {
    name: 'build-prerenderer',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((inner) =>
          countingPrerenderer(inner, {
            ...options,
            report: options.onProgress ?? (() => undefined),
            intervalMs: 250,
          }),
        );
      },
    },
  };
}
