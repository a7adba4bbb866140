/**
 * An Astro integration that registers one custom client directive through
 * `addClientDirective` (the way Astro documents custom hydration): `client:consent` and
 * `client:interaction` are each this, with their own name and entry point.
 */
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
