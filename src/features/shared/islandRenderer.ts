/**
 * Which Astro renderer server-renders a React component, named where the component is written
 * instead of probed on every page. For an untagged component Astro asks each
 * renderer's `check()`, and @astrojs/react answers by rendering the component once more; a
 * component that renders nothing (the consent island) fails that probe and is rendered a third
 * time by Astro's fallback. A component carrying Astro's renderer tag (rendererTag.ts) skips
 * the probe.
 */
import { tagRenderer } from '../../build/astro/rendererTag.ts';

/** @astrojs/react: the component is rendered on every page it appears on. */
export const REACT_RENDERER = '@astrojs/react';

/**
 * onceRenderer.ts: the component's server HTML depends on its props alone and they take few
 * values (the consent island), so each distinct set of props is rendered once per build.
 */
export const ONCE_RENDERER = 'react-rendered-once';

export type ServerRenderer = typeof REACT_RENDERER | typeof ONCE_RENDERER;

/** Tags `component` for `renderer` and returns it. */
export function renderWith<T extends object>(component: T, renderer: ServerRenderer): T {
  return tagRenderer(component, renderer);
}
