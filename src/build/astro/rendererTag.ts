/**
 * Astro's tag naming the renderer that server-renders a component. Astro reads it before it
 * probes its renderers (astro/dist/runtime/server/render/component.js, `Component[Renderer]`);
 * its own compiled JSX sets it with `__astro_tag_component__`. The symbol is not a public API,
 * so it is written here only; islands tag themselves through islandRenderer.ts, and a change of
 * the symbol fails the canary in tests/unit/build/astro/astroInternals.test.ts.
 *
 * No imports: islands ship this module to the browser.
 */

/** Astro's key for the tag (astro/dist/runtime/server/render/common.js, `Renderer`). */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

/**
 * Tags `component` to be server-rendered by the renderer named `renderer` and returns it, as
 * Astro's `__astro_tag_component__` does; configurable, so a module re-run by `astro dev` can
 * tag its new function again without throwing.
 */
export function tagRenderer<T extends object>(component: T, renderer: string): T {
  Object.defineProperty(component, ASTRO_RENDERER, { value: renderer, configurable: true });
  return component;
}

/** The renderer `component` is tagged with, or undefined when it carries no tag. */
export function taggedRenderer(component: unknown): unknown {
  if ((typeof component !== 'function' && typeof component !== 'object') || component === null) {
    return undefined;
  }
  return (component as Record<symbol, unknown>)[ASTRO_RENDERER];
}
