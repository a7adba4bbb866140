/**
 * Astro's tag naming a component's server renderer, read before Astro probes its renderers
 * (README.md here). Not a public API, so written here only. No imports: islands ship this module.
 */

/** Astro's key for the tag (astro/dist/runtime/server/render/common.js, `Renderer`). */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

/**
 * Tags `component` to be server-rendered by `renderer`, as `__astro_tag_component__` does;
 * configurable, so a module re-run by `astro dev` can tag again without throwing.
 */
export function tagRenderer<T extends object>(component: T, renderer: string): T {
  Object.defineProperty(component, ASTRO_RENDERER, { value: renderer, configurable: true });
  return component;
}

/** The renderer `component` is tagged with, or undefined when it carries no tag. */
export function taggedRenderer(component: unknown): unknown {
  const tagged =
    typeof component === 'function' || (typeof component === 'object' && component !== null);
  return tagged ? (component as Record<symbol, unknown>)[ASTRO_RENDERER] : undefined;
}
