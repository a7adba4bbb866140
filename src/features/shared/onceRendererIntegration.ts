/** Adds the `react-rendered-once` renderer (onceRenderer.ts); @astrojs/react's client hydrates. */
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
