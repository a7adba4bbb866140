/**
 * The one wrapper of the prerenderer Astro renders every path with (Astro keeps one: a second
 * setPrerenderer replaces the first), for two things:
 *
 * - build progress from the build itself (issue 16, point 6: "progress is reported by the build,
 *   never by walking the output folder"): the paths it will render and those rendered;
 * - an incremental build (issue 16, point 5): only the paths `keep` accepts are rendered.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** Paths rendered so far of the paths the build renders (pages, JSON indexes, feeds). */
export interface BuildProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * The prerenderer `inner`, rendering only the paths `keep` accepts (all by default), telling
 * `report` the number of paths once it knows them, then after each render at most every
 * `intervalMs`, and always after the last.
 */
export function countingPrerenderer(
  inner: AstroPrerenderer,
  report: (progress: BuildProgress) => void,
  intervalMs: number,
  now: () => number = () => performance.now(),
  keep: (pathname: string) => boolean = () => true,
  onSetup?: (inner: AstroPrerenderer) => Promise<void> | void,
): AstroPrerenderer {
  let total = 0;
  let done = 0;
  let reportedAt = -Infinity;
  return {
    name: `${inner.name}+progress`,
    // Bound to `inner`: Astro's own keeps its app on itself in setup.
    setup: async () => {
      await inner.setup?.();
      await onSetup?.(inner);
    },
    ...(inner.teardown && { teardown: inner.teardown.bind(inner) }),
    ...(inner.collectStaticImages && {
      collectStaticImages: inner.collectStaticImages.bind(inner),
    }),
    getStaticPaths: async () => {
      const paths = (await inner.getStaticPaths()).filter((path) => keep(path.pathname));
      total = paths.length;
      report({ done, total });
      return paths;
    },
    render: async (request, options) => {
      const rendered = await inner.render(request, options);
      done += 1;
      if (done === total || now() - reportedAt >= intervalMs) {
        reportedAt = now();
        report({ done, total });
      }
      return rendered;
    },
  };
}

/** The integration: Astro's own prerenderer, filtered and counted (countingPrerenderer). */
export function prerenderIntegration(options: {
  readonly onProgress?: ((progress: BuildProgress) => void) | undefined;
  /** Which paths to render (Astro's pathname, `/about-us`, `/`); default all. */
  readonly keep?: ((pathname: string) => boolean) | undefined;
  readonly intervalMs?: number;
  /** Given Astro's own prerenderer once it is set up (a warm renderer keeps it: warmRenderer.ts). */
  readonly onSetup?: ((inner: AstroPrerenderer) => Promise<void> | void) | undefined;
}): AstroIntegration {
  return {
    name: 'build-prerenderer',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((inner) =>
          countingPrerenderer(
            inner,
            options.onProgress ?? (() => undefined),
            options.intervalMs ?? 250,
            undefined,
            options.keep,
            options.onSetup,
          ),
        );
      },
    },
  };
}
