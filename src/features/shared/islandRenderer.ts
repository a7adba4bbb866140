/**
 * Which Astro renderer server-renders a React component, named where it is written. Untagged,
 * Astro probes each renderer's `check()`, and @astrojs/react answers by rendering the component
 * once more (a component that renders nothing, a third time); a tagged one skips the probe.
 */
import { tagRenderer } from '../../build/astro/rendererTag.ts';

/** @astrojs/react: rendered on every page. */
export const REACT_RENDERER = '@astrojs/react';

/** onceRenderer.ts: rendered once per build for each distinct set of props. */
export const ONCE_RENDERER = 'react-rendered-once';

export type ServerRenderer = typeof REACT_RENDERER | typeof ONCE_RENDERER;

export function renderWith<T extends object>(component: T, renderer: ServerRenderer): T {
  return tagRenderer(component, renderer);
}
