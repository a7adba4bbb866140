import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  countingPrerenderer,
  type BuildProgress,
} from '../../../scripts/lib/prerenderIntegration.ts';

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
      return new Response('<html></html>');
    },
  };
  return inner;
}

describe('countingPrerenderer: build progress from the build (issue 16, point 6)', () => {
  it('reports the total, then the renders at most every interval, and always the last', async () => {
    const inner = prerenderer(10);
    const reports: BuildProgress[] = [];
    let clock = 0;
    const counted = countingPrerenderer(
      inner as unknown as AstroPrerenderer,
      (p) => reports.push(p),
      100,
      () => clock,
    );
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

  it('renders only the paths `keep` accepts, and counts those (issue 16, point 5)', async () => {
    const inner = prerenderer(6);
    const reports: BuildProgress[] = [];
    const counted = countingPrerenderer(
      inner as unknown as AstroPrerenderer,
      (p) => reports.push(p),
      0,
      () => 0,
      (pathname) => pathname === '/p1' || pathname === '/p4',
    );
    await counted.setup?.();
    const paths = await counted.getStaticPaths();
    expect(paths.map((p) => p.pathname)).toEqual(['/p1', '/p4']);
    expect(reports).toEqual([{ done: 0, total: 2 }]);
  });

  it('passes on a missing hook as missing', () => {
    const { setup: _, ...withoutSetup } = prerenderer(1);
    const counted = countingPrerenderer(withoutSetup as unknown as AstroPrerenderer, () => {}, 100);
    expect(counted.teardown).toBeUndefined();
    expect(counted.collectStaticImages).toBeUndefined();
  });

  it("gives Astro's prerenderer, once set up, to whoever keeps it (a warm renderer)", async () => {
    const inner = prerenderer(1);
    const given: unknown[] = [];
    const counted = countingPrerenderer(
      inner as unknown as AstroPrerenderer,
      () => {},
      100,
      undefined,
      undefined,
      (setUp) => void given.push(setUp),
    );
    await counted.setup?.();
    expect(inner.ready).toBe(true);
    expect(given).toEqual([inner]);
    // Without a setup of its own, it is given all the same.
    const { setup: _, ...withoutSetup } = prerenderer(1);
    const bare = countingPrerenderer(
      withoutSetup as unknown as AstroPrerenderer,
      () => {},
      100,
      undefined,
      undefined,
      (setUp) => void given.push(setUp),
    );
    await bare.setup?.();
    expect(given).toHaveLength(2);
  });
});
