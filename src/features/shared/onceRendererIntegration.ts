/**
 * The Astro integration that adds the `react-rendered-once` renderer (onceRenderer.ts) beside
 * @astrojs/react, whose client entrypoint hydrates its islands; astro.config.mjs adds it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ONCE_RENDERER } from './islandRenderer.ts';

export function onceRendererIntegration(): AstroIntegration {
  return {
    name: ONCE_RENDERER,
    hooks: {
      'astro:config:setup': ({ addRenderer }) => {
        addRenderer({
          name: ONCE_RENDERER,
          clientEntrypoint: '@astrojs/react/client.js',
          serverEntrypoint: fileURLToPath(new URL('./onceRenderer.ts', import.meta.url)),
        });
      },
    },
  };
}
