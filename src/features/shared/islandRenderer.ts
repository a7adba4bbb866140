/**
 * Which Astro renderer server-renders a React component, named where it is written. Untagged,
 * Astro probes each renderer's `check()`, and @astrojs/react answers by rendering the component
 * once more (a component that renders nothing, a third time); a tagged one skips the probe.
 */

/** Astro's tag for a component's renderer (astro/runtime/server: `__astro_tag_component__`). */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

/** @astrojs/react: rendered on every page. */
export const REACT_RENDERER = '@astrojs/react';

/** onceRenderer.ts: rendered once per build for each distinct set of props. */
export const ONCE_RENDERER = 'react-rendered-once';

export type ServerRenderer = typeof REACT_RENDERER | typeof ONCE_RENDERER;

export function renderWith<T extends object>(component: T, renderer: ServerRenderer): T {
  Object.defineProperty(component, ASTRO_RENDERER, { value: renderer, configurable: true });
  return component;
}
