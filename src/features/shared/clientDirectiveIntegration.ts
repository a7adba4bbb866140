/** The Astro integration for a custom client directive (`client:consent`, `client:interaction`). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:{name}`, hydrating through the module at `entrypoint` (a file URL). */
export function clientDirectiveIntegration(name: string, entrypoint: URL): AstroIntegration {
  return {
    name: `${name}-client-directive`,
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name, entrypoint: fileURLToPath(entrypoint) });
      },
    },
  };
}
