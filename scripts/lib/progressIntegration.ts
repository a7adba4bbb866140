/**
 * Build progress from the build itself (issue 16, point 6: "progress is reported by the build,
 * never by walking the output folder"): an Astro integration that wraps the prerenderer Astro
 * renders every path with, counting the paths it will render and those rendered.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** Paths rendered so far of the paths the build renders (pages, JSON indexes, feeds). */
export interface BuildProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * The prerenderer `inner`, telling `report` the number of paths once it knows them, then after
 * each render at most every `intervalMs`, and always after the last.
 */
export function countingPrerenderer(
  inner: AstroPrerenderer,
  report: (progress: BuildProgress) => void,
  intervalMs: number,
  now: () => number = () => performance.now(),
): AstroPrerenderer {
  let total = 0;
  let done = 0;
  let reportedAt = -Infinity;
  return {
    name: `${inner.name}+progress`,
    // Bound to `inner`: Astro's own keeps its app on itself in setup.
    ...(inner.setup && { setup: inner.setup.bind(inner) }),
    ...(inner.teardown && { teardown: inner.teardown.bind(inner) }),
    ...(inner.collectStaticImages && {
      collectStaticImages: inner.collectStaticImages.bind(inner),
    }),
    getStaticPaths: async () => {
      const paths = await inner.getStaticPaths();
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

/** The integration: Astro's own prerenderer, counted (countingPrerenderer). */
export function progressIntegration(
  report: (progress: BuildProgress) => void,
  intervalMs = 250,
): AstroIntegration {
  return {
    name: 'build-progress',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((inner) => countingPrerenderer(inner, report, intervalMs));
      },
    },
  };
}
