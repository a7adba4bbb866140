/**
 * The Astro integration that registers `client:consent` (consentDirective.ts) through
 * `addClientDirective`; astro.config.mjs adds it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The directive's name: used as `<ConsentManager client:consent />`. */
export const CONSENT_DIRECTIVE = 'consent';

export function consentIntegration(): AstroIntegration {
  return {
    name: 'consent-client-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: CONSENT_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('./consentDirective.ts', import.meta.url)),
        });
      },
    },
  };
}
