/**
 * The Astro integration that registers `client:interaction` (interactionDirective.ts) through
 * `addClientDirective`; astro.config.mjs adds it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The directive's name: used as `<Carousel client:interaction />`. */
export const INTERACTION_DIRECTIVE = 'interaction';

export function interactionIntegration(): AstroIntegration {
  return {
    name: 'interaction-client-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: INTERACTION_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('./interactionDirective.ts', import.meta.url)),
        });
      },
    },
  };
}
